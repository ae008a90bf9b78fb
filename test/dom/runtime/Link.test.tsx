/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installDom, resetDom } from './dom-env';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link } from '../../../runtime/Link';
import { setActiveRouter } from '../../../runtime/router';
import { createLinkWarmth } from './link-warmth';
import { SiteContext } from '../../../runtime/context';
import type { SiteData } from '../../../runtime/types';

const link = suite('Link');
const warmth = createLinkWarmth();

link.before(() => void installDom());
link.before.each(() => {
  resetDom();
  warmth.reset();
  setActiveRouter(warmth.router);
});
link.after(() => {
  setActiveRouter(null);
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

async function mount(el: React.ReactElement): Promise<HTMLElement> {
  const root = document.createElement('div');
  document.body.appendChild(root);
  await act(async () => createRoot(root).render(el));
  return root;
}

link('opens external links in a new tab with a safe rel', () => {
  assert.is(
    renderToString(<Link href="https://github.com/akyriako">GitHub</Link>),
    '<a href="https://github.com/akyriako" target="_blank" rel="noopener noreferrer">GitHub</a>',
  );
  assert.is(renderToString(<Link href="//cdn.example.com" target="_self">CDN</Link>), '<a href="//cdn.example.com" target="_self" rel="noopener noreferrer">CDN</a>');
});

link('renders internal links as plain anchors', () => {
  assert.is(renderToString(<Link href="/base/docs/intro" className="menu__link">Intro</Link>), '<a class="menu__link" href="/base/docs/intro">Intro</a>');
});

link('passes every other prop to the anchor, in order, and keeps its own props off it', () => {
  const html = renderToString(
    <Link className="a" aria-current="page" data-kind="doc" title="T" href="/base/x" prefetch={false} rel="next" tabIndex={-1}>X</Link>,
  );
  assert.is(html, '<a class="a" aria-current="page" data-kind="doc" title="T" tabindex="-1" href="/base/x" rel="next">X</a>');
  // Props of other shapes in turn: the copy must not depend on the first shape it saw.
  assert.is(renderToString(<Link href="/base/y" id="one">Y</Link>), '<a id="one" href="/base/y">Y</a>');
  assert.is(renderToString(<Link aria-label="two" href="https://e.com">Y</Link>), '<a aria-label="two" href="https://e.com" target="_blank" rel="noopener noreferrer">Y</a>');
});

link('prefetches an internal link once it becomes visible, and only once', async () => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = warmth.Observer;
  const root = await mount(<Link href="/base/blog">Blog</Link>);
  assert.equal(warmth.calls, []);
  assert.is(warmth.observed[0], root.querySelector('a'));
  const entry = { isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
  warmth.callback!([entry], {} as IntersectionObserver);
  assert.equal(warmth.calls, ['prefetch /base/blog']);
  assert.equal(warmth.observed, [], 'stops observing after the first intersection');
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

link('prefetches on mount when IntersectionObserver is missing', async () => {
  await mount(<Link href="/base/blog">Blog</Link>);
  assert.equal(warmth.calls, ['prefetch /base/blog']);
});

link('preloads on the first hover or touch only', async () => {
  const root = await mount(<Link href="/base/docs/next" prefetch={true}>Next</Link>);
  warmth.calls = [];
  const a = root.querySelector('a')!;
  await act(async () => {
    a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
  });
  assert.equal(warmth.calls, ['preload /base/docs/next']);
});

link('given no href (a swizzled component passing an undefined URL), renders an anchor without one that warms nothing', async () => {
  const noHref = { href: undefined as unknown as string };
  const site = { baseUrl: '/base/', trailingSlash: true } as unknown as SiteData;
  assert.is(renderToString(<SiteContext.Provider value={site}><Link {...noHref} className="edit">Edit</Link></SiteContext.Provider>), '<a class="edit">Edit</a>');
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = warmth.Observer;
  const root = await mount(<Link {...noHref}>Edit</Link>);
  const a = root.querySelector('a')!;
  assert.not.ok(a.hasAttribute('href'));
  await act(async () => {
    a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
  });
  assert.equal(warmth.observed, [], 'not watched for a prefetch');
  assert.equal(warmth.calls, []);
});

link('does not prefetch or preload external links, hash links or when prefetch is off', async () => {
  const root = await mount(
    <>
      <Link href="https://example.org">Out</Link>
      <Link href="#part">Part</Link>
      <Link href="/base/blog" prefetch={false}>Blog</Link>
    </>,
  );
  await act(async () => {
    for (const a of root.querySelectorAll('a')) a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
  });
  assert.equal(warmth.calls, []);
});

link('does not prefetch on a data-saving connection', async () => {
  Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true }, configurable: true });
  try {
    const root = await mount(<Link href="/base/blog">Blog</Link>);
    await act(async () => void root.querySelector('a')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    assert.equal(warmth.calls, []);
  } finally {
    delete (navigator as { connection?: unknown }).connection;
  }
});

link('site paths take the site\'s trailing-slash form; files, anchors and other sites do not', () => {
  const inSite = (trailingSlash: boolean | undefined, href: string) => renderToString(
    <SiteContext.Provider value={{ baseUrl: '/base/', trailingSlash } as SiteData}><Link href={href}>x</Link></SiteContext.Provider>,
  );
  assert.match(inSite(true, '/base/docs/intro#a'), 'href="/base/docs/intro/#a"');
  assert.match(inSite(false, '/base/docs/intro/'), 'href="/base/docs/intro"');
  assert.match(inSite(undefined, '/base/docs/intro/'), 'href="/base/docs/intro/"');
  assert.match(inSite(true, '/base/blog/rss.xml'), 'href="/base/blog/rss.xml"');
  assert.match(inSite(true, '#top'), 'href="#top"');
  assert.match(inSite(true, 'https://example.com/a'), 'href="https://example.com/a"');
});

link.run();
