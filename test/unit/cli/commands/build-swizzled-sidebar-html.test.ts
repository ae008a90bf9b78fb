/**
 * A swizzled DocSidebarItem/Html: the sidebar's rows of the site's own HTML (`{ type: 'html' }` in
 * a sidebars file) drawn by the site's component, the links around them still the theme's.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Html = suite('opdocs build: swizzled DocSidebarItem/Html');

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Eels', url: 'https://example.org', baseUrl: '/', contentDir: '.', docs: { sidebarPath: 'sidebars.js' } }),
  'sidebars.js': "module.exports = { main: [{ type: 'html', value: '<b>Rivers</b>', defaultStyle: true, className: 'eel-heading' }, 'swim', 'spawn'] };\n",
  'docs/swim.md': '# Swim\n\nUpstream.\n',
  'docs/spawn.md': '# Spawn\n\nIn the sea.\n',
  'src/theme/DocSidebarItem/Html/index.js': [
    "import React from 'react';",
    "import { ThemeClassNames } from '@docusaurus/theme-common';",
    'export default function DocSidebarItemHtml({ item, level }) {',
    '  const classes = [ThemeClassNames.docs.docSidebarItemLink, ThemeClassNames.docs.docSidebarItemLinkLevel(level), item.defaultStyle && "menu__list-item eel-html", item.className];',
    '  return <li className={classes.filter(Boolean).join(" ")} data-eel="row" dangerouslySetInnerHTML={{ __html: item.value }} />;',
    '}',
  ].join('\n'),
};

let site = '';
Html.before(async () => {
  site = writeSiteFiles('opdocs-swizzled-sidebar-html', SITE);
  await buildSite({ siteDir: site, outDir: 'build', quiet: true });
});

Html('the site\'s component draws the HTML row, with the level and keys Docusaurus gives it', () => {
  const html = readFileSync(join(site, 'build', 'docs', 'swim', 'index.html'), 'utf8');
  assert.match(html, '<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item eel-html eel-heading" data-eel="row"><b>Rivers</b></li>');
  assert.match(html, /<a[^>]*href="\/docs\/spawn"[^>]*>Spawn<\/a>/);
  assert.equal(listSwizzled(site).map((s) => [s.name, s.point ?? null]), [['DocSidebarItem/Html', 'SidebarHtmlItem']]);
});

Html.run();
