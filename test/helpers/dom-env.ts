/**
 * Installs happy-dom's window as Node globals. Kept free of React imports so it runs
 * before react-dom loads (react-dom checks for a DOM when it is first evaluated).
 */
import { Window } from 'happy-dom';

/** Origin and base path of the fake site. */
export const ORIGIN = 'https://example.com';
export const BASE = '/base/';

const GLOBALS = [
  'window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'Node', 'Element',
  'HTMLElement', 'HTMLAnchorElement', 'HTMLButtonElement', 'HTMLInputElement', 'HTMLIFrameElement', 'HTMLTextAreaElement',
  'SVGElement', 'Event', 'UIEvent', 'MouseEvent', 'KeyboardEvent', 'FocusEvent', 'StorageEvent', 'PopStateEvent',
  'CustomEvent', 'Text', 'DocumentFragment', 'MutationObserver', 'getComputedStyle', 'requestAnimationFrame',
  'cancelAnimationFrame', 'matchMedia',
] as const;

/** Media queries the fake matchMedia answers true for; tests change it and call {@link setMedia}. */
const mediaState = new Map<string, boolean>();
const mediaListeners = new Map<string, Set<(event: { matches: boolean; media: string }) => void>>();

function fakeMatchMedia(query: string): MediaQueryList {
  const normalized = query.trim();
  const listeners = mediaListeners.get(normalized) ?? new Set();
  mediaListeners.set(normalized, listeners);
  return {
    get matches() {
      return mediaState.get(normalized) ?? false;
    },
    media: normalized,
    onchange: null,
    addEventListener: (_type: string, cb: (event: { matches: boolean; media: string }) => void) => listeners.add(cb),
    removeEventListener: (_type: string, cb: (event: { matches: boolean; media: string }) => void) => listeners.delete(cb),
    addListener: (cb: (event: { matches: boolean; media: string }) => void) => listeners.add(cb),
    removeListener: (cb: (event: { matches: boolean; media: string }) => void) => listeners.delete(cb),
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
}

/** Sets whether a media query (e.g. "(prefers-color-scheme: dark)") matches and notifies its listeners. */
export function setMedia(query: string, matches: boolean): void {
  mediaState.set(query, matches);
  for (const cb of mediaListeners.get(query) ?? []) cb({ matches, media: query });
}

/** Animation frames wait here until {@link flushFrames}, so tests decide when they run. */
let frames = new Map<number, FrameRequestCallback>();
let nextFrame = 1;

/** Runs queued animation frames, including frames those frames request, up to `limit` rounds. */
export function runFrames(limit = 20): void {
  for (let round = 0; round < limit && frames.size > 0; round++) {
    const pending = frames;
    frames = new Map();
    for (const cb of pending.values()) cb(0);
  }
}

let current: Window | null = null;

/** Creates a fresh window (one per test file) and installs its globals. */
export function installDom(options: { url?: string; width?: number } = {}): Window {
  const win = new Window({ url: options.url ?? `${ORIGIN}${BASE}`, width: options.width ?? 1280, height: 800 });
  const record = win as unknown as Record<string, unknown>;
  record.matchMedia = fakeMatchMedia;
  record.requestAnimationFrame = (cb: FrameRequestCallback) => {
    const id = nextFrame++;
    frames.set(id, cb);
    return id;
  };
  record.cancelAnimationFrame = (id: number) => frames.delete(id);
  for (const name of GLOBALS) {
    const value = record[name];
    Object.defineProperty(globalThis, name, {
      value: typeof value === 'function' && /^[a-z]/.test(name) ? (value as Function).bind(win) : value,
      configurable: true,
      writable: true,
    });
  }
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  current = win;
  return win;
}

/** The window installed by the last {@link installDom}. */
export function getWindow(): Window {
  if (!current) return installDom();
  return current;
}

/** Clears body, head, <html> attributes, storage, media answers and queued frames; restores width. */
export function resetDomState(): void {
  const win = getWindow();
  win.document.body.innerHTML = '';
  win.document.body.removeAttribute('style');
  win.document.body.className = '';
  win.document.head.innerHTML = '';
  for (const name of [...win.document.documentElement.getAttributeNames()]) win.document.documentElement.removeAttribute(name);
  try {
    win.localStorage.clear();
  } catch {
    // Some tests make storage throw on purpose.
  }
  mediaState.clear();
  frames = new Map();
  win.happyDOM.setViewport({ width: 1280, height: 800 });
}

// react-dom probes for a DOM when first evaluated, so a window must exist before it loads.
installDom();
