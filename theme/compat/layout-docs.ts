/**
 * The docs hooks Docusaurus' navbar items are written with (`useLayoutDoc`, `useLayoutDocsSidebar`,
 * `useDocsVersionCandidates`) and the locale menu's `useAlternatePageUtils`, for a site's ejected
 * NavbarItem/ComponentTypes and its items. opdocs draws the built-in item kinds itself, so these
 * mostly serve a site's custom kinds; they answer from the global data when the site ships it
 * (useGlobalData.ts), else from the doc on screen and its sidebar.
 */
import { useLocation, useRouteState, useSite } from '../../runtime/context';
import type { SidebarItem } from '../../runtime/types';
import { docsOf, usePreferredVersion, versionCandidates } from '../hooks/usePreferredVersion';
import { getAlternateLocaleHref } from '../Navbar/nav-active';
import { useAsClientVersion, type ClientVersion } from './client-version';
import { useDocsSidebar } from './docs-client';
import useGlobalData from './useGlobalData';

/** A doc as these hooks give it. */
export interface LayoutDoc { id: string; path: string; sidebar?: string }

interface GlobalVersion { name: string; docs?: LayoutDoc[]; sidebars?: Record<string, { link?: { path: string; label: string } }> }

/** The versions of the docs `pluginId` names, in Docusaurus' candidate order (the doc's on screen, the preferred one, the latest). */
export function useDocsVersionCandidates(pluginId = 'default'): ClientVersion[] {
  const site = useSite();
  const { route } = useRouteState();
  const { preferred } = usePreferredVersion(pluginId);
  const docs = docsOf(site, pluginId);
  const toClient = useAsClientVersion(pluginId);
  if (!docs) return [];
  return versionCandidates(docs, route, preferred).flatMap((name) => docs.versions.filter((v) => v.name === name).map(toClient));
}

/** The global data's versions of `pluginId`, in candidate order; empty when the site ships none. */
function useCandidateData(pluginId: string): GlobalVersion[] {
  const names = useDocsVersionCandidates(pluginId).map((v) => v.name);
  const data = (useGlobalData()['docusaurus-plugin-content-docs'] as Record<string, { versions?: GlobalVersion[] }> | undefined)?.[pluginId];
  return names.flatMap((name) => data?.versions?.filter((v) => v.name === name) ?? []);
}

function findDocLink(items: readonly SidebarItem[], id: string): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId === id) return item.href;
    const inner = item.type === 'category' ? findDocLink(item.items, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

function firstLinkOf(items: readonly SidebarItem[]): { path: string; label: string } | undefined {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.href !== undefined) return { path: item.href, label: item.label };
    const inner = item.type === 'category' ? firstLinkOf(item.items) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** The doc `docId` of the first candidate version that has it (its `path` and `sidebar`), or null. */
export function useLayoutDoc(docId: string | undefined | null, pluginId = 'default'): LayoutDoc | null {
  const versions = useCandidateData(pluginId);
  const { route } = useRouteState();
  const sidebar = useDocsSidebar();
  if (!docId) return null;
  for (const version of versions) {
    const doc = version.docs?.find((d) => d.id === docId);
    if (doc) return doc;
  }
  if (route.kind === 'doc' && route.id === docId) return { id: docId, path: route.path, ...(route.sidebar ? { sidebar: route.sidebar.id } : {}) };
  const href = sidebar ? findDocLink(sidebar.items, docId) : undefined;
  return href ? { id: docId, path: href, ...(sidebar ? { sidebar: sidebar.name } : {}) } : null;
}

/** The sidebar `sidebarId` as the navbar's docSidebar item reads it: its first link, when known. */
export function useLayoutDocsSidebar(sidebarId: string, pluginId = 'default'): { link?: { path: string; label: string } } {
  const versions = useCandidateData(pluginId);
  const sidebar = useDocsSidebar();
  for (const version of versions) {
    const found = version.sidebars?.[sidebarId];
    if (found) return found;
  }
  const first = sidebar?.name === sidebarId ? firstLinkOf(sidebar.items) : undefined;
  return first ? { link: first } : {};
}

/** The page on screen in another of the site's languages: `createUrl({ locale, fullyQualified })`. */
export function useAlternatePageUtils(): { createUrl: (opts: { locale: string; fullyQualified: boolean }) => string } {
  const site = useSite();
  const { pathname } = useLocation();
  return {
    createUrl({ locale, fullyQualified }) {
      const target = site.locales.find((l) => l.code === locale)?.href ?? site.locale.href;
      const path = getAlternateLocaleHref({ pathname, currentHome: site.locale.href, targetHome: target });
      return fullyQualified ? site.url + path : path;
    },
  };
}
