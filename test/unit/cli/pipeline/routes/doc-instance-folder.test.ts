/**
 * A docs instance (`docsInstances[]`) whose folder does not exist: a typo in "path" used to
 * publish no pages at all without a word; it is an error at that key of site.config.json.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../../../cli/config/load-config.ts';
import { formatError } from '../../../../../cli/errors.ts';
import { loadSite } from '../../../../../cli/pipeline/site.ts';
import { writeSiteFiles } from '../../../../helpers/site-files.ts';

const Folder = suite('docs instance folder');
const config = (path: string, more: Record<string, unknown> = {}) => JSON.stringify({
  title: 'T', url: 'https://example.com', baseUrl: '/',
  docsInstances: [{ id: 'community', path, routeBasePath: 'community', ...more }],
}, null, 2);

async function problems(dir: string): Promise<string[]> {
  const { errors } = await loadSite(await loadConfig(dir));
  return errors.map((e) => formatError(e, dir));
}

Folder('a docs instance whose folder is missing is an error at its "path", saying where it was looked for', async () => {
  const dir = writeSiteFiles('opdocs-instance-folder-', {
    'site.config.json': config('comunity'),
    'content/docs/intro.md': '# Intro\n',
    'content/community/help.md': '# Help\n',
  });
  assert.equal(await problems(dir), [
    'site.config.json:8:15  error  docsInstances "community".path: the docs folder content/comunity does not exist\n  hint: create it, or fix "path": it is relative to content/',
  ]);
});

Folder('an instance with its folder loads its pages, and the site\'s own docs folder may still be absent', async () => {
  const dir = writeSiteFiles('opdocs-instance-folder-ok-', {
    'site.config.json': config('community'),
    'content/community/help.md': '# Help\n',
  });
  const { errors, result } = await loadSite(await loadConfig(dir));
  assert.equal(errors.map((e) => e.message), []);
  assert.ok(result?.routes.some((r) => r.path === '/community/help'), 'the instance\'s page is a route');
});

Folder('an instance that publishes only released versions needs no current folder', async () => {
  const dir = writeSiteFiles('opdocs-instance-folder-released-', {
    'site.config.json': config('community', { includeCurrentVersion: false }),
    'content/community_versions.json': '["1.0"]',
    'content/community_versioned_docs/version-1.0/help.md': '# Help\n',
  });
  assert.equal(await problems(dir), []);
});

Folder.run();
