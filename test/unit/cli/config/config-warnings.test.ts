/**
 * customFields are carried by every page's HTML: past 100 KiB the build says so at the key
 * (a 3 MB value made each page 3 MB without a word), and still builds.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { configWarnings } from '../../../../cli/config/config-warnings';
import { loadConfig } from '../../../../cli/config/load-config';
import { formatError } from '../../../../cli/errors';
import { writeSiteFiles } from '../../../helpers/site-files';

async function warningsFor(config: object): Promise<string[]> {
  const dir = writeSiteFiles('opdocs-config-warnings-', { 'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', ...config }, null, 2) });
  return configWarnings(await loadConfig(dir)).map((w) => `${w.level} ${formatError(w.error, dir, 'warning')}`);
}

test('customFields over 100 KiB warn at the key, naming their size and what to do instead', async () => {
  assert.equal(await warningsFor({ customFields: { data: 'x'.repeat(300 * 1024) } }), [
    'warn site.config.json:4:19  warning  customFields hold 300 KiB, which every page of the site carries in its HTML\n'
    + '  hint: keep customFields to small settings; publish large data as a JSON file in the static folder and fetch it where a page needs it',
  ]);
});

test('small customFields, and none, are no warning; a javascript: navbar link in the same file is', async () => {
  assert.equal(await warningsFor({ customFields: { repo: 'https://github.com/o/r' } }), []);
  const navbar = await warningsFor({ navbar: { items: [{ href: 'javascript:void 0', label: 'X' }] } });
  assert.is(navbar.length, 1);
  assert.match(navbar[0], 'navbar.items[0].href: "javascript:void 0" is a javascript: URL');
});

test('a navbar dropdown with no items warns at its items, naming the dropdown; one with items does not', async () => {
  assert.equal(await warningsFor({ navbar: { items: [{ type: 'dropdown', label: 'More', items: [] }, { label: 'Docs', items: [{ label: 'A', to: '/a' }] }] } }), [
    'warn site.config.json:9:18  warning  navbar.items[0]: the dropdown "More" has no items, so its menu opens on nothing\n'
    + '  hint: add the links it should list to "items", or make it a plain link with "to" or "href"',
  ]);
});

test.run();
