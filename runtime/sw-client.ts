/**
 * The page's side of the service worker: tells it which build this page runs (so it answers
 * the page's data from that build's cache and keeps that cache while the page is open),
 * notices a new build's worker waiting, and on "Reload" lets it take over and reloads.
 */

type Listener = () => void;

let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker | null): void {
  if (worker === waiting) return;
  waiting = worker;
  for (const l of listeners) l();
}

/** Subscribes to "a new version is waiting" changes (useSyncExternalStore shape). */
export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** True when a new build's worker is installed and waiting for the reader. */
export const hasWaitingUpdate = (): boolean => waiting !== null;

let accepted = false;

/** Activates the waiting worker; the page reloads once it controls the page. */
export function applyUpdate(win: Window = window): void {
  if (!waiting) return win.location.reload();
  accepted = true;
  waiting.postMessage({ type: 'opdocs:skip-waiting' });
}

function watchRegistration(reg: ServiceWorkerRegistration, container: ServiceWorkerContainer): void {
  // With no controller this is the first install, which takes over by itself: nothing to offer.
  const check = () => setWaiting(reg.waiting && container.controller ? reg.waiting : null);
  check();
  reg.addEventListener('updatefound', () => {
    const worker = reg.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' || worker.state === 'redundant') check();
    });
  });
}

/**
 * The images this page shows already. The first page a reader opens loads them before the
 * worker controls it, so they never pass through the worker, and offline that page (and the
 * navbar logo on every page) would show the worker's placeholder.
 */
function shownImages(win: Window): string[] {
  const images = Array.from(win.document.images ?? []);
  return images.filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.currentSrc || img.src);
}

/** Connects this page (of build `buildId`) to the service worker; does nothing without one. */
export function connectServiceWorker(buildId: string, win: Window = window): void {
  const container = win.navigator.serviceWorker;
  if (!container) return;
  const hello = () => {
    const controller = container.controller;
    if (!controller) return;
    controller.postMessage({ type: 'opdocs:hello', buildId });
    const urls = shownImages(win);
    if (urls.length > 0) controller.postMessage({ type: 'opdocs:keep-images', urls });
  };
  hello();
  container.addEventListener('controllerchange', () => {
    if (accepted) win.location.reload();
    else hello();
  });
  void container.ready.then((reg) => {
    watchRegistration(reg, container);
    // Long-lived pages navigate client-side, which never makes the browser look for a new
    // worker: look when the network comes back and when the reader returns to the tab.
    const update = () => void reg.update().catch(() => undefined);
    win.addEventListener('online', update);
    win.document.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState === 'visible') update();
    });
  });
}
