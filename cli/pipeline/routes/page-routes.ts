/** Standalone pages: markdown pages, the site's React pages, search, not-found, generated indexes. */
import type { MarkdownPageRoute, ReactPageRoute, RouteData, SiteData, SidebarItem } from '../../../runtime/types.js';
import type { SiteConfig } from '../../config/types.js';
import type { ContentFile } from '../load/scan.js';
import type { ParsedMarkdown } from '../parse/markdown.js';
import type { FrontMatter } from '../parse/front-matter.js';
import { escapeHtml } from '../parse/html-text.js';
import { buildToc } from '../parse/toc.js';
import type { GeneratedIndex } from './sidebars.js';
import { createHead } from './head.js';
import { joinUrl } from './url.js';

/** Title and description a React page exports (`export const title = …`). */
export interface ReactPageMeta {
  title?: string;
  description?: string;
}

/** Route path of a file under pages/ ("index.md" → base, "a/b.md" → base + "a/b"). */
export function pagePathFor(baseUrl: string, rel: string): string {
  const noExt = rel.replace(/\.(mdx?|[jt]sx)$/, '');
  if (noExt === 'index') return baseUrl;
  if (noExt.endsWith('/index')) return joinUrl(baseUrl, noExt.slice(0, -'/index'.length)) + '/';
  return joinUrl(baseUrl, noExt);
}

export function createMarkdownPageRoute(args: {
  site: SiteData; config: SiteConfig; file: ContentFile; path: string; frontMatter: FrontMatter; parsed: ParsedMarkdown;
}): MarkdownPageRoute {
  const { site, config, path, frontMatter: fm, parsed } = args;
  const title = typeof fm.title === 'string' ? fm.title : parsed.title ?? '';
  return {
    kind: 'page', page: 'page', path, deps: [],
    head: createHead({ site, path, title, description: typeof fm.description === 'string' ? fm.description : undefined, htmlClassName: 'mdx-page plugin-pages plugin-id-default' }),
    title,
    showTitle: !parsed.hasH1 && fm.hide_title !== true && title !== '',
    html: parsed.html,
    toc: fm.hide_table_of_contents === true ? [] : buildToc(parsed.headings, config.tableOfContents.minHeadingLevel, config.tableOfContents.maxHeadingLevel),
  };
}

export function createReactPageRoute(args: { site: SiteData; rel: string; path: string; meta: ReactPageMeta }): ReactPageRoute {
  const name = args.rel.replace(/\.[jt]sx$/, '');
  const isHome = args.path === args.site.baseUrl;
  return {
    kind: 'react-page', page: `react:${name}`, path: args.path, deps: [],
    head: createHead({
      site: args.site, path: args.path, title: args.meta.title, description: args.meta.description ?? (isHome ? args.site.tagline : undefined),
      htmlClassName: 'plugin-pages plugin-id-default',
    }),
    title: args.meta.title ?? args.site.title,
    props: {},
  };
}

export function createSearchRoute(site: SiteData): RouteData | null {
  const path = site.search?.searchPagePath;
  if (!path) return null;
  return {
    kind: 'search', page: 'search', path, deps: [],
    head: { ...createHead({ site, path, title: 'Search the documentation', htmlClassName: 'search-page-wrapper' }), noindex: true },
  };
}

export function createNotFoundRoute(site: SiteData): RouteData {
  const path = `${site.baseUrl}404.html`;
  return {
    kind: 'not-found', page: 'not-found', path, deps: [],
    head: { ...createHead({ site, path, title: 'Page Not Found', htmlClassName: 'not-found-page' }), noindex: true },
  };
}


/** A category's generated index page: a list of its items as cards. */
export function createGeneratedIndexRoute(site: SiteData, gi: GeneratedIndex): MarkdownPageRoute {
  const count = (items: SidebarItem[]) => items.length;
  const cards = gi.items.map((it) => {
    const href = it.href ?? (it.type === 'category' ? it.items.find((c) => c.href)?.href : undefined) ?? '#';
    const sub = it.type === 'category' ? `<p>${count(it.items) === 1 ? '1 item' : `${count(it.items)} items`}</p>` : '';
    return `<li class="doc-card"><a href="${escapeHtml(href)}"><h2 class="doc-card__title">${escapeHtml(it.label)}</h2>${sub}</a></li>`;
  }).join('');
  return {
    kind: 'page', page: 'page', path: gi.permalink, deps: [],
    head: createHead({ site, path: gi.permalink, title: gi.title, description: gi.description, htmlClassName: 'docs-generated-index plugin-docs plugin-id-default' }),
    title: gi.title, showTitle: true, toc: [],
    html: `${gi.description ? `<p>${escapeHtml(gi.description)}</p>` : ''}<ul class="doc-cards">${cards}</ul>`,
  };
}
