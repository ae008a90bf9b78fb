/**
 * `@docusaurus/plugin-content-docs/client`: the part of the docs plugin's client API that a
 * site's own components use to list docs as cards (a swizzled DocCardList, category pages):
 * the current sidebar and category, an item's first link, a doc's title by id, the docs'
 * versions, the doc's breadcrumbs and version, and every set of docs with its docs (the global
 * data, useGlobalData.ts). They read the sidebar data the doc page loads and the site's version
 * list. The plugin's other exports are not provided; importing one fails the build naming the
 * missing export.
 */
import { useMemo } from 'react';
import { isHomeOnlyCrumbs } from '../Breadcrumbs/home-only';
import { useRouteState, useSite } from '../../runtime/context';
import { samePathname, withoutTrailingSlash } from '../../runtime/trailing-slash';
import type { DocRoute, SidebarCategory, SidebarItem } from '../../runtime/types';
import { useAsClientVersion, type ClientVersion } from './client-version';
import useGlobalData from './useGlobalData';
import { docsOf, usePreferredVersion } from '../hooks/usePreferredVersion';
import { flatToc, type FlatTocItem } from '../TOC/TOCColumn';

export { useDocVersionSuggestions } from './docs-version-suggestions';
export { useActiveDocContext, useActivePluginAndVersion } from './active-doc-context';
export { useLayoutDoc, useLayoutDocsSidebar, useDocsVersionCandidates } from './layout-docs';
export { useDocSidebarItemsExpandedState, useVisibleSidebarItems, DocSidebarItemsExpandedStateProvider, DocsPreferredVersionContextProvider } from './docs-client-extras';
export { useBreadcrumbsStructuredData } from './DocBreadcrumbsStructuredData';
// A swizzled DocItem wraps the doc in it; opdocs' doc hooks read the route, so it passes through.
export { DocProvider } from './internal-hooks';

/** The sidebar of the doc page being shown, as Docusaurus gives it; null on pages without one. */
export function useDocsSidebar(): { name: string; items: SidebarItem[] } | null {
  const { route, deps } = useRouteState();
  if (route.kind !== 'doc' || !route.sidebar) return null;
  const items = deps[route.sidebar.url] as SidebarItem[] | undefined;
  return items ? { name: route.sidebar.id, items } : null;
}

/** The category whose page (generated index or linked doc) is being shown, or whose items hold it. */
export function useCurrentSidebarCategory(): SidebarCategory {
  const sidebar = useDocsSidebar();
  const { route } = useRouteState();
  if (!sidebar) throw new Error(`useCurrentSidebarCategory: the page ${route.path} is in no docs sidebar`);
  const category = findCategory(sidebar.items, route.path);
  if (!category) throw new Error(`useCurrentSidebarCategory: no category of the sidebar "${sidebar.name}" holds ${route.path}`);
  return category;
}

/**
 * The items beside the page being shown (Docusaurus 3.8): those of the deepest category holding
 * it, or the sidebar's top level for a page outside every category.
 */
export function useCurrentSidebarSiblings(): SidebarItem[] {
  const sidebar = useDocsSidebar();
  const { route } = useRouteState();
  if (!sidebar) throw new Error(`useCurrentSidebarSiblings: the page ${route.path} is in no docs sidebar`);
  return findCategory(sidebar.items, route.path)?.items ?? sidebar.items;
}

function findCategory(items: SidebarItem[], path: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href !== undefined && samePathname(item.href, path)) return item;
    const inner = findCategory(item.items, path);
    if (inner) return inner;
    // A doc of a category without a page of its own: the category holding it.
    if (item.items.some((child) => child.type === 'link' && samePathname(child.href, path))) return item;
  }
  return undefined;
}

/** The first link of an item, depth first (a category's own page first). */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  if (item.type === 'html') return undefined;
  if (item.type === 'link') return item.href;
  if (item.href) return item.href;
  for (const child of item.items) {
    const href = findFirstSidebarItemLink(child);
    if (href) return href;
  }
  return undefined;
}

/** Items a card list shows: listed ones with somewhere to go. */
export function filterDocCardListItems(items: SidebarItem[]): SidebarItem[] {
  // An HTML row has no link, so it gets no card (Docusaurus' DocCard would throw on it).
  return items.filter((item) => item.type !== 'html' && !item.unlisted && findFirstSidebarItemLink(item) !== undefined);
}

/** Whether `item` (or, for a category, one of its items) is the page at `activePath`. */
export function isActiveSidebarItem(item: SidebarItem, activePath: string): boolean {
  // A trailing slash does not count: sidebar hrefs are written as made, the page's path in the site's form.
  if (item.type === 'html') return false;
  if (item.type === 'link') return samePathname(item.href, activePath);
  return (item.href !== undefined && samePathname(item.href, activePath)) || item.items.some((child) => isActiveSidebarItem(child, activePath));
}

/**
 * A doc's id and title, found in the current page's sidebar; undefined for no id or a doc the
 * sidebar does not list (Docusaurus looks through the whole version and throws instead).
 * The sidebar data holds no descriptions: a doc's `description` is there only on a page that
 * lists it as a card (a generated index, a doc with `<DocCardList />`), which a DocCard reads.
 */
export function useDocById(id?: string): { id: string; title: string; description?: string } | undefined {
  const sidebar = useDocsSidebar();
  const { route } = useRouteState();
  if (!id || !sidebar) return undefined;
  const link = findDocLink(sidebar.items, id);
  const description = link && route.kind === 'doc' ? route.cardDescriptions?.[withoutTrailingSlash(link.href)] : undefined;
  return link ? { id, title: link.label, ...(description ? { description } : {}) } : undefined;
}

function findDocLink(items: SidebarItem[], id: string): (SidebarItem & { type: 'link' }) | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId === id) return item;
    if (item.type === 'category') {
      const inner = findDocLink(item.items, id);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** A doc's metadata as Docusaurus' `useDoc()` gives it, as far as the page's data has it. */
export interface ClientDocMetadata {
  id: string; title: string; description: string; permalink: string; editUrl: string | null;
  unlisted: boolean;
  tags: { label: string; permalink: string; description?: string }[];
  /** Milliseconds since the epoch, when the site shows last-update times. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  /** The docs before and after it in its sidebar, for a site's own DocItem/Paginator. */
  previous?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
  /** The doc's front matter as written (YAML dates as ISO strings). */
  frontMatter: Record<string, unknown>;
  /** The doc's file, `@site/docs/intro.md`; absent for a generated index page. */
  source?: string;
}

/**
 * The doc page being shown: its metadata, TOC and `contentTitle`, the Markdown's own h1 (undefined
 * when the theme draws the title, as a swizzled DocItem/Content then draws it itself).
 */
export function useDoc(): { metadata: ClientDocMetadata; frontMatter: Record<string, unknown>; assets: { image?: string }; toc: FlatTocItem[]; contentTitle: string | undefined } {
  const { route } = useRouteState();
  // One list per route: nestToc (TOCColumn) finds each item's place in the tree by its identity.
  const toc = useMemo(() => (route.kind === 'doc' ? flatToc(route.toc) : []), [route]);
  if (route.kind !== 'doc') throw new Error(`useDoc: ${route.path} is not a doc page`);
  const frontMatter = route.frontMatter ?? {};
  return {
    metadata: {
      // Docusaurus' description is a string, empty when the doc has none: sites call string methods on it.
      id: route.id, title: route.title, description: route.head.description ?? '', permalink: route.path, editUrl: route.editUrl,
      unlisted: route.unlisted,
      tags: route.tags.map((tag) => ({ label: tag.label, permalink: tag.href, ...(tag.description ? { description: tag.description } : {}) })),
      ...(route.lastUpdate?.at !== undefined ? { lastUpdatedAt: route.lastUpdate.at } : {}),
      ...(route.lastUpdate?.by ? { lastUpdatedBy: route.lastUpdate.by } : {}),
      ...(route.prev ? { previous: { title: route.prev.title, permalink: route.prev.href } } : {}),
      ...(route.next ? { next: { title: route.next.title, permalink: route.next.href } } : {}),
      frontMatter,
      ...(route.source ? { source: route.source } : {}),
    },
    frontMatter,
    // The front matter's image as the page's head has it (the social card), for a swizzled DocItem/Metadata.
    assets: route.head.image ? { image: route.head.image } : {},
    // Docusaurus' flat `{ value, id, level }` list, which a swizzle hands to `@theme/TOC` as it is.
    toc,
    contentTitle: route.showTitle ? undefined : route.title,
  };
}

export type { ClientVersion, ClientVersionDoc } from './client-version';

/**
 * Every version of the docs `pluginId` names (the `docs` section by default), newest first, each
 * with its docs and main doc id when the page has the global data (client-version.ts).
 */
export function useVersions(pluginId?: string): ClientVersion[] {
  const versions = docsOf(useSite(), pluginId)?.versions;
  const toClient = useAsClientVersion(pluginId);
  return useMemo(() => (versions ?? []).map(toClient), [versions, toClient]);
}

/** The last released version of those docs; undefined for a site without them. */
export function useLatestVersion(pluginId?: string): ClientVersion | undefined {
  const versions = useVersions(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0];
}

/**
 * The version of those docs the page being shown is in: a doc's own version, else (a tags page)
 * the version whose path the page lies under, the longest first as in Docusaurus; undefined
 * elsewhere.
 */
export function useActiveVersion(pluginId?: string): ClientVersion | undefined {
  const versions = useVersions(pluginId);
  const { route } = useRouteState();
  if (route.kind === 'doc') {
    return (route.version.pluginId ?? 'default') === (pluginId ?? 'default') ? versions.find((v) => v.name === route.version.name) : undefined;
  }
  const under = (base: string) => samePathname(route.path, base) || route.path.startsWith(base.endsWith('/') ? base : `${base}/`);
  return versions.filter((v) => under(v.path)).sort((a, b) => b.path.length - a.path.length)[0];
}

/** A breadcrumb as Docusaurus' sidebar items give it: the categories down to the doc, then the doc. */
export type SidebarBreadcrumb = { type: 'category'; label: string; href?: string } | { type: 'link'; label: string; href: string };

/** The breadcrumbs of the doc page being shown (its sidebar's categories, then the doc); null outside the docs or without breadcrumbs. */
export function useSidebarBreadcrumbs(): SidebarBreadcrumb[] | null {
  const { route } = useRouteState();
  // A doc its displayed sidebar omits has a trail, empty: a swizzled DocBreadcrumbs draws the home link alone.
  if (route.kind === 'doc' && isHomeOnlyCrumbs(route)) return [];
  if (route.kind !== 'doc' || route.breadcrumbs.length === 0) return null;
  const last = route.breadcrumbs.length - 1;
  return route.breadcrumbs.map((crumb, i) => (i === last
    ? { type: 'link', label: crumb.label, href: route.path }
    : { type: 'category', label: crumb.label, ...(crumb.href ? { href: crumb.href } : {}) }));
}

/**
 * The version of the doc page being shown, as Docusaurus' `useDocsVersion` gives it; `docs`
 * holds the docs its sidebar lists (id → id, title, sidebar), the ones a card or link reads.
 */
export function useDocsVersion(): { pluginId: string; version: string; label: string; isLast: boolean; banner: 'unreleased' | 'unmaintained' | null; badge: boolean; noIndex: boolean; docs: Record<string, { id: string; title: string; sidebar?: string }> } {
  const { route } = useRouteState();
  const site = useSite();
  const sidebar = useDocsSidebar();
  if (route.kind !== 'doc') throw new Error(`useDocsVersion: ${route.path} is not a doc page`);
  const instance = [site.docs, ...(site.docsInstances ?? [])].find((d) => d?.pluginId === (route.version.pluginId ?? 'default'));
  const docs: Record<string, { id: string; title: string; sidebar?: string }> = {};
  const collect = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'link' && item.docId !== undefined) docs[item.docId] = { id: item.docId, title: item.label, sidebar: sidebar?.name };
      if (item.type === 'category') collect(item.items);
    }
  };
  collect(sidebar?.items ?? []);
  const { name, label, banner, badge, pluginId } = route.version;
  return { pluginId: pluginId ?? 'default', version: name, label, isLast: instance?.versions.find((v) => v.name === name)?.isLast ?? true, banner, badge, noIndex: false, docs };
}

/** What the docs plugin publishes of each set of docs (useGlobalData.ts): instance id → path and versions with their docs. */
export function useAllDocsData(): Record<string, { path: string; versions: unknown[] }> {
  return (useGlobalData()['docusaurus-plugin-content-docs'] ?? {}) as Record<string, { path: string; versions: unknown[] }>;
}

/** The set of docs the page being shown belongs to (its path under the instance's), or undefined. */
export function useActivePlugin(): { pluginId: string; pluginData: { path: string; versions: unknown[] } } | undefined {
  const all = useAllDocsData();
  const { route } = useRouteState();
  const under = (base: string) => route.path === base || route.path.startsWith(base.endsWith('/') ? base : `${base}/`);
  // The longest path first: an instance at /docs/api is not the one at /docs.
  const [pluginId, pluginData] = Object.entries(all).filter(([, d]) => under(d.path)).sort((a, b) => b[1].path.length - a[1].path.length)[0] ?? [];
  return pluginId === undefined ? undefined : { pluginId, pluginData: pluginData! };
}

/** The reader's preferred version of a set of docs, as Docusaurus' `useDocsPreferredVersion` gives it: null until the page knows it, and a setter. */
export function useDocsPreferredVersion(pluginId = 'default'): { preferredVersion: ClientVersion | null; savePreferredVersionName: (name: string) => void } {
  const { preferred, save } = usePreferredVersion(pluginId);
  const toClient = useAsClientVersion(pluginId);
  const version = docsOf(useSite(), pluginId)?.versions.find((v) => v.name === preferred);
  return { preferredVersion: version ? toClient(version) : null, savePreferredVersionName: save };
}
