/**
 * A doc's custom_edit_url holding javascript: builds (Docusaurus builds it, React draws the link
 * dead) but is reported at its front matter line as a broken link that cannot fail the build.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../../../cli/config/load-config';
import { formatError } from '../../../../../cli/errors';
import { loadSite } from '../../../../../cli/pipeline/site';
import { writeSiteFiles } from '../../../../helpers/site-files';

async function load(intro: string, extra: Record<string, unknown> = {}) {
  const dir = writeSiteFiles('opdocs-script-edit-url-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', ...extra }),
    'content/docs/intro.md': intro,
  });
  const { result, errors, warnings } = await loadSite(await loadConfig(dir));
  return { result, errors, warnings: warnings.map((w) => `${w.level} ${formatError(w.error, dir).split('\n')[0]}`) };
}

test('a javascript: custom_edit_url warns at its front matter line and the doc still builds', async () => {
  const { result, errors, warnings } = await load('---\ntitle: Intro\ncustom_edit_url: "JavaScript:alert(1)"\n---\n# Intro\n');
  assert.equal(errors, []);
  assert.ok(result);
  assert.equal(warnings, ['warn content/docs/intro.md:3:18  error  front matter: custom_edit_url is a javascript: URL, which React does not render: the "Edit this page" link does nothing']);
});

test('onBrokenLinks "ignore" silences it, and a web address is no warning at all', async () => {
  assert.equal((await load('---\ncustom_edit_url: "javascript:void(0)"\n---\n# Intro\n', { onBrokenLinks: 'ignore' })).warnings, []);
  assert.equal((await load('---\ncustom_edit_url: https://github.com/o/r/edit/main/intro.md\n---\n# Intro\n')).warnings, []);
});

test.run();
