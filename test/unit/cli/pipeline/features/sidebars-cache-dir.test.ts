/**
 * A sidebars file is bundled into the site's cache folder; where node_modules cannot hold one
 * (a dangling symlink, a read-only site), the build uses the system's temp folder instead of
 * failing as an opdocs bug.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { docAt, loadCleanSite, writeSiteFiles } from '../../../../helpers/site-files';

test('a site whose node_modules is a dangling symlink still reads its sidebars.js', async () => {
  const dir = writeSiteFiles('opdocs-sidebars-cache-', {
    'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.org', contentDir: '.', docs: { sidebarPath: 'sidebars.js' } }),
    'sidebars.js': "module.exports = { main: ['fly', { type: 'category', label: 'Knots', items: ['bowline'] }] };\n",
    'docs/fly.md': '# Flying\n\nHold the line.\n',
    'docs/bowline.md': '# Bowline\n\nA loop.\n',
  });
  symlinkSync(join(dir, 'gone'), join(dir, 'node_modules'));
  const site = await loadCleanSite(dir);
  assert.equal(docAt(site, '/docs/bowline')?.breadcrumbs.map((c) => c.label), ['Knots', 'Bowline']);
});

test.run();
