/**
 * A client module the build adds with `gtag` (production builds): gtag.js counts the page it was
 * loaded on, and this sends a page view for each later page the client router shows, as
 * Docusaurus' gtag plugin does. A move within one page (a #anchor) is no new page view.
 */
import type { LifecycleArgs } from './client-modules';

type Gtag = (...args: unknown[]) => void;

/** Sends the page view of the page now shown, when gtag.js is on the page. */
export function onRouteDidUpdate({ location, previousLocation }: LifecycleArgs, win: Window & { gtag?: Gtag } = window): void {
  if (!previousLocation || typeof win.gtag !== 'function') return;
  if (location.pathname === previousLocation.pathname && location.search === previousLocation.search) return;
  const path = location.pathname + location.search + location.hash;
  win.gtag('set', 'page_path', path);
  win.gtag('event', 'page_view', { page_title: win.document.title, page_location: win.location.href, page_path: path });
}
