/**
 * Renders the content components of one route's bodies (server bundle only). Bodies without
 * markers are returned untouched: the same strings, at the cost of one `includes` each.
 */
import { createElement, type ReactElement } from 'react';
import type { PostSummary, RouteData, SidebarItem } from '../../runtime/types';
import { PostContext } from '../../runtime/post-context';
import type { ComponentMap } from '../../runtime/islands/island-tree';
import { hasMarkers } from '../../runtime/islands/markers';
import { renderMarkers, type MarkerRenderContext } from '../../runtime/islands/render-markers';
import { mapRouteHtml } from '../../runtime/islands/route-html';
import { currentCategoryItems } from '../../runtime/sidebar-category';
import { isPageToc } from '../../runtime/islands/import-ref';
import { pageTocValue } from '../../runtime/islands/page-toc';
// The site's Root when it has one (the theme's own otherwise): the bundler points this import at the override.
import { Root } from '../Root';

/** The components of a build: theme, overrides and the site's imported ones. */
export interface BodyComponents {
  components: ComponentMap;
  /** Names that hydrate as islands. */
  interactive: Set<string>;
}

/** `route` with every body's markers rendered (the same object when it has none). */
export function renderRouteBodies(route: RouteData, deps: Record<string, unknown>, { components, interactive }: BodyComponents, wrap?: MarkerRenderContext['wrap']): RouteData {
  const fillProps = (name: string, given: Record<string, unknown>) => {
    const props = Object.values(given).some(isPageToc) ? withPageToc(given, route) : given;
    if (name !== 'DocCardList') return props;
    const described = route.kind === 'doc' && route.cardDescriptions && props.descriptions === undefined ? { ...props, descriptions: route.cardDescriptions } : props;
    if (props.items !== undefined) return described;
    const sidebar = route.kind === 'doc' && route.sidebar ? (deps[route.sidebar.url] as SidebarItem[] | undefined) : undefined;
    const items = sidebar ? currentCategoryItems(sidebar, route.path) : undefined;
    // A site's own list (src/theme/DocCardList) may draw its children, or cards of its own, as
    // Docusaurus would run it: it gets the props the page gave.
    if (!items && !(components.DocCardList as { needsItems?: boolean }).needsItems) return described;
    if (!items) throw new Error('DocCardList without items lists the current sidebar category, and this page is in none: pass items, or use it on a category\'s index doc');
    return { ...described, items };
  };
  return mapRouteHtml(route, (html, field) => (hasMarkers(html)
    ? renderMarkers(html, { components, isInteractive: (name) => interactive.has(name), fillProps, idPrefix: field, wrap: inPost(postOf(route, field), wrap), siteRoot, insideLink: isTocField(field) })
    : html));
}

const siteRoot = (element: ReactElement): ReactElement => createElement(Root, null, element);

// mapRouteHtml names TOC entries "t<i>-…"; bodies are "b" and list excerpts "p<i>-".
const isTocField = (field: string): boolean => field.startsWith('t');

/** The blog post a body field belongs to: the post of a post page, or the `p<i>-` one of a list. */
function postOf(route: RouteData, field: string): PostSummary | null {
  if (route.kind === 'blog-post' && field === 'b') return route.post;
  const listed = /^p(\d+)-$/.exec(field);
  return listed && 'posts' in route && Array.isArray(route.posts) ? (route.posts[Number(listed[1])] as PostSummary | undefined) ?? null : null;
}

/** `wrap`, with the post around the element when there is one (useBlogPost reads it). */
function inPost(post: PostSummary | null, wrap: MarkerRenderContext['wrap']): MarkerRenderContext['wrap'] {
  if (!post) return wrap;
  return (element) => {
    const scoped = createElement(PostContext.Provider, { value: post }, element);
    return wrap ? wrap(scoped) : scoped;
  };
}

/** Props with `toc` (MDX's name for the page's headings) given the route's table of contents. */
function withPageToc(props: Record<string, unknown>, route: RouteData): Record<string, unknown> {
  const toc = 'toc' in route && Array.isArray(route.toc) ? route.toc : [];
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, isPageToc(v) ? pageTocValue(v, toc) : v]));
}
