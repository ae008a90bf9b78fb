/**
 * Docusaurus' `useActiveDocContext`, which version menus and doc-aware components of a site
 * read: the version and doc on screen (when the page is one of these docs) and where the same doc
 * is in each version that has it.
 */
import { useRouteState, useSite } from '../../runtime/context';
import { docsOf } from '../hooks/usePreferredVersion';
import { useAsClientVersion, type ClientVersion } from './client-version';
// A cycle of hooks only (docs-client re-exports these), called while rendering, never at load.
import { useActivePlugin } from './docs-client';

/** A doc as the context gives it: its id and its page. */
export interface ActiveContextDoc { id: string; path: string }

/** The active version and doc of the docs `pluginId` names; empty outside those docs. */
export function useActiveDocContext(pluginId = 'default'): {
  activeVersion: ClientVersion | undefined;
  activeDoc: ActiveContextDoc | undefined;
  alternateDocVersions: Record<string, ActiveContextDoc>;
} {
  const { route } = useRouteState();
  const docs = docsOf(useSite(), pluginId);
  const toClient = useAsClientVersion(pluginId);
  const ours = route.kind === 'doc' && docs !== null && (route.version.pluginId ?? 'default') === pluginId;
  if (!ours || route.kind !== 'doc') return { activeVersion: undefined, activeDoc: undefined, alternateDocVersions: {} };
  const version = docs.versions.find((v) => v.name === route.version.name);
  const alternates: Record<string, ActiveContextDoc> = {};
  for (const [name, path] of Object.entries(route.versionPaths ?? {})) alternates[name] = { id: route.id, path };
  alternates[route.version.name] = { id: route.id, path: route.path };
  return { activeVersion: version && toClient(version), activeDoc: { id: route.id, path: route.path }, alternateDocVersions: alternates };
}

/**
 * Docusaurus' `useActivePluginAndVersion`: the set of docs the page is under (useActivePlugin) and
 * its version on screen; undefined outside any docs.
 */
export function useActivePluginAndVersion(_options?: { failfast?: boolean }): {
  activePlugin: { pluginId: string; pluginData: { path: string; versions: unknown[] } };
  activeVersion: ClientVersion | undefined;
} | undefined {
  const activePlugin = useActivePlugin();
  const { activeVersion } = useActiveDocContext(activePlugin?.pluginId);
  return activePlugin ? { activePlugin, activeVersion } : undefined;
}
