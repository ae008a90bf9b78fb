/**
 * The route lifecycles of a site's `clientModules`, as Docusaurus calls them: each module may
 * export `onRouteUpdate` (a navigation starts, before the next page loads; what it returns runs
 * once that page has loaded) and `onRouteDidUpdate` (it shows). Both run for the first page
 * too, with no previous location. A module that throws is reported and
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
  /** A navigation starts; what onRouteUpdate returned runs once its page loaded (or a newer navigation starts). */
  update(args: LifecycleArgs): void;
  /** The page of the last update has loaded: runs what onRouteUpdate returned. */
  loaded?(): void;
  /** The page shows (also runs what onRouteUpdate returned, if loaded() was not called). */
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
  const settle = () => {
    for (const after of pending.splice(0)) safely('onRouteUpdate callback', after);
  };
  return {
    update(args) {
      // A navigation a newer one overtook has stopped loading too: its callbacks still run (a
      // module that armed a timer in onRouteUpdate clears it there).
      settle();
      for (const mod of modules) {
        if (typeof mod.onRouteUpdate !== 'function') continue;
        const after = safely('onRouteUpdate', () => mod.onRouteUpdate!(args));
        if (typeof after === 'function') pending.push(after as () => void);
      }
    },
    loaded: settle,
    didUpdate(args) {
      settle();
      for (const mod of modules) {
        if (typeof mod.onRouteDidUpdate === 'function') safely('onRouteDidUpdate', () => mod.onRouteDidUpdate!(args));
      }
    },
  };
}
