import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BASE, installDom, resetDom } from './dom-env';
import { getNavigationTarget } from '../../../runtime/click-filter';

const clicks = suite('getNavigationTarget');
clicks.before(() => void installDom());
clicks.before.each(() => void resetDom());

/**
 * Dispatches a click on `target` and returns the filter's decision, taken in the capture
 * phase (happy-dom follows links during dispatch, before a bubbling listener would run).
 */
function decideClick(target: Element, init: MouseEventInit = {}, preventFirst = false): URL | null {
  let decided: URL | null = null;
  const listener = (e: Event) => {
    if (preventFirst) e.preventDefault();
    decided = getNavigationTarget(e as MouseEvent, { baseUrl: BASE, location: window.location });
    e.preventDefault();
  };
  document.addEventListener('click', listener, { capture: true });
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  document.removeEventListener('click', listener, { capture: true });
  return decided;
}

/** Clicks the child of a fresh link with the given attributes. */
function clickLink(attrs: Record<string, string>, init: MouseEventInit = {}): URL | null {
  const a = document.createElement('a');
  for (const [name, value] of Object.entries(attrs)) a.setAttribute(name, value);
  const span = document.createElement('span');
  span.textContent = 'link';
  a.appendChild(span);
  document.body.appendChild(a);
  return decideClick(span, init);
}

clicks('intercepts a plain click on an internal link, even on a child element', () => {
  const url = clickLink({ href: '/base/docs/other' });
  assert.is(url?.pathname, '/base/docs/other');
});

clicks('intercepts relative links and links to another page with a hash', () => {
  assert.is(clickLink({ href: 'other' })?.pathname, '/base/docs/other');
  assert.is(clickLink({ href: '/base/blog#top' })?.hash, '#top');
});

clicks('leaves modified and non-primary clicks to the browser', () => {
  for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
    assert.is(clickLink({ href: '/base/docs/other' }, init), null, JSON.stringify(init));
  }
});

clicks('leaves links with another target or a download attribute to the browser', () => {
  assert.is(clickLink({ href: '/base/docs/other', target: '_blank' }), null);
  assert.is(clickLink({ href: '/base/docs/other', download: '' }), null);
  assert.is(clickLink({ href: '/base/docs/other', target: '_self' })?.pathname, '/base/docs/other');
});

clicks('leaves a link the build marked data-full-load (a Markdown pathname:// link) to the browser', () => {
  assert.is(clickLink({ href: '/base/api/', 'data-full-load': '' }), null);
  assert.is(clickLink({ href: '/base/api/' })?.pathname, '/base/api/');
});

clicks('leaves other origins, paths outside the base URL and non-page files to the browser', () => {
  assert.is(clickLink({ href: 'https://github.com/akyriako' }), null);
  assert.is(clickLink({ href: '/elsewhere/docs' }), null);
  assert.is(clickLink({ href: '/base/blog/rss.xml' }), null);
});

clicks('intercepts links to pages whose last segment ends in a version number (a post about 3.1, a version root)', () => {
  assert.is(clickLink({ href: '/base/blog/announcing-3.1' })?.pathname, '/base/blog/announcing-3.1');
  assert.is(clickLink({ href: '/base/docs/2.x' })?.pathname, '/base/docs/2.x');
});

clicks('leaves an in-page hash jump on the same page to the browser', () => {
  assert.is(clickLink({ href: '#install' }), null);
  assert.is(clickLink({ href: '/base/docs/intro#install' }), null);
  assert.is(clickLink({ href: '/base/docs/intro.html#install' }), null);
});

clicks('ignores clicks already handled and anchors without href', () => {
  const bare = document.createElement('a');
  bare.textContent = 'no href';
  document.body.appendChild(bare);
  assert.is(decideClick(bare), null);
  const handled = document.createElement('a');
  handled.setAttribute('href', '/base/docs/x');
  document.body.appendChild(handled);
  assert.is(decideClick(handled, {}, true), null);
  assert.is(decideClick(handled)?.pathname, '/base/docs/x');
});

clicks.run();
