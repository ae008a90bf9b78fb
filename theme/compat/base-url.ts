/**
 * Docusaurus' base-URL rules as pure functions, shared by useBaseUrl, Link and
 * isInternalUrl. A site written for Docusaurus passes paths like "/img/logo.svg" and expects
 * the site's baseUrl in front, unless the path already starts with it.
 */

/** True for a URL with a scheme ("https:", "mailto:") or a protocol-relative "//host". */
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][\w+.-]*:|\/\/)/i.test(url);
}

/** True for a non-empty URL inside the site (no scheme, not protocol-relative). */
export function isInternalUrl(url: string | undefined): boolean {
  return !!url && !hasProtocol(url);
}

/** Options of useBaseUrl. */
export interface BaseUrlOptions {
  /** Prepend the baseUrl even when the URL already starts with it. Default false. */
  forcePrependBaseUrl?: boolean;
  /** Return an absolute URL (site origin + path). Default false. */
  absolute?: boolean;
}

/** `url` under the site's baseUrl; anchors, external and empty URLs are returned unchanged. */
export function addBaseUrl(site: { url: string; baseUrl: string }, url: string, opts: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  const base = site.baseUrl;
  let path: string;
  if (opts.forcePrependBaseUrl) path = base + url.replace(/^\//, '');
  else if (url === base.replace(/\/$/, '')) path = base;
  else if (url.startsWith(base)) path = url;
  else path = base + url.replace(/^\//, '');
  return opts.absolute ? site.url.replace(/\/$/, '') + path : path;
}

/**
 * `url` as a Docusaurus config writes it: a site path without the baseUrl ("/img/logo.svg"),
 * URLs and anchors unchanged. opdocs resolves its config's paths under the baseUrl, while
 * `useThemeConfig()` must give them as written, since a site's component (like Docusaurus' own
 * Logo) puts them through useBaseUrl, sometimes with forcePrependBaseUrl.
 */
export function withoutBaseUrl(baseUrl: string, url: string): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (url === baseUrl || url === baseUrl.replace(/\/$/, '')) return '/';
  return url.startsWith(baseUrl) ? `/${url.slice(baseUrl.length)}` : url;
}
