/**
 * The route lifecycles of a site's `clientModules`, as Docusaurus calls them: each module may
 * export `onRouteUpdate` (a page is about to show) and `onRouteDidUpdate` (it shows). Both run
 * for the first page too, with no previous location. A module that throws is reported and
 * the others still run: a site's analytics snippet must not break navigation.
 */

/** The location a lifecycle gets. */
export interface LifecycleLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface LifecycleArgs {
  location: LifecycleLocation;
  previousLocation: LifecycleLocation | null;
}

/** What a client module may export. */
export interface ClientModule {
  onRouteUpdate?: (args: LifecycleArgs) => void | (() => void);
  onRouteDidUpdate?: (args: LifecycleArgs) => void;
}

export interface RouteLifecycles {
  /** A page is about to show; what onRouteUpdate returned runs once it shows. */
  update(args: LifecycleArgs): void;
  /** The page shows. */
  didUpdate(args: LifecycleArgs): void;
}

function safely(what: string, call: () => unknown): unknown {
  try {
    return call();
  } catch (error) {
    console.error(`opdocs: a client module's ${what} failed`, error);
    return undefined;
  }
}

/** Lifecycles of `modules`, in their order. */
export function createRouteLifecycles(modules: readonly ClientModule[]): RouteLifecycles {
  let pending: (() => void)[] = [];
  return {
    update(args) {
      pending = [];
      for (const mod of modules) {
        if (typeof mod.onRouteUpdate !== 'function') continue;
        const after = safely('onRouteUpdate', () => mod.onRouteUpdate!(args));
        if (typeof after === 'function') pending.push(after as () => void);
      }
    },
    didUpdate(args) {
      for (const after of pending.splice(0)) safely('onRouteUpdate callback', after);
      for (const mod of modules) {
        if (typeof mod.onRouteDidUpdate === 'function') safely('onRouteDidUpdate', () => mod.onRouteDidUpdate!(args));
      }
    },
  };
}
