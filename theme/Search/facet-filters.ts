/**
 * Contextual search (behaviors §12.5): which hits the current page may show. Lives on the
 * first-load side (the search button computes it), apart from the modal's own code.
 */
import type { RouteData, SiteData } from '../../runtime/types';

/**
 * Facet filters of contextual search: the current language, and the default tag or the docs
 * tag of the version being read (else the preferred one, else the latest). Empty without
 * contextual search.
 */
export function getContextualFacetFilters(opts: { site: SiteData; route: RouteData | null; preferredVersion: string | null }): string[][] {
  const { site, route, preferredVersion } = opts;
  if (!site.search?.contextualSearch) return [];
  const tags = ['docusaurus_tag:default'];
  // Every set of docs takes part: the one being read in its version, the others in their latest
  // (the preferred version is that of the `docs` section).
  for (const docs of [site.docs, ...(site.docsInstances ?? [])]) {
    if (!docs) continue;
    const names = docs.versions.map((version) => version.name);
    const reading = route?.kind === 'doc' && (route.version.pluginId ?? 'default') === docs.pluginId ? route.version.name : null;
    const preferred = docs.pluginId === 'default' && preferredVersion !== null && names.includes(preferredVersion) ? preferredVersion : null;
    const version = reading ?? preferred ?? docs.versions.find((candidate) => candidate.isLast)?.name ?? names[0];
    if (version) tags.push(`docusaurus_tag:docs-${docs.pluginId}-${version}`);
  }
  return [[`language:${site.locale.code}`], tags];
}
