/**
 * The site's trailing-slash policy (config `trailingSlash`, as in Docusaurus): the one place
 * that decides the form of a page URL and the file its HTML is written to. The route builder
 * (cli/pipeline/site.ts), the link resolver, the page writer, Link and the router all ask
 * here, so a URL the site emits and the file a static host serves for it always agree.
 * Pure string work: no DOM, no Node.
 */

/** What the policy needs to know of a site; SiteData and SiteConfig both fit. */
export interface UrlForm {
  /** Always starts and ends with "/". */
  baseUrl: string;
  /** true: page URLs end with "/"; false: they do not; absent: as each route was made. */
  trailingSlash?: boolean;
}

/**
 * A site URL in the site's form (behaviors §10 applyTrailingSlash): the policy applies to the
 * pathname before `?` and `#`; "#anchor"-only links, "/" and the base URL itself are left as
 * they are, and so is everything when the policy is unset.
 */
export function applyTrailingSlash(url: string, form: UrlForm): string {
  const policy = form.trailingSlash;
  if (policy === undefined || url === '' || url.startsWith('#')) return url;
  const cut = url.search(/[?#]/);
  const pathname = cut < 0 ? url : url.slice(0, cut);
  const rest = cut < 0 ? '' : url.slice(cut);
  if (pathname === '' || pathname === '/' || pathname === form.baseUrl) return url;
  // A route named like a file ("/docs/legacy.html") is that file on the host, in every form.
  if (isHtmlFilePath(pathname)) return url;
  const bare = pathname.replace(/\/+$/, '');
  return (policy ? `${bare}/` : bare || '/') + rest;
}

/**
 * A page link as the site writes it: the policy applied, except to links naming a file
 * ("/feed.xml", "/guide.pdf", "/docs/intro.html"), which a static host serves as they are.
 * Link, the Markdown link resolver and the theme's plain anchors all use it.
 */
export function pageHref(url: string, form: UrlForm): string {
  if (form.trailingSlash === undefined) return url;
  const cut = url.search(/[?#]/);
  const pathname = cut < 0 ? url : url.slice(0, cut);
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  // An extension starts with a letter: "/docs/1.2" is a version's page, "/guide.pdf" a file.
  return /\.[a-z][a-z0-9]*$/i.test(last) ? url : applyTrailingSlash(url, form);
}

/**
 * The HTML file of a route, relative to the output folder, from its path relative to the
 * base URL (decoded, no leading "/"), as Docusaurus' SSG names it: `<path>.html` when the
 * policy is false (so /docs/intro is served without a redirect to /docs/intro/), else
 * `<path>/index.html`; the site root and any path still ending with "/" keep index.html.
 */
export function htmlFileOfRoute(rel: string, trailingSlash: boolean | undefined): string {
  if (rel === '' || rel === '/') return 'index.html';
  // A slug ending in ".html" names the file itself (behaviors §10), as an old site's address had it.
  if (isHtmlFilePath(rel)) return rel;
  if (trailingSlash === false && !rel.endsWith('/')) return `${rel}.html`;
  return `${rel.replace(/\/+$/, '')}/index.html`;
}

/** True for a path whose last segment is an HTML file name ("legacy.html"), not a folder's page. */
export function isHtmlFilePath(path: string): boolean {
  return /[^/]\.html$/i.test(path);
}

/** True when two pathnames name the same route: a trailing slash does not count ("/a" and "/a/"). */
export function samePathname(a: string, b: string): boolean {
  return a === b || withoutTrailingSlash(a) === withoutTrailingSlash(b);
}

/** The pathname without its trailing slashes ("/" stays "/"). */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
