import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { DocRoute } from '../../../../../runtime/types';
import { loadCleanSite, writeSiteFiles } from '../../../../helpers/site-files';

// A 1×1 PNG, so the category's static card image resolves like a doc's.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

const head = (routes: { path: string }[], path: string) => (routes.find((r) => r.path === path) as DocRoute | undefined)?.head;

test('a _category_ generated-index link gives its page the meta keywords and social image it names', async () => {
  const dir = writeSiteFiles('opdocs-gen-index-head-', {
    'site.config.json': JSON.stringify({ title: 'Cards', url: 'https://example.org', contentDir: '.' }),
    'static/img/tools.png': PNG,
    'docs/tools/_category_.yml': 'label: Tools\nlink:\n  type: generated-index\n  slug: /all-tools\n  keywords: [hammer, saw]\n  image: /img/tools.png\n',
    'docs/tools/hammer.md': '# Hammer\n\nHits nails.\n',
    'docs/parts/_category_.json': '{ "label": "Parts", "link": { "type": "generated-index" } }',
    'docs/parts/bolt.md': '# Bolt\n\nHolds things.\n',
  });
  const site = await loadCleanSite(dir);
  const tools = head(site.routes, '/docs/all-tools');
  assert.equal(tools?.keywords, ['hammer', 'saw']);
  assert.is(tools?.image, 'https://example.org/img/tools.png');
  const parts = head(site.routes, '/docs/category/parts');
  assert.ok(parts, 'the plain generated index exists');
  assert.is(parts.keywords, undefined);
  assert.is(parts.image, undefined);
});

test('a sidebars file generated-index link passes its keywords and image to the page head too', async () => {
  const dir = writeSiteFiles('opdocs-gen-index-head-file-', {
    'site.config.json': JSON.stringify({ title: 'Cards', url: 'https://example.org', contentDir: '.', docs: { sidebarPath: 'sidebars.js' } }),
    'sidebars.js': "module.exports = { main: [{ type: 'category', label: 'Kit', items: ['nut'], link: { type: 'generated-index', slug: '/kit', keywords: ['nuts'], image: 'https://cdn.example.org/kit.png' } }] };\n",
    'docs/nut.md': '# Nut\n\nSmall.\n',
  });
  const kit = head((await loadCleanSite(dir)).routes, '/docs/kit');
  assert.equal(kit?.keywords, ['nuts']);
  assert.is(kit?.image, 'https://cdn.example.org/kit.png');
});

test.run();
