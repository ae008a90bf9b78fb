/**
 * Warming for the links of build-time HTML (Markdown bodies, generated card lists). They are
 * plain anchors, not Link components, yet Docusaurus renders a Markdown link with its Link, so a
 * reader expects the same (behaviors §6.4): the page behind a link is prefetched once the link
 * scrolls into view and preloaded on the first hover or touch, never on a slow connection.
 */
import { getRoutedUrl, isSamePage, type ClickContext } from './click-filter';
import { isSlowConnection } from './prefetch';

/** What warmContentLinks works with; HtmlBlock passes the router's prefetch and preload. */
export interface ContentLinksEnv {
  baseUrl: string;
  prefetch: (href: string) => void;
  preload: (href: string) => Promise<void>;
  location?: ClickContext['location'];
  slow?: () => boolean;
}

/** Starts warming the site links under `container`; returns the function that stops it. */
export function warmContentLinks(container: HTMLElement, env: ContentLinksEnv): () => void {
  const location = env.location ?? window.location;
  const slow = env.slow ?? (() => isSlowConnection());
  // A link to the page on screen (a heading anchor) has nothing left to load.
  const hrefOf = (anchor: Element): string | null => {
    const url = getRoutedUrl(anchor, { baseUrl: env.baseUrl, location });
    return url && !isSamePage(url, location) ? url.href : null;
  };
  const links = [...container.querySelectorAll('a[href]')].filter((a) => hrefOf(a) !== null);

  let observer: IntersectionObserver | null = null;
  if (links.length > 0 && !slow()) {
    if (typeof IntersectionObserver === 'undefined') {
      for (const a of links) env.prefetch(hrefOf(a)!);
    } else {
      const seen = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
          seen.unobserve(entry.target);
          const href = hrefOf(entry.target);
          if (href) env.prefetch(href);
        }
      });
      for (const a of links) seen.observe(a);
      observer = seen;
    }
  }

  // One listener for the whole block: a long page has hundreds of links.
  const preloaded = new WeakSet<Element>();
  const onEnter = (event: Event) => {
    const target = event.target as Element | null;
    const anchor = typeof target?.closest === 'function' ? target.closest('a[href]') : null;
    if (!anchor || !container.contains(anchor) || preloaded.has(anchor) || slow()) return;
    const href = hrefOf(anchor);
    if (!href) return;
    preloaded.add(anchor);
    env.preload(href).catch(() => {});
  };
  container.addEventListener('mouseover', onEnter);
  container.addEventListener('touchstart', onEnter, { passive: true });
  return () => {
    observer?.disconnect();
    container.removeEventListener('mouseover', onEnter);
    container.removeEventListener('touchstart', onEnter);
  };
}
