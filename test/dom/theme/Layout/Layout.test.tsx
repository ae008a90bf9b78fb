/** @jsxRuntime automatic @jsxImportSource react */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fire, render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import type { PageProps } from '../../../../runtime/types';
import { App } from '../../../../theme/App';

const layout = suite('Layout');
useDomSuite(layout);

layout('the skip link is the first focusable element and moves focus to <main>', () => {
  render(<App site={createSiteData()} store={createTestStore()} />);
  const first = document.querySelector<HTMLElement>('a[href], button')!;
  assert.is(first.textContent, 'Skip to main content');
  assert.is(first.getAttribute('href'), '#__docusaurus_skipToContent_fallback');
  const region = first.closest('[role="region"]')!;
  assert.is(region.getAttribute('aria-label'), 'Skip to main content');
  assert.ok(region.hasAttribute('data-opdocs-skip-region'));
  fire(first, 'click');
  const main = document.querySelector('#__docusaurus_skipToContent_fallback > main')!;
  assert.is(document.activeElement, main);
  assert.is(main.getAttribute('tabindex'), '-1');
  fire(main, 'blur');
  assert.is(main.getAttribute('tabindex'), null, 'the temporary tabindex is removed again');
});

layout('Tab turns on keyboard focus styles and a mouse press turns them off', () => {
  render(<App site={createSiteData()} store={createTestStore()} />);
  fire(document.body, 'keydown', { key: 'Tab' });
  assert.ok(document.body.classList.contains('navigation-with-keyboard'));
  fire(document.body, 'mousedown');
  assert.not.ok(document.body.classList.contains('navigation-with-keyboard'));
});

layout('renders no footer when the site has none, and the configured one otherwise', () => {
  const view = render(<App site={createSiteData()} store={createTestStore()} />);
  assert.is(document.querySelector('footer'), null);
  view.unmount();
  const site = createSiteData({
    footer: {
      style: 'light',
      columns: [{ title: 'Community', items: [{ kind: 'link', label: 'GitHub', href: 'https://github.com/akyriako', external: true, position: 'left', source: 'footer.links[0].items[0]', className: 'github-link', ariaLabel: 'Source on GitHub' }] }],
      copyright: 'Copyright © TyKO',
    },
  });
  render(<App site={site} store={createTestStore()} />);
  const footer = document.querySelector('footer.footer.footer--light')!;
  assert.is(footer.querySelector('.footer__title')!.textContent, 'Community');
  assert.is(footer.querySelector('a')!.getAttribute('target'), '_blank');
  assert.is(footer.querySelector('a')!.getAttribute('class'), 'footer__link-item github-link');
  assert.is(footer.querySelector('a')!.getAttribute('aria-label'), 'Source on GitHub');
  assert.is(footer.querySelector('.footer__copyright')!.textContent, 'Copyright © TyKO');
});

layout('with hideOnScroll the navbar hides while scrolling down and returns when scrolling up', () => {
  const site = createSiteData();
  render(<App site={{ ...site, navbar: { ...site.navbar, hideOnScroll: true } }} store={createTestStore(createDocRoute())} />);
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
  const nav = document.querySelector('nav.navbar')!;
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fire(window, 'scroll');
  };
  assert.ok(nav.classList.contains('navbar--hideable'));
  scrollTo(400);
  scrollTo(600);
  assert.ok(nav.classList.contains('navbar--hidden'));
  scrollTo(500);
  assert.not.ok(nav.classList.contains('navbar--hidden'));
});

const contentCss = readFileSync(new URL('../../../../theme/styles/content.css', import.meta.url), 'utf8');

function HeadingPage(_props: PageProps) {
  return <main><h2 className="anchor" id="install">Install</h2></main>;
}

/** The heading's computed scroll-margin-top with the theme's content.css loaded. */
function headingMargin(hideOnScroll: boolean): string {
  const style = document.head.appendChild(document.createElement('style'));
  style.textContent = contentCss;
  const site = createSiteData();
  const view = render(<App site={{ ...site, navbar: { ...site.navbar, hideOnScroll } }} store={createTestStore(createDocRoute(), HeadingPage)} />);
  const margin = getComputedStyle(document.getElementById('install')!).scrollMarginTop;
  view.unmount();
  style.remove();
  return margin;
}

layout('a heading keeps the navbar height + 0.5rem above it, only 0.5rem when the navbar hides on scroll', () => {
  assert.is(headingMargin(false), 'calc(3.75rem + 0.5rem)');
  assert.is(headingMargin(true), '0.5rem');
});

layout.run();
