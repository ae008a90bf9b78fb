/**
 * Puts a new location, or a loaded route at it, into the store; the site's client modules
 * are told before and after, as Docusaurus' onRouteUpdate and onRouteDidUpdate are.
 */
import { syncHead } from './head-sync';
import type { RouteLifecycles } from './client-modules';
import type { LoadedRoute } from './route-loader';
import type { RouteStore } from './route-store';
import type { RouterLocation, SiteData } from './types';

/** What the router's store updates need. */
export interface RenderOptions {
  store: RouteStore;
  win: Window;
  /** Renders a state change synchronously. */
  commit: (render: () => void) => void;
  lifecycles?: RouteLifecycles;
  /** The site, for the head links that name the page in each locale. */
  site?: SiteData;
}

/** The two ways the router changes what is shown. */
export interface RouteRenderer {
  /** Same document, new location (a fragment or query change). */
  setLocation(location: RouterLocation): void;
  /** Another route: committed at once, so the scroll that follows finds the new page, and its head synced. */
  render(loaded: LoadedRoute, location: RouterLocation): void;
}

/** Binds the updates to one store and document. */
export function createRouteRenderer({ store, win, commit, lifecycles, site }: RenderOptions): RouteRenderer {
  return {
    setLocation(location) {
      const previousLocation = store.getState().location;
      lifecycles?.update({ location, previousLocation });
      store.setState({ ...store.getState(), location });
      lifecycles?.didUpdate({ location, previousLocation });
    },
    render(loaded, location) {
      const { location: previousLocation, route } = store.getState();
      lifecycles?.update({ location, previousLocation });
      commit(() => store.setState({ ...loaded, location }));
      const next = loaded.route;
      syncHead(win.document, route.head, next.head, site && { kind: next.kind, path: next.path, site });
      lifecycles?.didUpdate({ location, previousLocation });
    },
  };
}

/** Moves focus to the page's skip region, so keyboard and screen reader users start on the new page. */
export function focusSkipRegion(doc: Document): void {
  const region = doc.querySelector<HTMLElement>('[data-opdocs-skip-region]');
  if (!region) return;
  if (!region.hasAttribute('tabindex')) region.setAttribute('tabindex', '-1');
  region.focus({ preventScroll: true });
}
