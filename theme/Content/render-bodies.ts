/**
 * Renders the content components of one route's bodies (server bundle only). Bodies without
 * markers are returned untouched: the same strings, at the cost of one `includes` each.
 */
import type { RouteData, SidebarItem } from '../../runtime/types';
import type { ComponentMap } from '../../runtime/islands/island-tree';
import { hasMarkers } from '../../runtime/islands/markers';
import { renderMarkers, type MarkerRenderContext } from '../../runtime/islands/render-markers';
import { mapRouteHtml } from '../../runtime/islands/route-html';
import { currentCategoryItems } from './DocCardList';
import { isPageToc } from '../../runtime/islands/import-ref';

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
    if (name !== 'DocCardList' || props.items !== undefined) return props;
    const sidebar = route.kind === 'doc' && route.sidebar ? (deps[route.sidebar.url] as SidebarItem[] | undefined) : undefined;
    const items = sidebar ? currentCategoryItems(sidebar, route.path) : undefined;
    if (!items) throw new Error('DocCardList without items lists the current sidebar category, and this page is in none: pass items, or use it on a category\'s index doc');
    return { ...props, items };
  };
  return mapRouteHtml(route, (html, field) => (hasMarkers(html)
    ? renderMarkers(html, { components, isInteractive: (name) => interactive.has(name), fillProps, idPrefix: field, wrap })
    : html));
}

/** Props with `toc` (MDX's name for the page's headings) given the route's table of contents. */
function withPageToc(props: Record<string, unknown>, route: RouteData): Record<string, unknown> {
  const toc = 'toc' in route && Array.isArray(route.toc) ? route.toc : [];
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, isPageToc(v) ? toc : v]));
}
