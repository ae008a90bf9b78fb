/**
 * Contextual search (behaviors §12.5): which hits the current page may show. Lives on the
 * first-load side (the search button computes it), apart from the modal's own code.
 */
import type { FacetFilters } from '../../runtime/search/client-types';
import type { DocsData, RouteData, SiteData } from '../../runtime/types';
import { versionCandidates } from '../hooks/usePreferredVersion';

/** Every set of docs of the site: the `docs` section, then the `docsInstances`. */
export function getDocsSets(site: SiteData): DocsData[] {
  return [site.docs, ...(site.docsInstances ?? [])].filter((docs): docs is DocsData => docs !== null);
}

/**
 * Language AND one of the tags; the default tag first, then one docs tag per set of docs. As
 * Docusaurus sends them: the language a bare filter, the tags an array even when only the
 * default tag is there (a site without docs).
 */
function contextual(site: SiteData, versionOf: (docs: DocsData) => string | undefined): FacetFilters {
  const tags = ['docusaurus_tag:default'];
  for (const docs of getDocsSets(site)) {
    const version = versionOf(docs);
    if (version) tags.push(`docusaurus_tag:docs-${docs.pluginId}-${version}`);
  }
  return [`language:${site.locale.code}`, tags];
}

/**
 * Facet filters of contextual search: the current language, and the default tag or the docs
 * tag of the version being read (else the preferred one, else the latest). Empty without
 * contextual search. `preferredVersion` is that of the `docs` section; `preferredVersions`, by
 * plugin id, those of every set of docs (each docs plugin keeps its own, behaviors §9.8).
 */
export function getContextualFacetFilters(opts: {
  site: SiteData;
  route: RouteData | null;
  preferredVersion: string | null;
  preferredVersions?: Readonly<Record<string, string | null>>;
}): FacetFilters {
  const { site, route, preferredVersion, preferredVersions } = opts;
  if (!site.search?.contextualSearch) return [];
  // Every set of docs takes part: the one being read in its version, each other in the version
  // its reader prefers, else its latest.
  const preferredOf = (docs: DocsData) => preferredVersions?.[docs.pluginId] ?? (docs.pluginId === 'default' ? preferredVersion : null);
  return contextual(site, (docs) => versionCandidates(docs, route, preferredOf(docs))[0]);
}

/**
 * Facet filters of the search page (behaviors §12.8): each set of docs in the version chosen
 * on the page (pluginId → version name), by default its first listed one. Empty without
 * contextual search.
 */
export function getSearchPageFacetFilters(site: SiteData, chosen: Readonly<Record<string, string>>): FacetFilters {
  if (!site.search?.contextualSearch) return [];
  return contextual(site, (docs) => {
    const wanted = chosen[docs.pluginId];
    return docs.versions.some((version) => version.name === wanted) ? wanted : docs.versions[0]?.name;
  });
}
