/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fire, render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import { BackToTop } from '../../../../theme/BackToTop/BackToTop';

const backToTop = suite('BackToTop');
useDomSuite(backToTop);
backToTop.before.each(() => {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
});

function DocPageWithButton() {
  return (
    <main>
      <BackToTop />
    </main>
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fire(window, 'scroll');
}

const button = () => document.querySelector<HTMLButtonElement>('button[aria-label="Scroll back to top"]')!;
const shown = () => button().classList.contains('back-to-top--show');

backToTop('appears when scrolling up past 300 px and hides when scrolling down', () => {
  render(<App site={createSiteData()} store={createTestStore(createDocRoute(), DocPageWithButton)} />);
  assert.ok(button().classList.contains('theme-back-to-top-button'));
  scrollTo(1200); // the first scroll event after mount is ignored
  scrollTo(1000);
  assert.ok(shown(), 'scrolling up far from the top');
  assert.is(button().tabIndex, 0);
  scrollTo(1100);
  assert.not.ok(shown(), 'scrolling down');
  scrollTo(900);
  assert.ok(shown());
  scrollTo(200);
  assert.not.ok(shown(), 'near the top');
  assert.is(button().tabIndex, -1);
});

backToTop('stays hidden when the scroll up ends at the bottom of the page', () => {
  render(<App site={createSiteData()} store={createTestStore(createDocRoute(), DocPageWithButton)} />);
  scrollTo(4500);
  scrollTo(4400); // 4400 + 800 (window height) reaches the 5000 px bottom
  assert.not.ok(shown());
});

backToTop('under prefers-reduced-motion the button jumps to the top in one step, with no easing frames', () => {
  const realMatch = window.matchMedia;
  const realScroll = window.scrollTo;
  const calls: number[] = [];
  window.matchMedia = ((query: string) => ({ ...realMatch.call(window, query), matches: query.includes('prefers-reduced-motion: reduce') })) as typeof window.matchMedia;
  window.scrollTo = ((_x: number, y: number) => { calls.push(y); }) as typeof window.scrollTo;
  try {
    render(<App site={createSiteData()} store={createTestStore(createDocRoute(), DocPageWithButton)} />);
    scrollTo(1200);
    scrollTo(1000);
    fire(button(), 'click');
    assert.equal(calls, [0]);
  } finally {
    window.matchMedia = realMatch;
    window.scrollTo = realScroll;
  }
});

backToTop('the button gives keyboard focus to the top of the page, where the view goes: it hides there, and focus on it would fall to the body', () => {
  const realScroll = window.scrollTo;
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  try {
    render(<App site={createSiteData()} store={createTestStore(createDocRoute(), DocPageWithButton)} />);
    scrollTo(1200);
    scrollTo(1000);
    button().focus();
    fire(button(), 'click');
    assert.is(document.activeElement, document.querySelector('[data-opdocs-skip-region]'), 'the next Tab is the skip link, not the footer');
  } finally {
    window.scrollTo = realScroll;
  }
});

backToTop.run();
