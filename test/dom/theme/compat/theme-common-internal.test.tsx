/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@docusaurus/theme-common/internal` as swizzled components use it, inside the theme's page:
 * the announcement bar's state, the navbar's mobile menu seen from outside the navbar, the
 * navbar's config items drawn by `@theme/NavbarItem`, and the TOC highlight by class.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useState, type ReactNode } from 'react';
import { fire, flushFrames, render, resizeWindow, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import type { SiteData } from '../../../../runtime/types';
import {
  findFirstCategoryLink, isSamePath, splitNavbarItems, useAnnouncementBar, useNavbarMobileSidebar, useNavbarSecondaryMenu, usePrevious, useTOCHighlight, useThemeConfig,
} from '../../../../theme/compat/theme-common-internal';
import NavbarItem from '../../../../theme/compat/NavbarItem';

const Internal = suite('@docusaurus/theme-common/internal in the theme\'s pages');
useDomSuite(Internal);

/** Mounts the theme with `Page` as the page's content. */
function mount(Page: () => ReactNode, site: SiteData = createSiteData()) {
  return render(<App site={site} store={createTestStore(createDocRoute(), Page)} />);
}

const withBar = (): SiteData => ({ ...createSiteData(), announcementBar: { id: 'egg-season', content: 'Egg season', isCloseable: true } });

Internal('useAnnouncementBar().close() closes the theme\'s bar, remembers it, and reports it inactive', () => {
  function Probe(): ReactNode {
    const { isActive, close } = useAnnouncementBar();
    return <button type="button" id="close-bar" data-active={String(isActive)} onClick={close}>Close</button>;
  }
  mount(Probe, withBar());
  const button = document.getElementById('close-bar')!;
  assert.ok(document.querySelector('.announcement-bar'));
  assert.is(button.getAttribute('data-active'), 'true');
  fire(button, 'click');
  assert.is(document.querySelector('.announcement-bar'), null);
  assert.is(button.getAttribute('data-active'), 'false');
  assert.is(localStorage.getItem('docusaurus.announcement.dismiss'), 'true');
});

Internal('a bar closed with its own button is reported inactive too', () => {
  function Probe(): ReactNode {
    return <p id="bar-state">{String(useAnnouncementBar().isActive)}</p>;
  }
  mount(Probe, withBar());
  fire(document.querySelector('.announcement-bar button')!, 'click');
  assert.is(document.getElementById('bar-state')!.textContent, 'false');
});

Internal('outside the theme\'s navbar (a site\'s own whole navbar) the menu is the same one: its toggle opens the theme\'s menu on a phone', () => {
  function Probe(): ReactNode {
    const menu = useNavbarMobileSidebar();
    return <button type="button" id="menu" data-disabled={String(menu.disabled)} data-shown={String(menu.shown)} onClick={menu.toggle}>Menu</button>;
  }
  resizeWindow(600);
  mount(Probe);
  const button = document.getElementById('menu')!;
  assert.is(button.getAttribute('data-disabled'), 'false');
  fire(button, 'click');
  assert.is(button.getAttribute('data-shown'), 'true');
  assert.ok(document.querySelector('nav.navbar.navbar-sidebar--show [role="dialog"][aria-label="Navigation menu"]'));
  assert.is(document.querySelector('button.navbar__toggle')!.getAttribute('aria-expanded'), 'true');
  resizeWindow(1200);
});

Internal('with no layout around it there is no mobile menu: disabled, and toggling does nothing', () => {
  function Probe(): ReactNode {
    const menu = useNavbarMobileSidebar();
    const secondary = useNavbarSecondaryMenu();
    return <button type="button" id="menu" data-disabled={String(menu.disabled)} data-shown={String(menu.shown)} data-secondary={String(secondary.shown)} onClick={menu.toggle}>Menu</button>;
  }
  render(<Probe />);
  const button = document.getElementById('menu')!;
  fire(button, 'click');
  assert.equal([button.getAttribute('data-disabled'), button.getAttribute('data-shown'), button.getAttribute('data-secondary')], ['true', 'false', 'false']);
});

Internal('the config items, split by position, draw the same links as the navbar through @theme/NavbarItem', () => {
  function Probe(): ReactNode {
    const [left, right] = splitNavbarItems(useThemeConfig().navbar.items);
    return <div id="own-bar"><div id="left">{left.map((item, i) => <NavbarItem key={i} {...item} />)}</div><div id="right">{right.map((item, i) => <NavbarItem key={i} {...item} />)}</div></div>;
  }
  mount(Probe);
  const hrefs = (sel: string) => [...document.querySelectorAll<HTMLAnchorElement>(`${sel} a`)].map((a) => [a.textContent, a.getAttribute('href')]);
  assert.equal(hrefs('#left'), [['Docs', '/base/docs/getting-started'], ['Releases', '/base/blog']]);
  assert.equal(hrefs('#right').map(([, href]) => href), hrefs('nav.navbar .navbar__items--right').map(([, href]) => href));
});

Internal('the config items read as Docusaurus writes them: a site path as `to` without the baseUrl', () => {
  let items: unknown[] = [];
  function Probe(): ReactNode {
    items = useThemeConfig().navbar.items;
    return null;
  }
  mount(Probe);
  // The theme's own item rides along under a symbol, which JSON leaves out.
  assert.equal(JSON.parse(JSON.stringify(items[1])), { label: 'Releases', to: '/blog', position: 'left', activeBasePath: '/blog' });
});

Internal('useTOCHighlight gives the link of the section being read the active class, and moves it on scroll', () => {
  const tops: Record<string, number> = { nests: -200, eggs: 100 };
  function Probe(): ReactNode {
    useTOCHighlight({ linkClassName: 'own-toc-link', linkActiveClassName: 'own-toc-link--on', minHeadingLevel: 2, maxHeadingLevel: 3 });
    return <><h2 id="nests">Nests</h2><h2 id="eggs">Eggs</h2><a className="own-toc-link" href="#nests">Nests</a><a className="own-toc-link" href="#eggs">Eggs</a></>;
  }
  const realRect = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
    const top = tops[this.id];
    return top === undefined ? realRect.call(this) : ({ top, bottom: top + 20, left: 0, right: 0, width: 0, height: 20, x: 0, y: top } as DOMRect);
  };
  try {
    mount(Probe);
    const on = () => [...document.querySelectorAll('a.own-toc-link--on')].map((a) => a.getAttribute('href'));
    assert.equal(on(), ['#eggs']);
    // Eggs scrolled down into the lower half: the reader is still in Nests.
    tops.eggs = 600;
    fire(window, 'scroll');
    flushFrames();
    assert.equal(on(), ['#nests']);
  } finally {
    HTMLElement.prototype.getBoundingClientRect = realRect;
  }
});

Internal('usePrevious gives the value of the render before', () => {
  function Probe(): ReactNode {
    const [n, setN] = useState(1);
    const before = usePrevious(n);
    return <button type="button" id="count" onClick={() => setN(n + 1)}>{`${n}<-${String(before)}`}</button>;
  }
  mount(Probe);
  const button = document.getElementById('count')!;
  assert.is(button.textContent, '1<-undefined');
  fire(button, 'click');
  assert.is(button.textContent, '2<-1');
});

Internal('isSamePath ignores letter case and a trailing slash, and is false for a missing path', () => {
  assert.ok(isSamePath('/Docs/Intro/', '/docs/intro'));
  assert.not.ok(isSamePath('/docs/intro', '/docs/intro-2'));
  assert.not.ok(isSamePath(undefined, '/docs'));
});

Internal('findFirstCategoryLink, Docusaurus 2\'s name, gives a category card its own page, else its first link inside', () => {
  const leaf = { type: 'link' as const, label: 'Spars', href: '/docs/spars' };
  assert.is(findFirstCategoryLink({ type: 'category', label: 'Kites', href: '/docs/kites', items: [leaf], collapsed: true, collapsible: true }), '/docs/kites');
  assert.is(findFirstCategoryLink({ type: 'category', label: 'Kites', items: [{ type: 'category', label: 'Lines', items: [leaf], collapsed: true, collapsible: true }], collapsed: true, collapsible: true }), '/docs/spars');
});

Internal.run();
