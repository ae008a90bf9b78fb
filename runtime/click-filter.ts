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
 * Returns the URL to navigate to, or null when the browser should handle the click itself:
 * modified or non-primary clicks, downloads, other targets or origins, paths outside the
 * site, files that are not pages, and in-page hash jumps on the same page.
 */
export function getNavigationTarget(event: MouseEvent, ctx: ClickContext): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = findAnchor(event);
  if (!anchor) return null;
  const rawHref = anchor.getAttribute('href');
  if (rawHref === null || anchor.hasAttribute('download')) return null;
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
  const samePage =
    normalizePathname(url.pathname) === normalizePathname(ctx.location.pathname) && url.search === ctx.location.search;
  if (samePage && url.hash) return null;
  return url;
}
