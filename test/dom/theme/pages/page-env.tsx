/**
 * DOM setup for the PAGES theme tests: happy-dom globals, and a render helper that puts
 * a component inside the runtime providers (site, route store, secondary menu).
 * Minimal on purpose; the shared helpers/dom.ts did not exist when these were written.
 */
import { Window } from 'happy-dom';
import * as React from 'react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { RouteData, SiteData } from '../../../../runtime/types';
import { OpdocsProviders } from '../../../../runtime/context';
import { createRouteStore } from '../../../../runtime/route-store';
import { SecondaryMenuProvider, useSecondaryMenuEntry } from '../../../../theme/Layout/secondary-menu';
import { makeSite } from '../../../helpers/page-fixtures';

const GLOBALS = [
  'window', 'document', 'navigator', 'location', 'history', 'localStorage', 'Node', 'Element', 'HTMLElement',
  'HTMLAnchorElement', 'HTMLTextAreaElement', 'Event', 'MouseEvent', 'KeyboardEvent', 'CustomEvent', 'Text',
  'requestAnimationFrame', 'cancelAnimationFrame', 'getComputedStyle', 'DocumentFragment', 'MutationObserver',
] as const;

let win: Window | null = null;

/** Installs (or re-installs, other files may have their own window) the happy-dom globals. */
export function installDom(): Window {
  if (!win) win = new Window({ url: 'https://example.com/base/', width: 1280, height: 800 });
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

installDom();

// tsx reads the root tsconfig.json, which sets no "jsx" option, so .tsx files compile to
// classic React.createElement calls; a global React keeps them working in tests.
(globalThis as Record<string, unknown>).React ??= React;

/** Options of {@link renderWithSite}. */
export interface RenderOptions {
  site?: SiteData;
  route?: RouteData;
  deps?: Record<string, unknown>;
  pathname?: string;
  /** Existing server markup to hydrate instead of a fresh render. */
  hydrate?: boolean;
  container?: HTMLElement;
}

/** Result of {@link renderWithSite}. */
export interface Rendered {
  container: HTMLElement;
  /** What the page registered in the mobile secondary menu, rendered into a separate box. */
  secondary: HTMLElement;
  unmount: () => void;
}

function SecondaryOutlet() {
  const entry = useSecondaryMenuEntry();
  return <div data-testid="secondary">{entry?.content ?? null}</div>;
}

/** The provider tree every page sees at runtime. */
export function Providers({ options, children }: { options: RenderOptions; children: ReactNode }) {
  const site = options.site ?? makeSite();
  const route = options.route ?? ({ kind: 'not-found', page: 'not-found', path: '/base/', head: { title: '', canonical: '', meta: [], htmlClassName: '' }, deps: [] } as RouteData);
  const pathname = options.pathname ?? route.path;
  const store = createRouteStore({
    route,
    location: { pathname, search: '', hash: '' },
    Page: () => null,
    deps: options.deps ?? {},
  });
  return (
    <OpdocsProviders site={site} store={store}>
      <SecondaryMenuProvider>
        {children}
        <SecondaryOutlet />
      </SecondaryMenuProvider>
    </OpdocsProviders>
  );
}

/** Renders `ui` (in act) inside the runtime providers, into a fresh container in the body. */
export function renderWithSite(ui: ReactNode, options: RenderOptions = {}): Rendered {
  installDom();
  const container = options.container ?? document.createElement('div');
  if (!container.isConnected) document.body.appendChild(container);
  let root: Root;
  act(() => {
    root = createRoot(container);
    root.render(<Providers options={options}>{ui}</Providers>);
  });
  return {
    container,
    secondary: container.querySelector<HTMLElement>('[data-testid="secondary"]')!,
    unmount: () => act(() => root.unmount()),
  };
}

/** Empties the document body between tests. */
export function resetBody(): void {
  installDom();
  document.body.innerHTML = '';
}

/** Dispatches a bubbling click (in act). */
export function click(el: Element | null): void {
  if (!el) throw new Error('click: element not found');
  act(() => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

/** Dispatches a bubbling keydown (in act). */
export function keyDown(el: Element | null, key: string): void {
  if (!el) throw new Error('keyDown: element not found');
  act(() => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}
