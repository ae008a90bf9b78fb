/** Moves through the site's client router (runtime/router), as a click on an internal link does. */
import type { Page } from 'playwright-core';

/** Resolves when the router has settled on `href`; a href the router hands to the browser loads in full. */
export function routerNavigate(page: Page, href: string): Promise<void> {
  return page.evaluate((h) => (window as unknown as { __opdocs: { navigate(to: string): Promise<void> } }).__opdocs.navigate(h), href);
}

/**
 * Shows `path` by the router and waits two frames for it to be painted; false when the page is
 * somewhere else then (the router left the path to a full load), so the caller loads it itself.
 */
export function visitByRouter(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (to) => {
    await (window as unknown as { __opdocs: { navigate(to: string): Promise<void> } }).__opdocs.navigate(to);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return location.pathname === to;
  }, path);
}
