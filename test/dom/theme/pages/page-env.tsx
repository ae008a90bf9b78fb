/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Render helpers for the PAGES theme tests: puts a component inside the runtime providers
 * (site, route store, secondary menu). The window itself comes from helpers/dom-env.ts,
 * and each test gets a fresh one through {@link resetBody}.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { installDom } from '../../../helpers/dom-env';
import type { RouteData, SiteData } from '../../../../runtime/types';
import { OpdocsProviders } from '../../../../runtime/context';
import { createRouteStore } from '../../../../runtime/route-store';
import { SecondaryMenuProvider, useSecondaryMenuEntry } from '../../../../theme/Layout/secondary-menu';
import { makeSite } from '../../../helpers/page-fixtures';

export { installDom };

/** Options of {@link renderWithSite}. */
export interface RenderOptions {
  site?: SiteData;
  route?: RouteData;
  deps?: Record<string, unknown>;
  pathname?: string;
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

/**
 * Gives the next test a fresh window (1280px wide, so pages take their desktop layout).
 * uvu imports every test file before running any suite, so globals left by another file
 * must not be trusted.
 */
export function resetBody(): void {
  installDom();
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
