/**
 * An ejected DocSidebarItems, drawing each level of the docs sidebar itself: its items through
 * the theme's DocSidebarItem (categories keep their toggles and nested levels), inside
 * Docusaurus' expanded-state provider, with a row of its own on the top level that reads the docs
 * and version on screen with `useActivePluginAndVersion()`.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Items = suite('opdocs build: swizzled DocSidebarItems');

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Owls', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/hoot.md': '---\nsidebar_position: 1\n---\n# Hoot\n\nCalls at dusk.\n',
  'docs/nests/_category_.json': JSON.stringify({ label: 'Nests', position: 2 }),
  'docs/nests/barn.md': '# Barn\n\nRafters.\n',
  'docs/nests/deep/_category_.json': JSON.stringify({ label: 'Deep', collapsed: true }),
  'docs/nests/deep/hollow.md': '# Hollow\n\nInside a trunk.\n',
  'src/theme/DocSidebarItems/index.js': [
    "import React, { memo } from 'react';",
    "import { DocSidebarItemsExpandedStateProvider, useActivePluginAndVersion, useVisibleSidebarItems } from '@docusaurus/plugin-content-docs/client';",
    "import DocSidebarItem from '@theme/DocSidebarItem';",
    'function OwlItems({ items, ...props }) {',
    '  const visible = useVisibleSidebarItems(items, props.activePath);',
    '  const active = useActivePluginAndVersion();',
    '  return (',
    '    <DocSidebarItemsExpandedStateProvider>',
    '      {props.level === 1 && <li className="owl-extra">Field guide ({active.activePlugin.pluginId} {active.activeVersion.name})</li>}',
    '      {visible.map((item, index) => <DocSidebarItem key={index} item={item} index={index} {...props} />)}',
    '    </DocSidebarItemsExpandedStateProvider>',
    '  );',
    '}',
    'export default memo(OwlItems);',
  ].join('\n'),
};

let dir = '';
Items.before(async () => {
  dir = writeSiteFiles('opdocs-swizzled-sidebar-items', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
});

const page = (path: string) => readFileSync(join(dir, 'build', path, 'index.html'), 'utf8');

Items('the top level is the site\'s, its own row first (naming the docs and version on screen), then the theme\'s items', () => {
  const html = page('docs/nests/barn');
  assert.match(html, /<ul class="theme-doc-sidebar-menu menu__list"><li class="owl-extra">Field guide \(<!-- -->default<!-- --> <!-- -->current<!-- -->\)<\/li><li class="theme-doc-sidebar-item-link[^"]*/);
  assert.is(html.match(/owl-extra/g)?.length, 1);
});

Items('a category keeps its toggle and its open level, drawn by the site\'s component too', () => {
  const html = page('docs/nests/barn');
  assert.match(html, /<a href="\/docs\/nests\/barn" role="button" aria-expanded="true"[^>]*>Nests<\/a>/);
  assert.match(html, /<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item"><a class="menu__link menu__link--active" aria-current="page" href="\/docs\/nests\/barn">Barn<\/a><\/li>/);
  // The closed category inside it is there, collapsed, its level not drawn until it opens.
  assert.match(html, /aria-expanded="false"[^>]*>Deep<\/a><\/div><ul class="menu__list" style="display:none[^"]*"><\/ul>/);
});

Items('the swizzle is applied', () => {
  assert.equal(listSwizzled(dir).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [['DocSidebarItems', 'DocSidebarItems', null]]);
});

Items.run();
