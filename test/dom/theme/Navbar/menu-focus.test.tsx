/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fire, render, resizeWindow, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import { refocusNavbarAfterMenu } from '../../../../theme/Navbar/menu-focus';

const focus = suite('focus when the mobile menu closes because the window grew to desktop width');
useDomSuite(focus);
focus.before.each(() => resizeWindow(600));

const toggle = () => document.querySelector<HTMLButtonElement>('button.navbar__toggle')!;
const panel = () => document.querySelector<HTMLElement>('.navbar-sidebar');

focus('focus inside the open menu moves to the navbar\'s first control, not to the page body', () => {
  render(<App site={createSiteData()} store={createTestStore(createDocRoute())} />);
  fire(toggle(), 'click');
  assert.ok(panel()?.contains(document.activeElement), 'focus starts inside the menu');
  resizeWindow(1200);
  assert.is(panel(), null, 'the menu closed');
  const active = document.activeElement as HTMLElement;
  assert.is.not(active, document.body);
  assert.ok(active.closest('nav.navbar'), 'focus is in the navbar');
  assert.not.ok(active.classList.contains('navbar__toggle'), 'not on the hamburger, which desktop hides');
});

focus('a control focused elsewhere on the page keeps focus', () => {
  document.body.innerHTML = '<nav class="navbar"><a class="navbar__brand" href="/">Home</a></nav><main><button id="mine">Mine</button></main>';
  const mine = document.getElementById('mine')!;
  mine.focus();
  refocusNavbarAfterMenu();
  assert.is(document.activeElement, mine);
});

focus('skips the hamburger and hidden items and takes the first shown navbar control', () => {
  document.body.innerHTML = [
    '<nav class="navbar">',
    '<button class="navbar__toggle">Menu</button>',
    '<a href="/hidden" style="display:none">Hidden</a>',
    '<span hidden><a href="/in-hidden">In hidden</a></span>',
    '<a href="/docs" id="docs">Docs</a>',
    '</nav>',
  ].join('');
  (document.activeElement as HTMLElement | null)?.blur();
  refocusNavbarAfterMenu();
  assert.is(document.activeElement, document.getElementById('docs'));
});

focus.run();
