/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installDom, resetDom } from './dom-env';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { OpdocsProviders, useDep, useIsBrowser, useLocation, useRoute, useSite } from '../../../runtime/context';
import { createRouteStore } from '../../../runtime/route-store';
import { makeRoute, Page, site } from './router-fixture';

const hooks = suite('runtime context hooks');
hooks.before(() => void installDom());
hooks.before.each(() => void resetDom());

function SiteTitle() {
  return <span>{useSite().title}</span>;
}

hooks('useSite throws the missing-provider message outside SiteContext', () => {
  assert.throws(() => renderToString(<SiteTitle />), (e: Error) => e.message === 'Hook useSite is called outside the <SiteContext.Provider>. ');
});

hooks('route hooks follow the store and re-render on a new route', async () => {
  const store = createRouteStore({ route: makeRoute('/base/a'), Page, deps: {}, location: { pathname: '/base/a', search: '', hash: '' } });
  function Where() {
    const route = useRoute();
    const loc = useLocation();
    return <p>{route.path}|{loc.hash}</p>;
  }
  const root = document.createElement('div');
  await act(async () => createRoot(root).render(<OpdocsProviders site={site} store={store}><SiteTitle /><Where /></OpdocsProviders>));
  assert.is(root.textContent, 'TyKO/base/a|');
  await act(async () => store.setState({ ...store.getState(), route: makeRoute('/base/b'), location: { pathname: '/base/b', search: '', hash: '#x' } }));
  assert.is(root.textContent, 'TyKO/base/b|#x');
});

hooks('useRoute, useLocation and useIsBrowser may be called conditionally, as sites call Docusaurus\' hooks inside a BrowserOnly function', async () => {
  const store = createRouteStore({ route: makeRoute('/base/a'), Page, deps: {}, location: { pathname: '/base/a', search: '', hash: '' } });
  let show: (on: boolean) => void = () => {};
  function Late() {
    const [on, setOn] = useState(false);
    show = setOn;
    // The hook runs on some renders only: it must hold no hook slot of this component.
    return <p>{on ? `${useRoute().path}${useLocation().hash}|${useIsBrowser()}` : 'later'}</p>;
  }
  const root = document.createElement('div');
  await act(async () => createRoot(root).render(<OpdocsProviders site={site} store={store}><Late /></OpdocsProviders>));
  assert.is(root.textContent, 'later');
  await act(async () => show(true));
  assert.is(root.textContent, '/base/a|true');
  await act(async () => store.setState({ ...store.getState(), route: makeRoute('/base/b'), location: { pathname: '/base/b', search: '', hash: '#y' } }));
  assert.is(root.textContent, '/base/b#y|true');
  await act(async () => show(false));
  assert.is(root.textContent, 'later');
});

hooks('useDep returns loaded shared data and names the url when it is missing', () => {
  const store = createRouteStore({ route: makeRoute('/base/a'), Page, deps: { '/base/sidebar.json': ['x'] }, location: { pathname: '/base/a', search: '', hash: '' } });
  function Dep({ url }: { url: string }) {
    return <i>{useDep<string[]>(url).join()}</i>;
  }
  assert.is(renderToString(<OpdocsProviders site={site} store={store}><Dep url="/base/sidebar.json" /></OpdocsProviders>), '<i>x</i>');
  assert.throws(() => renderToString(<OpdocsProviders site={site} store={store}><Dep url="/base/other.json" /></OpdocsProviders>), /"\/base\/other\.json" is not loaded for route \/base\/a/);
});

hooks('useIsBrowser is false on the server and in the hydration render, true after mount', async () => {
  const seen: boolean[] = [];
  function Probe() {
    const browser = useIsBrowser();
    seen.push(browser);
    return <b>{browser ? 'browser' : 'server'}</b>;
  }
  assert.is(renderToString(<Probe />), '<b>server</b>');
  const root = document.createElement('div');
  root.innerHTML = '<b>server</b>';
  const { hydrateRoot } = await import('react-dom/client');
  await act(async () => void hydrateRoot(root, <Probe />));
  assert.is(root.textContent, 'browser');
  assert.equal(seen.slice(-2), [false, true]);
});

hooks('inside the providers too, useIsBrowser is false in the hydration render and true after it', async () => {
  const seen: boolean[] = [];
  function Probe() {
    const browser = useIsBrowser();
    seen.push(browser);
    return <b>{browser ? 'browser' : 'server'}</b>;
  }
  const store = () => createRouteStore({ route: makeRoute('/base/a'), Page, deps: {}, location: { pathname: '/base/a', search: '', hash: '' } });
  const html = renderToString(<OpdocsProviders site={site} store={store()}><Probe /></OpdocsProviders>);
  assert.is(html, '<b>server</b>');
  const root = document.createElement('div');
  root.innerHTML = html;
  const { hydrateRoot } = await import('react-dom/client');
  await act(async () => void hydrateRoot(root, <OpdocsProviders site={site} store={store()}><Probe /></OpdocsProviders>));
  assert.is(root.textContent, 'browser');
  assert.equal(seen.slice(-2), [false, true]);
});

hooks('an href built from the search and hash is right after hydrating a page opened with them', async () => {
  function Here() {
    const { pathname, search, hash } = useLocation();
    return <a href={pathname + search + hash}>here</a>;
  }
  const at = (search: string, hash: string) => createRouteStore({ route: makeRoute('/base/a'), Page, deps: {}, location: { pathname: '/base/a', search, hash } });
  // The server never sees ?query#hash.
  const html = renderToString(<OpdocsProviders site={site} store={at('', '')}><Here /></OpdocsProviders>);
  const root = document.createElement('div');
  root.innerHTML = html;
  const { hydrateRoot } = await import('react-dom/client');
  await act(async () => void hydrateRoot(root, <OpdocsProviders site={site} store={at('?x=1', '#intro')}><Here /></OpdocsProviders>, { onRecoverableError: () => {} }));
  assert.is(root.querySelector('a')?.getAttribute('href'), '/base/a?x=1#intro');
});

hooks.run();
