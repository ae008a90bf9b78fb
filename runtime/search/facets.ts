/** facetFilters (Algolia form: AND of ORs of "attribute:value") over the index's facet combinations. */
import type { IndexManifest } from './index-format';

function matches(combo: IndexManifest['combos'][number], filter: string): boolean {
  const colon = filter.indexOf(':');
  const negative = filter.startsWith('-');
  const attr = filter.slice(negative ? 1 : 0, colon);
  const value = filter.slice(colon + 1);
  let hit: boolean;
  if (attr === 'language') hit = combo.language === value;
  else if (attr === 'docusaurus_tag') hit = combo.docusaurus_tag === value;
  else if (attr === 'version') hit = combo.version?.includes(value) ?? false;
  else hit = false;
  return negative ? !hit : hit;
}

/** Indexes of the combinations every filter group accepts. */
export function allowedCombos(combos: IndexManifest['combos'], facetFilters: (string | string[])[]): Set<number> {
  const groups = facetFilters.map((g) => (typeof g === 'string' ? [g] : g)).filter((g) => g.length);
  const out = new Set<number>();
  combos.forEach((c, i) => {
    if (groups.every((g) => g.some((f) => matches(c, f)))) out.add(i);
  });
  return out;
}
