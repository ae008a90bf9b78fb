import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { SidebarItem } from '../../../../../runtime/types';
import { DocCardList } from '../../../../../theme/Content/DocCardList';
import { docAt, loadCleanSite, writeSiteFiles } from '../../../../helpers/site-files';
import { loadSite } from '../../../../../cli/pipeline/site';
import { loadConfig } from '../../../../../cli/config/load-config';
import { defaultLocaleContext } from '../../../../../cli/pipeline/locale';

/** Each card's title and text, in order, from a generated index page's HTML. */
const cards = (html: string) => [...html.matchAll(/<h2 class="doc-card__title">([^<]*)<\/h2>(?:<p class="doc-card__description">([^<]*)<\/p>)?/g)]
  .map((m) => [m[1], m[2] ?? null]);

test('a _category_ file\'s description is its card\'s text on the parent\'s generated index; without one the card counts items', async () => {
  const dir = writeSiteFiles('opdocs-card-desc-', {
    'site.config.json': JSON.stringify({ title: 'Cards', url: 'https://example.org', contentDir: '.' }),
    'docs/kit/_category_.json': '{ "label": "Kit", "link": { "type": "generated-index", "description": "Everything in the kit." } }',
    'docs/kit/tools/_category_.yml': 'label: Tools\ndescription: Hand tools and how to hold them.\nlink:\n  type: generated-index\n  description: The page text, not the card text.\n',
    'docs/kit/tools/hammer.md': '# Hammer\n\nHits nails.\n',
    'docs/kit/parts/_category_.json': '{ "label": "Parts" }',
    'docs/kit/parts/bolt.md': '# Bolt\n\nHolds things.\n',
    'docs/kit/parts/nut.md': '# Nut\n\nTurns on bolts.\n',
  });
  const site = await loadCleanSite(dir);
  const kit = docAt(site, '/docs/category/kit');
  assert.ok(kit, 'the kit index exists');
  assert.equal(cards(kit.html!), [['Parts', '2 items'], ['Tools', 'Hand tools and how to hold them.']]);
  // The category's own index page still shows its link description.
  assert.match(docAt(site, '/docs/category/tools')!.html!, '<p>The page text, not the card text.</p>');
});

test('a sidebars file category and link item with a description show it on their cards, a doc item keeps the doc\'s', async () => {
  const dir = writeSiteFiles('opdocs-card-desc-file-', {
    'site.config.json': JSON.stringify({ title: 'Cards', url: 'https://example.org', contentDir: '.', docs: { sidebarPath: 'sidebars.js' } }),
    'sidebars.js': `module.exports = { main: [{ type: 'category', label: 'All', link: { type: 'generated-index', slug: '/all' }, items: [
      'nut',
      { type: 'category', label: 'Bolts', description: 'Every bolt we sell.', items: ['bolt'] },
      { type: 'link', label: 'Shop', href: 'https://shop.example.org', description: 'Buy them online.' },
      { type: 'category', label: 'Washers', description: 42, items: ['washer'] },
    ] }] };\n`,
    'docs/nut.md': '# Nut\n\nTurns on bolts.\n',
    'docs/bolt.md': '# Bolt\n\nHolds things.\n',
    'docs/washer.md': '# Washer\n\nSpreads the load.\n',
  });
  const site = await loadCleanSite(dir);
  assert.equal(cards(docAt(site, '/docs/all')!.html!), [
    ['Nut', 'Turns on bolts.'], ['Bolts', 'Every bolt we sell.'], ['Shop', 'Buy them online.'], ['Washers', '1 item'],
  ]);
});

test('a generated index counts a category\'s items in the site\'s language, as the theme\'s card does', async () => {
  const dir = writeSiteFiles('opdocs-card-count-fr-', {
    'site.config.json': JSON.stringify({ title: 'Outils', url: 'https://example.org', contentDir: '.', i18n: { defaultLocale: 'fr', locales: ['fr'] } }),
    'i18n/fr/code.json': JSON.stringify({ 'theme.docs.DocCard.categoryDescription.plurals': { message: 'Un élément|{count} éléments' } }),
    'docs/kit/_category_.json': '{ "label": "Kit", "link": { "type": "generated-index" } }',
    'docs/kit/parts/_category_.json': '{ "label": "Pièces" }',
    'docs/kit/parts/bolt.md': '# Boulon\n\nTient.\n',
    'docs/kit/parts/nut.md': '# Écrou\n\nTourne.\n',
    'docs/kit/box/_category_.json': '{ "label": "Boîte" }',
    'docs/kit/box/lid.md': '# Couvercle\n\nFerme.\n',
  });
  const { result, errors } = await loadSite(await loadConfig(dir), { locale: defaultLocaleContext(await loadConfig(dir))! });
  assert.equal(errors, []);
  const kit = result!.routes.find((r) => r.path === '/docs/category/kit') as { html?: string } | undefined;
  assert.equal(cards(kit?.html ?? ''), [['Boîte', 'Un élément'], ['Pièces', '2 éléments']]);
});

test('<DocCardList> shows a sidebar item\'s description before the item count or the doc\'s description', () => {
  const items: SidebarItem[] = [
    { type: 'category', label: 'Bolts', href: '/docs/bolts', items: [{ type: 'link', label: 'M6', href: '/docs/m6' }], collapsed: true, collapsible: true, description: 'Every bolt we sell.' },
    { type: 'category', label: 'Nuts', href: '/docs/nuts', items: [], collapsed: true, collapsible: true },
    { type: 'link', label: 'Shop', href: '/docs/shop', description: 'Buy them online.' },
    { type: 'link', label: 'Washer', href: '/docs/washer' },
  ];
  const html = renderToStaticMarkup(createElement(DocCardList, { items, descriptions: { '/docs/shop': 'The doc says this.', '/docs/washer': 'Spreads the load.' } }));
  assert.equal(cards(html), [['Bolts', 'Every bolt we sell.'], ['Nuts', '0 items'], ['Shop', 'Buy them online.'], ['Washer', 'Spreads the load.']]);
});

test.run();
