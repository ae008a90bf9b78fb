/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `useNavbarSecondaryMenu()` as a site's swizzled Navbar/MobileSidebar/SecondaryMenu or Layout
 * reads it: the page's own panel (the docs sidebar), whether it is the one on screen, and going
 * back to the navbar's items, the same state the theme's mobile menu shows.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ReactNode } from 'react';
import { fire, render, resizeWindow, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import { useSecondaryMenu } from '../../../../theme/Layout/secondary-menu';
import { useNavbarSecondaryMenu } from '../../../../theme/compat/theme-common-internal';

const Secondary = suite('useNavbarSecondaryMenu in the theme\'s pages');
useDomSuite(Secondary);
Secondary.before.each(() => resizeWindow(600));
Secondary.after.each(() => resizeWindow(1200));

const PAGE_MENU = <ul className="menu__list" id="page-menu"><li><a href="/base/docs/eggs">Eggs</a></li></ul>;

/** Puts the page's own menu into the navbar's, as the docs page does with its sidebar. */
function Registrar(): ReactNode {
  useSecondaryMenu(PAGE_MENU, 'Docs sidebar');
  return null;
}

/** What a site's SecondaryMenu reads, drawn where the test can see it. */
function Probe(): ReactNode {
  const secondary = useNavbarSecondaryMenu();
  return (
    <>
      <p id="probe" data-shown={String(secondary.shown)}>{secondary.content ? 'has content' : 'no content'}</p>
      <button type="button" id="back" onClick={secondary.hide}>Back</button>
    </>
  );
}

function PageWithMenu(): ReactNode {
  return <main><Registrar /><Probe /></main>;
}

function PlainPage(): ReactNode {
  return <main><Probe /></main>;
}

const mount = (Page: () => ReactNode) => render(<App site={createSiteData()} store={createTestStore(createDocRoute(), Page)} />);
const probe = () => document.getElementById('probe')!;
const items = () => document.querySelector('.navbar-sidebar__items')!;

Secondary('a page\'s own menu is the content, shown first; hide() goes back to the navbar\'s items in the open menu', () => {
  mount(PageWithMenu);
  assert.equal([probe().getAttribute('data-shown'), probe().textContent], ['true', 'has content']);
  fire(document.querySelector('button.navbar__toggle')!, 'click');
  assert.ok(items().classList.contains('navbar-sidebar__items--show-secondary'));
  assert.ok(document.querySelector('.navbar-sidebar [role="group"][aria-label="Docs sidebar"] #page-menu'));
  fire(document.getElementById('back')!, 'click');
  assert.is(probe().getAttribute('data-shown'), 'false');
  assert.not.ok(items().classList.contains('navbar-sidebar__items--show-secondary'));
  // The page's panel is inert once the navbar's items are on screen.
  assert.ok(document.querySelector('.navbar-sidebar [aria-label="Docs sidebar"]')!.hasAttribute('inert'));
});

Secondary('a page without a menu of its own gives no content and never shows the second panel', () => {
  mount(PlainPage);
  assert.equal([probe().getAttribute('data-shown'), probe().textContent], ['false', 'no content']);
  fire(document.querySelector('button.navbar__toggle')!, 'click');
  assert.not.ok(items().classList.contains('navbar-sidebar__items--show-secondary'));
  assert.is(document.querySelectorAll('.navbar-sidebar__item').length, 1);
});

Secondary.run();
