/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installDom, resetDom } from './dom-env';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { HtmlBlock } from '../../../runtime/html-block';
import { SiteContext } from '../../../runtime/context';
import { setActiveRouter } from '../../../runtime/router';
import { createLinkWarmth } from './link-warmth';
import type { SiteData } from '../../../runtime/types';

const links = suite('links in build-time HTML');
const warmth = createLinkWarmth((href) => new URL(href).pathname);

// A Markdown body as the build writes it: site links, an anchor on this page, a file, other sites.
const BODY = [
  '<p><a href="/base/docs/setup">Setup</a> <a href="/base/blog/post#part">Post</a>',
  '<a href="#here">Here</a> <a href="/base/docs/intro#top">Top</a> <a href="/base/blog/rss.xml">Feed</a>',
  '<a href="https://other.org/x" target="_blank" rel="noopener noreferrer">Out</a> <a href="/elsewhere/">Off base</a>',
  '<a href="/base/api/" data-full-load="">API</a></p>',
].join(' ');

links.before(() => void installDom());
links.before.each(() => {
  resetDom();
  warmth.reset();
  setActiveRouter(warmth.router);
});
links.after.each(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (navigator as { connection?: unknown }).connection;
});
links.after(() => setActiveRouter(null));

async function mount(html = BODY): Promise<HTMLElement> {
  const root = document.createElement('div');
  document.body.appendChild(root);
  await act(async () => createRoot(root).render(
    <SiteContext.Provider value={{ baseUrl: '/base/' } as SiteData}><HtmlBlock html={html} id="doc" /></SiteContext.Provider>,
  ));
  return root;
}

const hover = (a: Element) => a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));

links('observes only links to other pages of the site, and prefetches each once it is seen', async () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = warmth.Observer;
  const root = await mount();
  assert.equal(warmth.observed.map((a) => a.textContent), ['Setup', 'Post']);
  assert.equal(warmth.calls, []);
  const setup = root.querySelector('a')!;
  warmth.callback!([{ target: setup, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
  assert.equal(warmth.calls, ['prefetch /base/docs/setup']);
  assert.equal(warmth.observed.map((a) => a.textContent), ['Post'], 'a seen link is no longer watched');
});

links('preloads a site page on the first hover or touch of its link, not again, and nothing for the other links', async () => {
  const root = await mount();
  warmth.calls = [];
  const [setup, post, ...rest] = [...root.querySelectorAll('a')];
  await act(async () => {
    hover(setup);
    hover(setup);
    post.dispatchEvent(new Event('touchstart', { bubbles: true }));
    for (const a of rest) hover(a);
  });
  assert.equal(warmth.calls, ['preload /base/docs/setup', 'preload /base/blog/post']);
});

links('a data-saving connection gets neither prefetch nor preload', async () => {
  Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true }, configurable: true });
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = warmth.Observer;
  const root = await mount();
  await act(async () => void hover(root.querySelector('a')!));
  assert.equal(warmth.observed, []);
  assert.equal(warmth.calls, []);
});

links('new HTML in the block is warmed, and the old links no longer are', async () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = warmth.Observer;
  const root = document.createElement('div');
  document.body.appendChild(root);
  const reactRoot = createRoot(root);
  const show = (html: string) => act(async () => reactRoot.render(
    <SiteContext.Provider value={{ baseUrl: '/base/' } as SiteData}><HtmlBlock html={html} id="doc" /></SiteContext.Provider>,
  ));
  await show('<a href="/base/docs/a">A</a>');
  const first = root.querySelector('a')!;
  await show('<a href="/base/docs/b">B</a>');
  assert.equal(warmth.observed.map((a) => a.textContent), ['B']);
  await act(async () => void hover(root.querySelector('a')!));
  assert.equal(warmth.calls, ['preload /base/docs/b']);
  assert.not.ok(first.isConnected);
});

links.run();
