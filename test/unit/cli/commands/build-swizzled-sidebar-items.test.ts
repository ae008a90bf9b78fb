/**
 * Swizzled docs sidebar items: `DocSidebarItem` (the dispatcher, wrapped to hide items by their
 * customProps), `DocSidebarItem/Category` wrapped (a class on top-level categories) and ejected
 * (drawing its items with `@theme/DocSidebarItems`), in the sidebar of every doc.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Items = suite('opdocs build: swizzled DocSidebarItem and DocSidebarItem/Category');

const DOCS = {
  'site.config.json': JSON.stringify({ title: 'Egrets', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/intro.md': '# Intro\n\nWhite birds.\n',
  'docs/feeding/_category_.json': JSON.stringify({ label: 'Feeding', collapsed: true }),
  'docs/feeding/fish.md': '# Fish\n\nQuick.\n',
  'docs/feeding/draft.md': '---\nsidebar_custom_props:\n  hidden: true\n---\n# Draft\n\nNot yet.\n',
  'docs/feeding/insects/_category_.json': JSON.stringify({ label: 'Insects', collapsed: false }),
  'docs/feeding/insects/flies.md': '# Flies\n\nSnap.\n',
};

const WRAPPED = {
  ...DOCS,
  'src/theme/DocSidebarItem/index.js': [
    "import React from 'react';",
    "import DocSidebarItem from '@theme-original/DocSidebarItem';",
    'export default function ItemWrapper(props) {',
    '  if (props.item.customProps?.hidden) return null;',
    '  return <DocSidebarItem {...props} />;',
    '}',
  ].join('\n'),
  'src/theme/DocSidebarItem/Category/index.js': [
    "import React from 'react';",
    "import Category from '@theme-original/DocSidebarItem/Category';",
    'export default function CategoryWrapper(props) {',
    "  const extra = props.level === 1 ? 'egret-top' : `egret-level-${props.level}`;",
    '  return <Category {...props} item={{ ...props.item, className: extra }} />;',
    '}',
  ].join('\n'),
};

const EJECTED = {
  ...DOCS,
  'src/theme/DocSidebarItem/Category/index.js': [
    "import React, { useState } from 'react';",
    "import DocSidebarItems from '@theme/DocSidebarItems';",
    "import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';",
    'export default function Category({ item, activePath, level, onItemClick }) {',
    '  const [open, setOpen] = useState(!item.collapsed || isActiveSidebarItem(item, activePath));',
    '  return <li className={`menu__list-item egret-own egret-own-${level}`}>',
    '    <button type="button" className="menu__link" aria-expanded={open} onClick={() => setOpen(!open)}>{item.label}</button>',
    '    {open && <ul className="menu__list"><DocSidebarItems items={item.items} activePath={activePath} level={level + 1} onItemClick={onItemClick} /></ul>}',
    '  </li>;',
    '}',
  ].join('\n'),
};

let wrapped = '';
let ejected = '';
Items.before(async () => {
  wrapped = writeSiteFiles('opdocs-swizzled-sidebar-wrapped', WRAPPED);
  ejected = writeSiteFiles('opdocs-swizzled-sidebar-ejected', EJECTED);
  await buildSite({ siteDir: wrapped, outDir: 'build', quiet: true });
  await buildSite({ siteDir: ejected, outDir: 'build', quiet: true });
});

const read = (dir: string, rel: string) => readFileSync(join(dir, 'build', rel, 'index.html'), 'utf8');

Items('both wrappers are applied, and migrate\'s list says so', () => {
  assert.equal(listSwizzled(wrapped).map((s) => [s.name, s.point]), [['DocSidebarItem', 'DocSidebarItem'], ['DocSidebarItem/Category', 'SidebarCategoryItem']]);
});

Items('a wrapped dispatcher hides the item its customProps mark, on every doc', () => {
  const html = read(wrapped, 'docs/feeding/fish');
  assert.match(html, /<a[^>]*href="\/docs\/feeding\/fish"[^>]*>Fish<\/a>/);
  assert.not.match(html, /href="\/docs\/feeding\/draft"[^>]*>Draft/);
  // The page of the hidden doc is still built: only its sidebar entry is gone.
  assert.match(read(wrapped, 'docs/feeding/draft'), 'Not yet.');
});

Items('a wrapped category keeps the theme\'s markup, open state and caret, with the class it adds by level', () => {
  const html = read(wrapped, 'docs/feeding/fish');
  assert.match(html, /<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item egret-top">/);
  assert.match(html, /<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-2 menu__list-item egret-level-2">/);
  assert.match(html, /aria-expanded="true"[^>]*>Feeding</);
  assert.match(html, /<a[^>]*href="\/docs\/feeding\/insects\/flies"[^>]*>Flies<\/a>/);
  // A closed category on another doc: the original still folds it.
  const intro = read(wrapped, 'docs/intro');
  assert.match(intro, /<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item menu__list-item--collapsed egret-top">/);
  assert.match(intro, /aria-expanded="false"[^>]*>Feeding</);
});

Items('an ejected category draws its items through @theme/DocSidebarItems, itself nested', () => {
  const html = read(ejected, 'docs/feeding/fish');
  assert.match(html, /<li class="menu__list-item egret-own egret-own-1"><button type="button" class="menu__link" aria-expanded="true">Feeding<\/button><ul class="menu__list">/);
  assert.match(html, /<li class="menu__list-item egret-own egret-own-2"><button[^>]*aria-expanded="true">Insects<\/button>/);
  assert.match(html, /<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-3 menu__list-item"><a[^>]*href="\/docs\/feeding\/insects\/flies"/);
  // Closed on a doc outside it, as its own state says: no items drawn.
  const intro = read(ejected, 'docs/intro');
  assert.match(intro, /egret-own-1"><button type="button" class="menu__link" aria-expanded="false">Feeding<\/button><\/li>/);
  assert.not.match(intro, 'href="/docs/feeding/fish"');
});

Items.run();
