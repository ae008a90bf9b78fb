/**
 * Puts a new location, or a loaded route at it, into the store; the site's client modules
 * are told when loading starts and once it shows, as Docusaurus' onRouteUpdate and
 * onRouteDidUpdate are.
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

/** The two ways the router changes what is shown, and the start of a load that leads to one. */
export interface RouteRenderer {
  /** A navigation to `location` starts loading: the client modules' onRouteUpdate hear of it now (behaviors §6.1). */
  begin(location: RouterLocation): void;
  /** Same document, new location (a fragment or query change). */
  setLocation(location: RouterLocation): void;
  /** Another route: committed at once, so the scroll that follows finds the new page, and its head synced. */
  render(loaded: LoadedRoute, location: RouterLocation): void;
}

/** Binds the updates to one store and document. */
export function createRouteRenderer({ store, win, commit, lifecycles, site }: RenderOptions): RouteRenderer {
  // The location begin() announced; render() announces any other itself (a watch-mode refresh).
  let begun: RouterLocation | null = null;
  return {
    begin(location) {
      begun = location;
      lifecycles?.update({ location, previousLocation: store.getState().location });
    },
    setLocation(location) {
      const previousLocation = store.getState().location;
      lifecycles?.update({ location, previousLocation });
      store.setState({ ...store.getState(), location });
      lifecycles?.didUpdate({ location, previousLocation });
    },
    render(loaded, location) {
      const { location: previousLocation, route } = store.getState();
      if (begun !== location) lifecycles?.update({ location, previousLocation });
      begun = null;
      lifecycles?.loaded?.();
      commit(() => store.setState({ ...loaded, location }));
      const next = loaded.route;
      syncHead(win.document, route.head, next.head, site && { kind: next.kind, path: next.path, site });
      lifecycles?.didUpdate({ location, previousLocation });
    },
  };
}

/**
 * Moves focus to the page's skip region, so keyboard and screen reader users start on the new
 * page. Focus inside a modal dialog stays: one opened while the page loaded (Ctrl+K right
 * after a click) would otherwise lose its input, and the keys typed into it, to the page behind.
 * The navbar's mobile menu is no such dialog: a change of page closes it, and focus left in it
 * would fall to <body>.
 */
export function focusSkipRegion(doc: Document): void {
  if (doc.activeElement?.closest('[aria-modal="true"]:not(.navbar-sidebar)')) return;
  const region = doc.querySelector<HTMLElement>('[data-opdocs-skip-region]');
  if (!region) return;
  if (!region.hasAttribute('tabindex')) region.setAttribute('tabindex', '-1');
  region.focus({ preventScroll: true });
}
