/**
 * happy-dom globals for the runtime DOM tests. Installs one window at import (react-dom
 * probes the DOM when it loads) and again before each suite, since other test files in the
 * same uvu process may install their own window.
 */
import { Window } from 'happy-dom';

export const BASE = '/base/';
export const ORIGIN = 'https://example.com';

let win: Window | null = null;

const GLOBALS = [
  'window', 'document', 'navigator', 'location', 'history', 'localStorage', 'Node', 'Element', 'HTMLElement',
  'HTMLAnchorElement', 'Event', 'MouseEvent', 'PopStateEvent', 'StorageEvent', 'Text', 'requestAnimationFrame',
  'cancelAnimationFrame', 'getComputedStyle', 'DocumentFragment', 'MutationObserver', 'HTMLIFrameElement',
] as const;

/** Installs (or re-installs) the shared window's globals and returns it. */
export function installDom(): Window {
  if (!win) win = new Window({ url: `${ORIGIN}${BASE}docs/intro` });
  for (const name of GLOBALS) {
    const value = (win as unknown as Record<string, unknown>)[name];
    Object.defineProperty(globalThis, name, {
      value: typeof value === 'function' && /^[a-z]/.test(name) ? (value as Function).bind(win) : value,
      configurable: true,
      writable: true,
    });
  }
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  return win;
}

/** Resets body, head, URL, history state and storage between tests. */
export function resetDom(url = `${ORIGIN}${BASE}docs/intro`): Window {
  const w = installDom();
  w.document.head.innerHTML = '';
  w.document.body.innerHTML = '';
  w.document.documentElement.className = '';
  w.happyDOM.setURL(url);
  w.history.replaceState(null, '', url);
  w.localStorage.clear();
  return w;
}

installDom();
