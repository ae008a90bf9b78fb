/**
 * DOM test harness (happy-dom + React 19): install the window once per file, reset between
 * tests, render inside act, fire events inside act.
 */
import { getWindow, installDom, resetDomState, runFrames, setMedia as setMediaNow } from './dom-env';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export { installDom, getWindow, BASE, ORIGIN } from './dom-env';

/** Sets whether a media query matches and notifies its listeners, inside act. */
export function setMedia(query: string, matches: boolean): void {
  act(() => setMediaNow(query, matches));
}

const roots: Root[] = [];

/** Result of {@link render}. */
export interface Rendered {
  container: HTMLElement;
  rerender: (element: ReactNode) => void;
  unmount: () => void;
}

/** Renders `element` into a fresh container in <body> and flushes effects. */
export function render(element: ReactNode, container?: HTMLElement): Rendered {
  const host = container ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  roots.push(root);
  act(() => root.render(element));
  return {
    container: host,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => act(() => root.unmount()),
  };
}

/**
 * Gives a uvu suite its own window: uvu imports every test file before running any suite,
 * so a window installed at import time would be replaced by the next file's. `customize`
 * may alter the fresh window (e.g. make storage throw) before any test uses it.
 */
export function useDomSuite(
  s: { before: ((fn: () => void) => void) & { each: (fn: () => void) => void } },
  customize?: (win: ReturnType<typeof getWindow>) => void,
): void {
  s.before(() => {
    const win = installDom();
    customize?.(win);
  });
  s.before.each(resetDom);
}

/** Unmounts everything rendered so far and resets the document; call before each test. */
export function resetDom(): void {
  for (const root of roots.splice(0)) {
    try {
      act(() => root.unmount());
    } catch {
      // Already unmounted by the test.
    }
  }
  resetDomState();
}

type EventInit = Record<string, unknown>;

/** Dispatches a bubbling, cancelable event of the right class on `el` inside act. Returns false when prevented. */
export function fire(el: EventTarget, type: string, init: EventInit = {}): boolean {
  const win = getWindow() as unknown as Record<string, new (type: string, init: EventInit) => Event>;
  const Ctor = type === 'storage'
    ? win.StorageEvent
    : type.startsWith('key')
    ? win.KeyboardEvent
    : /^(click|mouse|dblclick|contextmenu)/.test(type)
      ? win.MouseEvent
      : /^focus|^blur/.test(type)
        ? win.FocusEvent
        : win.Event;
  const event = new Ctor(type, { bubbles: true, cancelable: true, ...init });
  // Fields the event class does not know (e.g. transitionend's propertyName) are set directly.
  for (const [key, value] of Object.entries(init)) {
    if (!(key in event)) Object.defineProperty(event, key, { value });
  }
  let result = true;
  act(() => {
    result = el.dispatchEvent(event);
  });
  return result;
}

/** Runs queued animation frames inside act. */
export function flushFrames(): void {
  act(() => runFrames());
}

/** Changes the window width and fires `resize` inside act. */
export function resizeWindow(width: number): void {
  act(() => {
    getWindow().happyDOM.setViewport({ width, height: 800 });
    window.dispatchEvent(new window.Event('resize'));
  });
}

/** Collects console.error/warn calls while `fn` runs. */
export async function captureConsole(fn: () => unknown | Promise<unknown>): Promise<{ errors: unknown[][]; warnings: unknown[][] }> {
  const errors: unknown[][] = [];
  const warnings: unknown[][] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => errors.push(args);
  console.warn = (...args: unknown[]) => warnings.push(args);
  try {
    await fn();
  } finally {
    console.error = error;
    console.warn = warn;
  }
  return { errors, warnings };
}
