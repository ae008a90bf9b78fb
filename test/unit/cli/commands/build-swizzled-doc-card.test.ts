/**
 * A swizzled DocCard (`src/theme/DocCard`) draws every card: on a category's generated index
 * page and in `<DocCardList />` in MDX, ejected or wrapping the theme's card.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Cards = suite('opdocs build: swizzled DocCard');

const BASE = {
  'site.config.json': JSON.stringify({ title: 'Moths', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/intro.md': '# Intro\n\nNight fliers.\n',
  'docs/kinds/_category_.json': JSON.stringify({ label: 'Kinds', link: { type: 'generated-index', description: 'Every kind we know.' } }),
  'docs/kinds/luna.md': '---\ndescription: Pale green and long-tailed.\n---\n# Luna moth\n\nBig.\n',
  'docs/kinds/atlas.md': '# Atlas moth\n\nBigger.\n',
  'docs/kinds/wings/_category_.json': JSON.stringify({ label: 'Wings' }),
  'docs/kinds/wings/scales.md': '# Scales\n\nDust.\n',
  'docs/kinds/wings/index.mdx': "import DocCardList from '@theme/DocCardList';\n\n# Wings\n\n<DocCardList />\n",
};

/** An ejected card reading Docusaurus' item, the doc by id and the first link of a category. */
const EJECTED = {
  ...BASE,
  'src/theme/DocCard/index.tsx': [
    "import React from 'react';",
    "import Link from '@docusaurus/Link';",
    "import { findFirstSidebarItemLink, useDocById } from '@docusaurus/plugin-content-docs/client';",
    "import type { Props } from '@theme/DocCard';",
    'function LinkCard({ item }: Props) {',
    '  const doc = useDocById(item.docId ?? undefined);',
    '  return <Link className="moth-card" to={item.href}><strong>{item.label}</strong><em>{item.description ?? doc?.description ?? "no words"}</em></Link>;',
    '}',
    'export default function DocCard({ item }: Props) {',
    "  if (item.type === 'category') return <Link className=\"moth-card moth-card--category\" to={findFirstSidebarItemLink(item)}><strong>{item.label}</strong><em>{item.items.length} inside</em></Link>;",
    '  return <LinkCard item={item} />;',
    '}',
  ].join('\n'),
};

/** A wrapper adding a badge around the theme's own card, and one around its card list. */
const WRAPPED = {
  ...BASE,
  'src/theme/DocCard/index.js': [
    "import React from 'react';",
    "import DocCard from '@theme-original/DocCard';",
    'export default function DocCardWrapper(props) {',
    '  return <div className="moth-wrap" data-kind={props.item.type}><DocCard {...props} /></div>;',
    '}',
  ].join('\n'),  // …and one around the theme's card list, which draws the wrapped cards above.
  'src/theme/DocCardList/index.js': [
    "import React from 'react';",
    "import DocCardList from '@theme-original/DocCardList';",
    'export default function DocCardListWrapper(props) {',
    '  return <nav aria-label="More moths" className="moth-list">{props.items.length} cards<DocCardList {...props} /></nav>;',
    '}',
  ].join('\n'),
};

let ejected = '';
let wrapped = '';
Cards.before(async () => {
  ejected = writeSiteFiles('opdocs-swizzled-doc-card', EJECTED);
  wrapped = writeSiteFiles('opdocs-swizzled-doc-card-wrapped', WRAPPED);
  await buildSite({ siteDir: ejected, outDir: 'build', quiet: true });
  await buildSite({ siteDir: wrapped, outDir: 'build', quiet: true });
});

const read = (dir: string, rel: string) => readFileSync(join(dir, 'build', rel), 'utf8');
const cards = (html: string) => [...html.matchAll(/<a[^>]*class="moth-card[^"]*"[^>]*href="([^"]+)"[^>]*><strong>([^<]+)<\/strong><em>([^<]+)<\/em><\/a>/g)].map((m) => m.slice(1).join(' | '));

Cards('an ejected DocCard draws each card of a generated index page, with the doc\'s description', () => {
  const html = read(ejected, 'docs/category/kinds/index.html');
  assert.match(html, '<p>Every kind we know.</p>');
  assert.equal(cards(html), [
    '/docs/kinds/atlas | Atlas moth | Bigger.',
    '/docs/kinds/luna | Luna moth | Pale green and long-tailed.',
    '/docs/kinds/wings/ | Wings | 1 inside',
  ]);
  assert.not.match(html, 'class="doc-card__title"');
});

Cards('an ejected DocCard draws the cards of <DocCardList /> in MDX', () => {
  const html = read(ejected, 'docs/kinds/wings/index.html');
  assert.equal(cards(html), ['/docs/kinds/wings/scales | Scales | Dust.']);
});

Cards('a wrapped DocCard puts its markup around the theme\'s card on both kinds of page', () => {
  const index = read(wrapped, 'docs/category/kinds/index.html');
  assert.match(index, /<li class="doc-card"><div class="moth-wrap" data-kind="link"><a href="\/docs\/kinds\/luna"><h2 class="doc-card__title">Luna moth<\/h2><p class="doc-card__description">Pale green and long-tailed.<\/p><\/a><\/div><\/li>/);
  assert.match(index, /<div class="moth-wrap" data-kind="category"><a href="\/docs\/kinds\/wings\/"><h2 class="doc-card__title">Wings<\/h2><p class="doc-card__description">1 item<\/p>/);
  const mdx = read(wrapped, 'docs/kinds/wings/index.html');
  assert.match(mdx, /<div class="moth-wrap" data-kind="link"><a href="\/docs\/kinds\/wings\/scales"><h2 class="doc-card__title">Scales<\/h2>/);
});

Cards('a wrapped DocCardList puts its markup around the theme\'s list, given the items, on both kinds of page', () => {
  const index = read(wrapped, 'docs/category/kinds/index.html');
  assert.match(index, /<nav aria-label="More moths" class="moth-list">3 cards<ul class="doc-cards"><li class="doc-card"><div class="moth-wrap" data-kind="link">/);
  const mdx = read(wrapped, 'docs/kinds/wings/index.html');
  assert.match(mdx, /<nav aria-label="More moths" class="moth-list">1 cards<ul class="doc-cards"><li class="doc-card"><div class="moth-wrap" data-kind="link"><a href="\/docs\/kinds\/wings\/scales">/);
  assert.not.match(read(ejected, 'docs/category/kinds/index.html'), 'moth-list', 'the ejected site swizzled no list');
});

Cards.run();
