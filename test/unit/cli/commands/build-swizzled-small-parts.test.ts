/**
 * Small swizzled parts in the theme's own pages: the breadcrumbs' home item
 * (`DocBreadcrumbs/Items/Home`), the docs sidebar's links (`DocSidebarItem/Link`) and a blog post's title (`BlogPostItem/Header/Title`), which reads
 * its post with `useBlogPost()` in lists and on the post's page.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Small = suite('opdocs build: swizzled breadcrumbs home, sidebar link and blog post title');

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Owls', url: 'https://example.org', baseUrl: '/owls/', contentDir: '.' }),
  'src/pages/index.js': "import React from 'react';\nexport default function Home() { return <main>Hoot</main>; }\n",
  'docs/intro.md': '# Intro\n\nNight birds.\n',
  'docs/kinds/barn.md': '---\nsidebar_custom_props:\n  badge: common\n---\n# Barn owl\n\nHeart face.\n',
  'blog/2024-01-02-pellets.md': '---\ntitle: Pellets\n---\n\nWhat owls leave.\n',
  'blog/2024-02-03-silence.md': '---\ntitle: Silent wings\n---\n\nSoft feathers.\n',
  // Ejected, as Docusaurus' own: no props, the root found with useBaseUrl.
  'src/theme/DocBreadcrumbs/Items/Home/index.js': [
    "import React from 'react';",
    "import Link from '@docusaurus/Link';",
    "import useBaseUrl from '@docusaurus/useBaseUrl';",
    "import IconHome from '@theme/Icon/Home';",
    'export default function HomeBreadcrumbItem() {',
    "  return <li className=\"breadcrumbs__item owl-home\"><Link className=\"breadcrumbs__link\" aria-label=\"Owl home\" href={useBaseUrl('/')}><IconHome /></Link></li>;",
    '}',
  ].join('\n'),
  'src/theme/BlogPostItem/Header/Title/index.js': [
    "import React from 'react';",
    "import Link from '@docusaurus/Link';",
    "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';",
    'export default function Title({ className }) {',
    '  const { metadata, isBlogPostPage } = useBlogPost();',
    '  if (isBlogPostPage) return <h1 className="owl-title" itemProp="headline">{metadata.title}!</h1>;',
    '  return <h2 className="owl-title"><Link to={metadata.permalink}>{metadata.title}</Link> (read)</h2>;',
    '}',
  ].join('\n'),
  // Ejected, drawing a badge from the item's customProps, as sites add to sidebar links.
  'src/theme/DocSidebarItem/Link/index.js': [
    "import React from 'react';",
    "import Link from '@docusaurus/Link';",
    "import { ThemeClassNames } from '@docusaurus/theme-common';",
    "import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';",
    'export default function SidebarLink({ item, onItemClick, activePath, level, index }) {',
    '  const active = isActiveSidebarItem(item, activePath);',
    '  return <li className={`${ThemeClassNames.docs.docSidebarItemLinkLevel(level)} menu__list-item owl-link`} data-index={index}>',
    "    <Link className={active ? 'menu__link menu__link--active' : 'menu__link'} aria-current={active ? 'page' : undefined} to={item.href} onClick={() => onItemClick?.(item)}>",
    '      {item.label}{item.customProps?.badge && <span className="owl-badge">{item.customProps.badge}</span>}</Link></li>;',
    '}',
  ].join('\n'),
};

let site = '';
Small.before(async () => {
  site = writeSiteFiles('opdocs-swizzled-small-parts', SITE);
  await buildSite({ siteDir: site, outDir: 'build', quiet: true });
});

const read = (rel: string) => readFileSync(join(site, 'build', rel), 'utf8');

Small('an ejected breadcrumbs home item leads the doc\'s breadcrumbs', () => {
  const html = read('docs/kinds/barn/index.html');
  assert.match(html, /<ul class="breadcrumbs"[^>]*><li class="breadcrumbs__item owl-home"><a[^>]*aria-label="Owl home"[^>]*href="\/owls\/"|<ul class="breadcrumbs"[^>]*><li class="breadcrumbs__item owl-home"><a[^>]*href="\/owls\/"[^>]*aria-label="Owl home"/);
  assert.is(html.match(/breadcrumbs__home-icon/g)?.length ?? 0, 0);
});

Small('a swizzled post title draws each title of the blog list, linked to its post', () => {
  const html = read('blog/index.html');
  assert.match(html, /<h2 class="owl-title"><a[^>]*href="\/owls\/blog\/2024\/02\/03\/silence"[^>]*>Silent wings<\/a> (<!-- -->)?\(read\)<\/h2>/);
  assert.match(html, /<h2 class="owl-title"><a[^>]*href="\/owls\/blog\/2024\/01\/02\/pellets"[^>]*>Pellets<\/a>/);
  assert.not.match(html, 'class="blog-post-title"');
});

Small('on the post\'s own page the swizzled title is the page\'s heading', () => {
  const html = read('blog/2024/01/02/pellets/index.html');
  assert.match(html, /<h1 class="owl-title" itemProp="headline">Pellets<!-- -->!<\/h1>/i);
  assert.is(html.match(/<h1\b/g)?.length, 1);
});

Small('an ejected sidebar link draws every doc link of the sidebar, the current one marked', () => {
  const html = read('docs/kinds/barn/index.html');
  assert.match(html, /<li class="theme-doc-sidebar-item-link-level-1 menu__list-item owl-link" data-index="0"><a[^>]*class="menu__link"[^>]*href="\/owls\/docs\/intro"[^>]*>Intro<\/a><\/li>/);
  assert.match(html, /<li class="theme-doc-sidebar-item-link-level-2 menu__list-item owl-link" data-index="0"><a[^>]*class="menu__link menu__link--active"[^>]*aria-current="page"[^>]*>Barn owl<span class="owl-badge">common<\/span><\/a><\/li>/);
  assert.not.match(html, 'theme-doc-sidebar-item-link ');
});

Small.run();
