/**
 * `@docusaurus/useBrokenLinks`: a component that writes links or ids Docusaurus' checker cannot
 * see (a custom heading's anchor) reports them with it. opdocs needs no report: it checks the
 * links a React page renders from its HTML, and accepts any anchor of a React page. Both calls
 * are kept so such components render unchanged.
 */

/** What the hook gives: `collectLink(href)` and `collectAnchor(id)`. */
export interface BrokenLinks {
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string | undefined): void;
}

const NOTHING_TO_COLLECT: BrokenLinks = { collectLink: () => undefined, collectAnchor: () => undefined };

export default function useBrokenLinks(): BrokenLinks {
  return NOTHING_TO_COLLECT;
}
