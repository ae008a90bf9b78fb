/**
 * Connects a router to its window: link clicks, Back/Forward, fragment jumps the browser
 * makes itself, and the watch-mode reload script's data changes.
 */
import { keyOf, type HistoryEntries } from './router-history';
import type { RouterLocation } from './types';

/** The router methods the listeners call. */
export interface ListenedRouter {
  handleClick(event: MouseEvent): void;
  handlePopState(event: PopStateEvent): Promise<void>;
  refresh(paths: string[]): Promise<void>;
}

/** What installListeners needs besides the router. */
export interface ListenerContext {
  win: Window;
  history: HistoryEntries;
  toRouterLocation(url: { pathname: string; search: string; hash: string }): RouterLocation;
  setLocation(location: RouterLocation): void;
}

/** Where the reader left a page, per history entry, for the page's next load (session storage: Chromium drops history state written during pagehide). */
const leftAtKey = (win: Window) => `opdocs:left-at:${keyOf(win.history.state) ?? ''}`;

/**
 * A reload, or a Back from another site, loads the page anew; the browser puts the reader back
 * where they were, but only if it does so before this script hands scrolling to the router
 * (which the browser then leaves alone): on a slow load the script can come first, or come
 * when the browser has restored only part of the way (it clamps to the height parsed so far).
 * Then the position the page was left at is restored here.
 */
function restoreLeftPosition(win: Window): void {
  let left: unknown;
  try {
    left = JSON.parse(win.sessionStorage.getItem(leftAtKey(win)) ?? 'null');
  } catch {
    return;
  }
  if (!Array.isArray(left) || left.length !== 2 || !left.every((n) => typeof n === 'number' && Number.isFinite(n))) return;
  const entry = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type !== 'reload' && entry?.type !== 'back_forward') return;
  if (win.scrollX !== left[0] || win.scrollY !== left[1]) win.scrollTo(left[0] as number, left[1] as number);
}

/** Records where the reader leaves the page (see restoreLeftPosition). */
function saveLeftPosition(win: Window): void {
  try {
    if (keyOf(win.history.state)) win.sessionStorage.setItem(leftAtKey(win), JSON.stringify([win.scrollX, win.scrollY]));
  } catch {
    // Without storage the browser's own restore is all there is.
  }
}

/** Takes scrolling on history moves over, claims the current entry and adds the listeners; returns their removal. */
export function installListeners(router: ListenedRouter, { win, history, toRouterLocation, setLocation }: ListenerContext): () => void {
  const canRestore = 'scrollRestoration' in win.history;
  restoreLeftPosition(win);
  if (canRestore) win.history.scrollRestoration = 'manual';
  history.claim(toRouterLocation(win.location));
  // Our positions live only as long as this document. When it goes (a reload, a link off the
  // site), hand the entry back to the browser, so a reload or a Back from elsewhere that loads
  // the page anew lands where the reader was, as on any site (behaviors §6.2: first load is the
  // browser's). If the page shows again without a new load (the back/forward cache; some mobile
  // browsers send pagehide when a tab is only put aside), routing takes over again.
  const onPageHide = () => {
    if (canRestore) win.history.scrollRestoration = 'auto';
    saveLeftPosition(win);
  };
  const onPageShow = () => {
    if (canRestore) win.history.scrollRestoration = 'manual';
  };
  const onClick = (e: Event) => router.handleClick(e as MouseEvent);
  const onPop = (e: Event) => void router.handlePopState(e as PopStateEvent);
  const onHash = () => {
    if (keyOf(win.history.state)) return;
    history.adopt();
    setLocation(toRouterLocation(win.location));
  };
  // Sent by the watch-mode reload script; cancelling it means "handled, do not reload".
  const onDataChanged = (e: Event) => {
    e.preventDefault();
    void router.refresh((e as CustomEvent<{ paths: string[] }>).detail.paths);
  };
  win.document.addEventListener('click', onClick);
  win.addEventListener('popstate', onPop);
  win.addEventListener('hashchange', onHash);
  win.addEventListener('opdocs:data-changed', onDataChanged);
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  return () => {
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('pageshow', onPageShow);
    win.removeEventListener('opdocs:data-changed', onDataChanged);
    win.document.removeEventListener('click', onClick);
    win.removeEventListener('popstate', onPop);
    win.removeEventListener('hashchange', onHash);
  };
}
