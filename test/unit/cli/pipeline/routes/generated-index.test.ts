import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { docAt, loadCleanSite, writeSiteFiles } from '../../../../helpers/site-files';

/** The card titles of a generated index page, in order. */
const cardTitles = (html: string) => [...html.matchAll(/<h2 class="doc-card__title">([^<]*)<\/h2>/g)].map((m) => m[1]);

test('a generated index shows no card for an unlisted doc of its category, while the doc itself is still built', async () => {
  const dir = writeSiteFiles('opdocs-index-unlisted-', {
    'site.config.json': JSON.stringify({ title: 'Cards', url: 'https://example.org', contentDir: '.', docs: { sidebarPath: 'sidebars.js' } }),
    'sidebars.js': `module.exports = { main: [{ type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['install', 'secret', 'configure'] }] };\n`,
    'docs/install.md': '# Install\n\nPut it in.\n',
    'docs/secret.md': '---\nunlisted: true\n---\n# Secret\n\nOnly by direct link.\n',
    'docs/configure.md': '# Configure\n\nSet it up.\n',
  });
  const site = await loadCleanSite(dir);
  const index = docAt(site, '/docs/category/guides');
  assert.ok(index, 'the generated index exists');
  assert.equal(cardTitles(index.html!), ['Install', 'Configure']);
  assert.ok(docAt(site, '/docs/secret'), 'the unlisted doc keeps its page');
});

test.run();
