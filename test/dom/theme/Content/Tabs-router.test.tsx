/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Tabs with `queryString` on a page the client router runs: the choice goes through the
 * router (its location, not only the address), and the router's query drives the choice.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { captureConsole, fire, getWindow, ORIGIN, render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { OpdocsProviders } from '../../../../runtime/context';
import { createRouter, setActiveRouter, type Router } from '../../../../runtime/router';
import type { RouteLoader } from '../../../../runtime/route-loader';
import type { RouteStore } from '../../../../runtime/route-store';
import { TabItem, Tabs } from '../../../../theme/Content/Tabs';

const test = suite('Tabs with queryString and the router');
useDomSuite(test);

const PAGE = '/base/docs/install';
const site = createSiteData();
let scrolls: [number, number][] = [];
let loads: string[] = [];
let store: RouteStore;
let router: Router;
let uninstall = () => {};

test.before.each(() => {
  getWindow().happyDOM.setURL(`${ORIGIN}${PAGE}`);
  history.replaceState(null, '', PAGE);
  scrolls = [];
  loads = [];
  window.scrollTo = ((x: number, y: number) => void scrolls.push([x, y])) as typeof window.scrollTo;
  store = createTestStore(createDocRoute({ path: PAGE }));
  // A move within the page must never load its route again. (Prefetches other files' links
  // queued before this router became the active one are let through.)
  const loader = {
    loadRoute: async (path: string) => { loads.push(path); throw new Error('not loaded in this test'); },
    prefetchRoute: async () => {},
  } as unknown as RouteLoader;
  router = createRouter({ site, loader, store, window, commit: (r) => act(r), progress: { start() {}, done() {}, isVisible: () => false } });
  uninstall = router.install();
  setActiveRouter(router);
});
test.after.each(() => {
  setActiveRouter(null);
  uninstall();
});

/** The tabs inside the page's providers, on `pageStore` (the router's store by default). */
const page = (pageStore: RouteStore = store) => (
  <OpdocsProviders site={site} store={pageStore}>
    <Tabs groupId="os" queryString>
      <TabItem value="linux" label="Linux"><p>apt</p></TabItem>
      <TabItem value="mac" label="macOS" default><p>brew</p></TabItem>
    </Tabs>
  </OpdocsProviders>
);

const tabs = (root: ParentNode) => [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = (root: ParentNode) => root.querySelector('[role="tab"][aria-selected="true"]')?.textContent;

test('choosing a tab replaces the entry through the router: its location gets the query; no entry, scroll, focus move or load', () => {
  const { container } = render(page());
  const before = history.length;
  const { key } = history.state as { key: string };
  act(() => tabs(container)[1].focus());
  fire(tabs(container)[1], 'keydown', { key: 'ArrowLeft' });
  assert.is(selected(container), 'Linux');
  assert.is(location.pathname + location.search, `${PAGE}?os=linux`);
  assert.equal(store.getState().location, { pathname: PAGE, search: '?os=linux', hash: '' }, 'links built from the router\'s location see the tab');
  assert.is(history.length, before);
  assert.is((history.state as { key: string }).key, key, 'the entry keeps the router\'s key');
  assert.equal(scrolls, []);
  assert.is(document.activeElement, tabs(container)[0], 'focus stays on the chosen tab');
  assert.equal(loads, []);
});

test('a link or Back/Forward to another query selects the tab it names', async () => {
  const { container } = render(page());
  await act(() => router.navigate(`${PAGE}?os=linux`));
  assert.is(selected(container), 'Linux');
  await act(() => router.navigate(`${PAGE}?os=mac`));
  assert.is(selected(container), 'macOS');
  act(() => history.back());
  assert.is(selected(container), 'Linux', 'Back returns to the tab the earlier entry names');
  act(() => history.forward());
  assert.is(selected(container), 'macOS');
  assert.equal(loads, []);
});

test('a page opened at ?os=linux hydrates the default tab as the server wrote it, then selects linux', async () => {
  history.replaceState(history.state, '', `${PAGE}?os=linux`);
  store.setState({ ...store.getState(), location: { pathname: PAGE, search: '?os=linux', hash: '' } });
  localStorage.setItem('docusaurus.tab.os', 'mac');
  const host = document.body.appendChild(document.createElement('div'));
  // The server never sees the query.
  host.innerHTML = renderToString(page(createTestStore(createDocRoute({ path: PAGE }))));
  assert.is(selected(host), 'macOS');
  const { errors } = await captureConsole(() => act(() => void hydrateRoot(host, page())));
  assert.equal(errors, [], 'no hydration mismatch');
  assert.is(selected(host), 'Linux', 'the linked choice wins over the stored one');
});

test.run();
