/**
 * Docusaurus' `useDocVersionSuggestions`, which a swizzled DocVersionBanner links with: the doc
 * being shown in the latest version, when that version has it, and the latest version itself.
 */
import { useRouteState, useSite } from '../../runtime/context';
import { docsOf } from '../hooks/usePreferredVersion';

/** A version as the suggestion gives it; `docs` holds its main doc, which `mainDocId` names. */
export interface SuggestedVersion {
  name: string; label: string; path: string; isLast: boolean;
  mainDocId: string;
  docs: { id: string; path: string }[];
}

/** The latest version's copy of this doc (undefined when it has none), and the latest version. */
export function useDocVersionSuggestions(pluginId = 'default'): { latestDocSuggestion: { id: string; path: string } | undefined; latestVersionSuggestion: SuggestedVersion | undefined } {
  const { route } = useRouteState();
  const latest = docsOf(useSite(), pluginId)?.versions.find((v) => v.isLast);
  if (!latest) return { latestDocSuggestion: undefined, latestVersionSuggestion: undefined };
  const docPath = route.kind === 'doc' ? route.versionPaths?.[latest.name] : undefined;
  return {
    latestDocSuggestion: docPath !== undefined && route.kind === 'doc' ? { id: route.id, path: docPath } : undefined,
    latestVersionSuggestion: {
      name: latest.name, label: latest.label, path: latest.path, isLast: true,
      mainDocId: '__main', docs: [{ id: '__main', path: latest.mainDocPath }],
    },
  };
}
