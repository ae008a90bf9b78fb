/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installDom, resetDom } from './dom-env';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { OpdocsProviders, useRouteState } from '../../../runtime/context';
import { HtmlBlock } from '../../../runtime/html-block';
import { startClient } from '../../../runtime/hydrate';
import { createRouteStore, type RouteStore } from '../../../runtime/route-store';
import { setActiveRouter } from '../../../runtime/router';
import type { PageBootData, PageProps, SiteData } from '../../../runtime/types';
import { makeRoute, site } from './router-fixture';

function MarkdownPage({ route }: PageProps) {
  return <main><HtmlBlock html={(route as { html: string | null }).html} id="content" /></main>;
}

function App(_props: { site: SiteData; store: RouteStore }) {
  const state = useRouteState();
  return (
    <div>
      <div role="region" aria-label="Skip to main content" data-opdocs-skip-region tabIndex={-1} />
      <state.Page route={state.route} />
    </div>
  );
}

const start = suite('startClient');
const originalFetch = globalThis.fetch;
let fetched: string[] = [];

start.before(() => void installDom());
start.before.each(() => {
  fetched = [];
  globalThis.fetch = (async (url: string) => {
    fetched.push(url);
    if (url === '/base/blog/__data.json') return new Response(JSON.stringify(makeRoute('/base/blog')), { status: 200 });
    return new Response('not found', { status: 404 });
  }) as typeof fetch;
});
start.after.each(() => {
  globalThis.fetch = originalFetch;
  setActiveRouter(null);
  delete window.__opdocs;
  delete window.docusaurus;
});

/** Writes a built page the way the build does: server markup plus boot data with html nulled. */
function writeBuiltPage(url: string, kind?: 'not-found') {
  resetDom(url);
  // The id-keyed server markup cache lives for the process, so every built page shares one body.
  const route = kind ? { ...makeRoute('/base/docs/intro'), kind } : makeRoute('/base/docs/intro');
  const store = createRouteStore({ route, Page: MarkdownPage, deps: {}, location: { pathname: route.path, search: '', hash: '' } });
  const body = renderToString(<OpdocsProviders site={site} store={store}><App site={site} store={store} /></OpdocsProviders>);
  const boot: PageBootData = { site, route: { ...route, html: null } as typeof route, chunks: { page: ['/base/assets/page.js'] }, buildId: 'b1' };
  document.documentElement.setAttribute('data-has-hydrated', 'false');
  document.head.innerHTML = `<title>x</title><script id="__opdocs_data" type="application/json">${JSON.stringify(boot)}</script>`;
  document.body.innerHTML = `<div id="__docusaurus">${body}</div>`;
}

start('hydrates the server markup without mismatches and reuses the embedded HTML', async () => {
  writeBuiltPage('https://example.com/base/docs/intro');
  const errors: unknown[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => void errors.push(args);
  try {
    await act(async () => startClient({ App, pages: { page: async () => ({ default: MarkdownPage }) } }));
  } finally {
    console.error = originalError;
  }
  assert.equal(errors, []);
  assert.is(document.querySelector('[data-opdocs-html="content"]')!.innerHTML, '<p>/base/docs/intro</p>');
  assert.is(document.documentElement.getAttribute('data-has-hydrated'), 'true');
  assert.type(window.__opdocs?.navigate, 'function');
  // Docusaurus sites call prefetch and preload by this name.
  assert.is(window.docusaurus?.prefetch, window.__opdocs?.prefetch);
  assert.is(window.docusaurus?.preload, window.__opdocs?.preload);
  assert.equal(fetched, [], 'the first route needs no request');
});

start('navigates on the client after start, fetching the next route JSON', async () => {
  writeBuiltPage('https://example.com/base/docs/intro');
  await act(async () => startClient({ App, pages: { page: async () => ({ default: MarkdownPage }) } }));
  await act(async () => window.__opdocs!.navigate('/base/blog'));
  assert.equal(fetched, ['/base/blog/__data.json']);
  assert.is(location.pathname, '/base/blog');
  assert.is(document.querySelector('[data-opdocs-html="content"]')!.innerHTML, '<p>/base/blog</p>');
  assert.is(document.title, '/base/blog | TyKO');
});

start('replaces an .html address with the clean path', async () => {
  writeBuiltPage('https://example.com/base/docs/intro.html');
  await act(async () => startClient({ App, pages: { page: async () => ({ default: MarkdownPage }) } }));
  assert.is(location.pathname, '/base/docs/intro');
});

start('a not-found page served for an .html address shows the page of the clean path', async () => {
  // A static host answers /base/blog.html with 404.html; Docusaurus trims ".html" and renders
  // the route it names (behaviors §6.4), so the reader lands on the blog, not "Page Not Found".
  writeBuiltPage('https://example.com/base/blog.html?x=1', 'not-found');
  await act(async () => startClient({ App, pages: { page: async () => ({ default: MarkdownPage }) } }));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  assert.equal(fetched, ['/base/blog/__data.json']);
  assert.is(location.pathname + location.search, '/base/blog?x=1');
  assert.is(document.querySelector('[data-opdocs-html="content"]')!.innerHTML, '<p>/base/blog</p>');
});

start('a not-found page at a clean address stays as it is', async () => {
  writeBuiltPage('https://example.com/base/nope', 'not-found');
  await act(async () => startClient({ App, pages: { page: async () => ({ default: MarkdownPage }) } }));
  assert.equal(fetched, []);
  assert.is(location.pathname, '/base/nope');
});

start.run();
