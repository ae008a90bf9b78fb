/**
 * The docs version the reader last picked (behaviors §9.8), stored per docs plugin.
 * Read in effects only: the server cannot know it. Every reader of it follows changes, so a
 * pick in the version menu moves the navbar's doc links and the search's version at once.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSite } from '../../runtime/context';
import { createStorageSlot, type StorageSlot } from '../../runtime/storage';
import type { DocsData, RouteData, SiteData } from '../../runtime/types';

/** The docs `pluginId` names: the `docs` section by default, else one of `docsInstances`. */
export function docsOf(site: SiteData, pluginId?: string): DocsData | null {
  if (pluginId === undefined || pluginId === 'default') return site.docs;
  return site.docsInstances?.find((docs) => docs.pluginId === pluginId) ?? null;
}

/**
 * Docusaurus' version candidates of `docs`, in order: the version of the doc on screen (when it
 * is one of these docs), the reader's preferred one (when it still exists), the latest. The
 * version menu's label, the navbar's doc links and contextual search each take the first that
 * serves them.
 */
export function versionCandidates(docs: DocsData, route: RouteData | null, preferred: string | null): string[] {
  const names = docs.versions.map((version) => version.name);
  const reading = readingVersion(docs, route);
  const latest = docs.versions.find((version) => version.isLast)?.name ?? names[0];
  return [...new Set([reading, preferred, latest])].filter((name): name is string => name != null && names.includes(name));
}

/**
 * The version of `docs` the page on screen belongs to, if any: a doc's own; for a docs tags page,
 * the version whose path holds it, as Docusaurus finds the active version by path (the latest
 * last, as its path, "/docs", also holds every other version's).
 */
export function readingVersion(docs: DocsData, route: RouteData | null): string | null {
  if (route?.kind === 'doc') return (route.version.pluginId ?? 'default') === docs.pluginId ? route.version.name : null;
  if (route?.kind !== 'doc-tags' && route?.kind !== 'doc-tag') return null;
  const path = route.path.toLowerCase();
  const holds = (root: string) => {
    const base = root.toLowerCase().replace(/\/+$/, '');
    return path === base || path.startsWith(`${base}/`);
  };
  const ordered = [...docs.versions.filter((version) => !version.isLast), ...docs.versions.filter((version) => version.isLast)];
  return ordered.find((version) => holds(version.path))?.name ?? null;
}

/** Storage key of the preferred version of docs plugin `pluginId`. */
export function getPreferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

/**
 * The stored preferred version name of the docs `pluginId` names (null until mounted or when
 * none) and a setter.
 * A stored name that is no longer a version of the site is deleted on mount.
 */
export function usePreferredVersion(pluginId?: string): { preferred: string | null; save: (name: string) => void } {
  const id = docsOf(useSite(), pluginId)?.pluginId;
  const { preferred, save } = usePreferredVersions();
  const saveHere = useCallback((name: string) => {
    if (id !== undefined) save(id, name);
  }, [id, save]);
  return { preferred: id === undefined ? null : preferred[id] ?? null, save: saveHere };
}

/** The stored name, once checked: a name that is no longer one of the versions is deleted. */
function readPreferred(slot: StorageSlot, docs: DocsData): string | null {
  const stored = slot.get();
  if (stored === null || docs.versions.some((version) => version.name === stored)) return stored;
  slot.del();
  return null;
}

/**
 * The preferred version of every set of docs of the site, by plugin id ("default" for the
 * `docs` section), and a setter. Docs kept with `versionPersistence: "none"` remember a pick
 * for as long as the page shows.
 */
export function usePreferredVersions(): { preferred: Record<string, string | null>; save: (pluginId: string, name: string) => void } {
  const site = useSite();
  const stored = useMemo(
    () => [site.docs, ...(site.docsInstances ?? [])]
      .filter((docs): docs is DocsData => !!docs && docs.versionPersistence === 'localStorage')
      .map((docs) => ({ docs, slot: createStorageSlot(getPreferredVersionKey(docs.pluginId)) })),
    [site],
  );
  const [preferred, setPreferred] = useState<Record<string, string | null>>({});
  useEffect(() => {
    const read = () => setPreferred((picked) => ({ ...picked, ...Object.fromEntries(stored.map(({ docs, slot }) => [docs.pluginId, readPreferred(slot, docs)])) }));
    read();
    // Another component (or tab) picking a version.
    const stops = stored.map(({ slot }) => slot.listen(read));
    return () => stops.forEach((stop) => stop());
  }, [stored]);
  const save = useCallback((pluginId: string, name: string) => {
    stored.find(({ docs }) => docs.pluginId === pluginId)?.slot.set(name);
    setPreferred((picked) => ({ ...picked, [pluginId]: name }));
  }, [stored]);
  return { preferred, save };
}
