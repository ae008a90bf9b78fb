/**
 * Decides whether a click on a link becomes a client-side navigation. Installed once on the
 * document, so links inside build-time HTML (markdown bodies) are routed too.
 */
import { isAssetPath, isUnderBase, normalizePathname } from './location';

/** Where the click happens; `location` is the page's current URL. */
export interface ClickContext {
  baseUrl: string;
  location: { href: string; origin: string; pathname: string; search: string };
}

function findAnchor(event: MouseEvent): Element | null {
  const target = event.target as Element | null;
  return typeof target?.closest === 'function' ? target.closest('a') : null;
}

/**
 * The page an anchor leads to inside the site, or null when following it is the browser's job:
 * no href, a download, a link marked for a full load, another target or origin, a path outside
 * the site, a file that is not a page. Shared by the click filter and the warming of links in
 * build-time HTML.
 */
export function getRoutedUrl(anchor: Element, ctx: ClickContext): URL | null {
  const rawHref = anchor.getAttribute('href');
  // `data-full-load`: a Markdown `pathname://` link, which Docusaurus leaves to the browser.
  if (rawHref === null || anchor.hasAttribute('download') || anchor.hasAttribute('data-full-load')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  if ((anchor.getAttribute('rel') ?? '').split(/\s+/).includes('external')) return null;
  let url: URL;
  try {
    url = new URL(rawHref, ctx.location.href);
  } catch {
    return null;
  }
  if (url.origin !== ctx.location.origin) return null;
  if (!isUnderBase(url.pathname, ctx.baseUrl) || isAssetPath(url.pathname)) return null;
  return url;
}

/** True when `url` is the page on screen (same path and query), where a click only moves within it. */
export function isSamePage(url: URL, location: ClickContext['location']): boolean {
  return normalizePathname(url.pathname) === normalizePathname(location.pathname) && url.search === location.search;
}

/**
 * Returns the URL to navigate to, or null when the browser should handle the click itself:
 * modified or non-primary clicks, links getRoutedUrl refuses, and in-page hash jumps on the
 * same page.
 */
export function getNavigationTarget(event: MouseEvent, ctx: ClickContext): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = findAnchor(event);
  const url = anchor && getRoutedUrl(anchor, ctx);
  if (!url) return null;
  if (isSamePage(url, ctx.location) && url.hash) return null;
  return url;
}
