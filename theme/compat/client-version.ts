/**
 * A docs version as Docusaurus' client API gives it, shared by the docs client's hooks. The
 * version list every page carries (SiteData) has no docs in it; each version's docs, main doc id
 * and drafts come from the global data (useGlobalData.ts), which the build ships to a site whose
 * code calls one of these hooks (cli/pipeline/features/global-data.ts). Pages of other sites
 * carry nothing more.
 */
import { useMemo } from 'react';
import { useSite } from '../../runtime/context';
import type { VersionData } from '../../runtime/types';
import useGlobalData from './useGlobalData';

/** A doc of a version: its id, its page, and the sidebar that lists it. */
export interface ClientVersionDoc { id: string; path: string; sidebar?: string; unlisted?: boolean }

/**
 * A version as Docusaurus' client API gives it: `name`, `label`, `path`, `isLast`, `mainDocId`,
 * its `docs` and `draftIds` (a production build has none), and `mainDoc` (opdocs' own, kept
 * for sites written against it). Without the global data, `docs` is empty and `mainDocId`
 * the id at `mainDoc.path` is unknown (empty).
 */
export interface ClientVersion {
  name: string;
  label: string;
  path: string;
  isLast: boolean;
  mainDocId: string;
  docs: ClientVersionDoc[];
  draftIds: string[];
  mainDoc: { path: string };
}

/** What the global data holds of a version (global-data.ts). */
export interface GlobalVersionData { name: string; mainDocId?: string; docs?: ClientVersionDoc[]; draftIds?: string[] }

/** `v` in the client API's shape, with its docs from `global` when the page has them. */
export function asClientVersion(v: VersionData, global?: GlobalVersionData): ClientVersion {
  const docs = global?.docs ?? [];
  const mainDocId = global?.mainDocId ?? docs.find((d) => d.path === v.mainDocPath)?.id ?? '';
  return { name: v.name, label: v.label, path: v.path, isLast: v.isLast, mainDocId, docs, draftIds: global?.draftIds ?? [], mainDoc: { path: v.mainDocPath } };
}

/** The global data's versions of the docs `pluginId` names, by name; empty when the page has none. */
export function useGlobalVersions(pluginId = 'default'): Map<string, GlobalVersionData> {
  // A site's globalDataUrl is the same all visit long, so the hooks called here never change order;
  // without one there is nothing to read, and a version picker needs no route around it.
  const all = (useSite().globalDataUrl ? useGlobalData()['docusaurus-plugin-content-docs'] : undefined) as Record<string, { versions?: GlobalVersionData[] }> | undefined;
  const versions = all?.[pluginId]?.versions;
  return useMemo(() => new Map((versions ?? []).map((v) => [v.name, v])), [versions]);
}

/** A function turning a version of the docs `pluginId` names into its client shape, docs included. */
export function useAsClientVersion(pluginId = 'default'): (v: VersionData) => ClientVersion {
  const globals = useGlobalVersions(pluginId);
  return useMemo(() => (v: VersionData) => asClientVersion(v, globals.get(v.name)), [globals]);
}
