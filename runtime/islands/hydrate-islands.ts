/**
 * Client side of content components: hydrates each island of a body on its own root, with
 * only the chunks of the components it uses, and unmounts them when the body goes away.
 * HtmlBlock calls mountIslands after its HTML is in the DOM (first load and every navigation).
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SITE_ROOT } from './markers';
import { ISLAND_TAG, SLOT_ATTR, SLOT_TAG, islandComponents, islandElement, type ComponentMap, type IslandData } from './island-tree';

/** name → lazy import of the component (generated into the client entry by the build). */
export type ComponentLoaders = Record<string, () => Promise<ComponentType<Record<string, unknown>>>>;

let loaders: ComponentLoaders = {};

/** Sets the loaders of every component an island may use. */
export function setComponentLoaders(next: ComponentLoaders): void {
  loaders = next;
}

/** True when the HTML holds an island (the cheap test before touching the DOM). */
export const hasIslands = (html: string): boolean => html.includes(`<${ISLAND_TAG}`);

async function loadComponents(names: Set<string>): Promise<ComponentMap> {
  const entries = await Promise.all([...names].map(async (name) => {
    const load = loaders[name];
    if (!load) throw new Error(`opdocs: no client code for the content component "${name}"`);
    return [name, await load()] as const;
  }));
  return Object.fromEntries(entries);
}

/** The static HTML of each slot, as the browser holds it in the island's server markup. */
function readSlots(island: Element): Map<number, string> {
  const slots = new Map<number, string>();
  for (const el of island.querySelectorAll(`${SLOT_TAG}[${SLOT_ATTR}]`)) {
    if (el.closest(ISLAND_TAG) === island) slots.set(Number(el.getAttribute(SLOT_ATTR)), el.innerHTML);
  }
  return slots;
}

/** The islands of one body. */
export interface MountedIslands {
  /** Settles once every island's components loaded and its hydration started. */
  ready: Promise<void>;
  unmount(): void;
}

/** Hydrates the islands under `container`, each inside `wrap` (the providers the page has, as on the server). */
export function mountIslands(container: Element, wrap?: (element: ReactElement) => ReactElement): MountedIslands {
  const roots: Root[] = [];
  const pending: Promise<void>[] = [];
  let active = true;
  // Unmounting a root React has not hydrated yet (the reader left at once) makes React report
  // that the root "received an early update"; the island is going away, so that is no error.
  const onRecoverableError = (error: unknown) => {
    if (!active) return;
    if (typeof reportError === 'function') reportError(error);
    else console.error(error);
  };
  for (const island of container.querySelectorAll(ISLAND_TAG)) {
    if (island.parentElement?.closest(ISLAND_TAG)) continue;
    let data: IslandData;
    try {
      data = JSON.parse(island.getAttribute('data-island') ?? '') as IslandData;
    } catch {
      continue;
    }
    // Read before React owns the subtree: hydration keeps the slots' markup as it is.
    const slots = readSlots(island);
    const names = islandComponents(data.t);
    // Rendered inside the site's Root on the server (its components need what Root provides): here too.
    if (data.r) names.add(SITE_ROOT);
    pending.push(loadComponents(names).then((components) => {
      if (!active || !island.isConnected) return;
      const tree = islandElement(data.t, components, (i) => slots.get(i) ?? data.s?.[i] ?? '', () => island.setAttribute('data-hydrated', ''));
      const element = data.r ? createElement(components[SITE_ROOT]!, null, tree) : tree;
      const serverHtml = island.innerHTML;
      // A component that throws in the browser only (it reads `window`, a browser API fails)
      // would leave its island empty: the server's markup is put back, readable if inert.
      const onUncaughtError = (error: unknown) => {
        onRecoverableError(error);
        const at = roots.indexOf(root);
        if (at < 0) return;
        roots.splice(at, 1);
        queueMicrotask(() => {
          root.unmount();
          if (!active || !island.isConnected) return;
          island.innerHTML = serverHtml;
          island.setAttribute('data-island-failed', '');
        });
      };
      const root = hydrateRoot(island, wrap ? wrap(element) : element, { identifierPrefix: data.id, onRecoverableError, onUncaughtError });
      roots.push(root);
    }).catch((err: unknown) => {
      // The server markup stays readable; only the interaction is missing.
      console.error(err);
    }));
  }
  return {
    ready: Promise.all(pending).then(() => undefined),
    unmount() {
      active = false;
      const done = roots.splice(0);
      // Called from a React effect cleanup: unmounting another root synchronously there is not allowed.
      if (done.length) queueMicrotask(() => { for (const root of done) root.unmount(); });
    },
  };
}
