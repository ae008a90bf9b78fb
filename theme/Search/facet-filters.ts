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
  const docs = site.docs;
  if (docs) {
    const names = docs.versions.map((version) => version.name);
    const version = (route?.kind === 'doc' ? route.version.name : null)
      ?? (preferredVersion !== null && names.includes(preferredVersion) ? preferredVersion : null)
      ?? docs.versions.find((candidate) => candidate.isLast)?.name
      ?? names[0];
    if (version) tags.push(`docusaurus_tag:docs-${docs.pluginId}-${version}`);
  }
  return [[`language:${site.locale.code}`], tags];
}
