/** Standalone pages: markdown pages, the site's React pages, search, not-found. */
import type { MarkdownPageRoute, ReactPageRoute, RouteData, SiteData } from '../../../runtime/types.js';
import type { SiteConfig } from '../../config/types.js';
import type { ContentFile } from '../load/scan.js';
import type { ParsedMarkdown } from '../parse/markdown.js';
import type { FrontMatter } from '../parse/front-matter.js';
import { pageToc } from '../parse/toc.js';
import { createHead, frontMatterImage } from './head.js';
import { joinUrl } from './url.js';
import { textsOf } from '../../../theme/texts/text-lookup.js';

/** Title and description a React page exports (`export const title = …`). */
export interface ReactPageMeta {
  title?: string;
  description?: string;
}

/** Route path of a file under pages/ ("index.md" → base, "a/b.md" → base + "a/b"). */
export function pagePathFor(baseUrl: string, rel: string): string {
  const noExt = rel.replace(/\.(mdx?|[jt]sx?)$/, '');
  if (noExt === 'index') return baseUrl;
  if (noExt.endsWith('/index')) return joinUrl(baseUrl, noExt.slice(0, -'/index'.length)) + '/';
  return joinUrl(baseUrl, noExt);
}

export function createMarkdownPageRoute(args: {
  site: SiteData; config: SiteConfig; file: ContentFile; path: string; frontMatter: FrontMatter; parsed: ParsedMarkdown;
}): MarkdownPageRoute {
  const { site, config, path, frontMatter: fm, parsed } = args;
  const title = typeof fm.title === 'string' ? fm.title : parsed.title ?? '';
  // As in Docusaurus 3, the page's `wrapperClassName` takes the place of `mdx-wrapper` on <html>.
  const wrapper = typeof fm.wrapperClassName === 'string' && fm.wrapperClassName.trim() !== '' ? fm.wrapperClassName.trim() : 'mdx-wrapper';
  const head = createHead({ site, path, title, description: typeof fm.description === 'string' ? fm.description : undefined, image: frontMatterImage(fm), htmlClassName: `${wrapper} mdx-page plugin-pages plugin-id-default` });
  return {
    kind: 'page', page: 'page', path, deps: [],
    // An unlisted page is for those given its link (robots noindex, out of the search index); a
    // draft has a page under serve --watch only, and is kept out of its index too.
    head: fm.unlisted === true || fm.draft === true ? { ...head, noindex: true } : head,
    title,
    showTitle: !parsed.hasH1 && fm.hide_title !== true && title !== '',
    html: parsed.html,
    toc: pageToc(parsed.headings, fm, config.tableOfContents),
    ...(fm.unlisted === true ? { unlisted: true as const } : {}),
    ...(fm.draft === true ? { draft: true as const } : {}),
  };
}

export function createReactPageRoute(args: { site: SiteData; rel: string; path: string; meta: ReactPageMeta; ownFrame?: boolean }): ReactPageRoute {
  const name = args.rel.replace(/\.[jt]sx?$/, '');
  const isHome = args.path === args.site.baseUrl;
  return {
    kind: 'react-page', page: `react:${name}`, path: args.path, deps: [],
    head: createHead({
      site: args.site, path: args.path, title: args.meta.title, description: args.meta.description ?? (isHome ? args.site.tagline : undefined),
      htmlClassName: 'plugin-pages plugin-id-default',
    }),
    title: args.meta.title ?? args.site.title,
    props: {},
    ...(args.ownFrame ? { ownFrame: true as const } : {}),
  };
}

export function createSearchRoute(site: SiteData): RouteData | null {
  const path = site.search?.searchPagePath;
  if (!path) return null;
  return {
    kind: 'search', page: 'search', path, deps: [],
    head: { ...createHead({ site, path, title: textsOf(site).t('theme.SearchPage.emptyResultsTitle', 'Search the documentation'), htmlClassName: 'search-page-wrapper' }), noindex: true },
  };
}

/** offline.html, served by the service worker in place of what it has not cached. */
export function createOfflineRoute(site: SiteData): RouteData {
  const path = `${site.baseUrl}offline.html`;
  return {
    kind: 'offline', page: 'offline', path, deps: [],
    head: { ...createHead({ site, path, title: textsOf(site).t('theme.OfflinePage.title', 'You are offline'), htmlClassName: 'offline-page' }), noindex: true },
  };
}

export function createNotFoundRoute(site: SiteData): RouteData {
  const path = `${site.baseUrl}404.html`;
  return {
    kind: 'not-found', page: 'not-found', path, deps: [],
    head: { ...createHead({ site, path, title: textsOf(site).t('theme.NotFound.title', 'Page Not Found'), htmlClassName: 'not-found-page' }), noindex: true },
  };
}
