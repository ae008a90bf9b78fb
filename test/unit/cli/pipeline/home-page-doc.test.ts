/**
 * A docs-only site (docs at the site root, one doc with `slug: /`) has that doc for its home
 * page, as Docusaurus does: the browser's router must load `/` as a page, not leave it to a full
 * load as it does for the redirect page of a site without a home.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCleanSite, writeSiteFiles } from '../../../helpers/site-files.ts';

const site = (docs: Record<string, string>) => writeSiteFiles('opdocs-home-doc-', {
  'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.org', baseUrl: '/', contentDir: '.', docs: { routeBasePath: '' } }),
  ...docs,
});

test('a doc at the base URL makes the site one with a home page', async () => {
  const loaded = await loadCleanSite(site({ 'docs/intro.md': '---\nslug: /\n---\n# Introduction\n', 'docs/setup.md': '# Setup\n' }));
  assert.ok(loaded.routes.some((r) => r.path === '/'), 'the doc is served at /');
  assert.is(loaded.site.hasHomePage, true);
});

test('docs at the root with no doc at the base URL leave the site without one', async () => {
  const loaded = await loadCleanSite(site({ 'docs/intro.md': '# Introduction\n', 'docs/setup.md': '# Setup\n' }));
  assert.not.ok(loaded.routes.some((r) => r.path === '/'));
  assert.is(loaded.site.hasHomePage, false);
});

test.run();
