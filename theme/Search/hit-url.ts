/** Where a hit leads (behaviors §12.5), for the modal and the search page. */

/** What a hit's url turns into: the href to render, and whether it leaves the client router. */
export interface ProcessedUrl {
  href: string;
  external: boolean;
}

/**
 * Hits matching `externalUrlRegex` keep their full URL and load fully; any other hit keeps
 * only path and hash, prefixed with the base URL unless already under it.
 */
export function processHitUrl(url: string, opts: { baseUrl: string; externalUrlRegex?: string; origin: string }): ProcessedUrl {
  const parsed = new URL(url, opts.origin);
  if (opts.externalUrlRegex && new RegExp(opts.externalUrlRegex, 'i').test(parsed.href)) {
    return { href: parsed.href, external: true };
  }
  const path = parsed.pathname.startsWith(opts.baseUrl) ? parsed.pathname : opts.baseUrl + parsed.pathname.replace(/^\//, '');
  return { href: path + parsed.hash, external: false };
}

/** The search page URL for `query`, or null without a search page. */
export function getSearchPageHref(searchPagePath: string | null, query: string): string | null {
  return searchPagePath === null ? null : `${searchPagePath}?q=${encodeURIComponent(query)}`;
}
