/** Where a hit leads (behaviors §12.5), for the modal and the search page. */
import type { SearchSettings } from '../../runtime/types';

/** What a hit's url turns into: the href to render, and whether it leaves the client router. */
export interface ProcessedUrl {
  href: string;
  external: boolean;
}

/** What processHitUrl needs: the site's base URL and origin, and the search settings that shape hit URLs. */
export interface HitUrlOptions {
  baseUrl: string;
  origin: string;
  externalUrlRegex?: string;
  /** Every occurrence of the plain text `from` in path and hash becomes `to`. */
  replaceSearchResultPathname?: { from: string; to: string };
}

/** The search settings that shape hit URLs; the modal and the search page both take them from here. */
export function hitUrlSettings(search: SearchSettings): Pick<HitUrlOptions, 'externalUrlRegex' | 'replaceSearchResultPathname'> {
  return { externalUrlRegex: search.externalUrlRegex, replaceSearchResultPathname: search.replaceSearchResultPathname };
}

/**
 * Hits matching `externalUrlRegex` keep their full URL and load fully; any other hit keeps
 * only path and hash, rewritten by `replaceSearchResultPathname`, then prefixed with the base
 * URL unless already under it (so a rewrite may move a hit out of or into the base URL).
 */
export function processHitUrl(url: string, opts: HitUrlOptions): ProcessedUrl {
  const parsed = new URL(url, opts.origin);
  if (opts.externalUrlRegex && new RegExp(opts.externalUrlRegex, 'i').test(parsed.href)) {
    return { href: parsed.href, external: true };
  }
  let local = parsed.pathname + parsed.hash;
  const replace = opts.replaceSearchResultPathname;
  if (replace) local = local.replaceAll(replace.from, replace.to);
  // The base URL without its slash is the base URL (Docusaurus' withBaseUrl), not a page under it.
  if (local === opts.baseUrl.replace(/\/$/, '')) return { href: opts.baseUrl, external: false };
  const href = local.startsWith(opts.baseUrl) ? local : opts.baseUrl + local.replace(/^\//, '');
  return { href, external: false };
}

/**
 * Where a recent or favorite search leads. Its url was processed when it was saved, so a path
 * under the site's root base URL is a page of this site as it stands (of any locale: the lists
 * are one per index, shared by the locales) and is kept as saved. Processing it again as a hit
 * would put this locale's base URL in front of another's (`/base/fr/base/docs/…`, a 404) and
 * apply replaceSearchResultPathname twice.
 */
export function processStoredUrl(url: string, opts: HitUrlOptions & { rootBaseUrl: string }): ProcessedUrl {
  if (url.startsWith(opts.rootBaseUrl)) return { href: url, external: false };
  return processHitUrl(url, opts);
}

/** The base URL of the site's default locale, of which every locale's is a path below (LocaleData.href). */
export function getRootBaseUrl(baseUrl: string, locales: { href: string }[]): string {
  return locales.reduce((root, locale) => (locale.href.length < root.length && baseUrl.startsWith(locale.href) ? locale.href : root), baseUrl);
}

/** The search page URL for `query`, or null without a search page. */
export function getSearchPageHref(searchPagePath: string | null, query: string): string | null {
  return searchPagePath === null ? null : `${searchPagePath}?q=${encodeQuery(query)}`;
}

/**
 * `encodeURIComponent` of a query that may hold half of a surrogate pair (pasted, or an emoji cut
 * by the query's length cap): that throws a URIError, which took the search modal down. The
 * half becomes U+FFFD, as URLSearchParams makes it.
 */
export function encodeQuery(query: string): string {
  return encodeURIComponent(query.replace(/([\ud800-\udbff][\udc00-\udfff])|[\ud800-\udfff]/g, (_m, pair?: string) => pair ?? '\ufffd'));
}
