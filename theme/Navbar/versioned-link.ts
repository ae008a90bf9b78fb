import { useRouteState, useSite } from '../../runtime/context';
import type { DocsData, NavLinkItem, RouteData } from '../../runtime/types';
import { docsOf, usePreferredVersions, versionCandidates } from '../hooks/usePreferredVersion';

/**
 * Where a doc, docSidebar or docsVersion navbar item leads for this reader: into the version of
 * the doc on screen (when it is of the item's docs), else the version they prefer, else the
 * latest, taking the first of these that has the item's target (as Docusaurus' version
 * candidates do). Items of unversioned docs stay as built.
 */
export function versionedLink(item: NavLinkItem, route: RouteData, preferred: string | null, docs: DocsData | null): NavLinkItem {
  const hrefs = item.versionHrefs;
  if (!hrefs || !docs) return item;
  const name = versionCandidates(docs, route, preferred).find((candidate) => hrefs[candidate] !== undefined);
  if (name === undefined) return item;
  const label = item.versionLabel ? docs.versions.find((v) => v.name === name)?.label ?? item.label : item.label;
  return { ...item, href: hrefs[name], label };
}

/** `versionedLink` for this page and reader: the navbar's links, mended after its preferred versions are read. */
export function useVersionedLinks(): (item: NavLinkItem) => NavLinkItem {
  const site = useSite();
  const { route } = useRouteState();
  const { preferred } = usePreferredVersions();
  return (item) => (item.versionHrefs
    ? versionedLink(item, route, preferred[item.pluginId ?? 'default'] ?? null, docsOf(site, item.pluginId))
    : item);
}
