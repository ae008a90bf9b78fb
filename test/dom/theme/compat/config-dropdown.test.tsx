/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/NavbarItem/DropdownNavbarItem` given Docusaurus' config form, as a site's ejected
 * language or version menu draws it: the theme's dropdown, with each entry's address, the
 * current one marked (`isActive`, or Docusaurus' active class), and its keyboard behaviour.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ReactNode } from 'react';
import { fire, render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import DropdownNavbarItem from '../../../../theme/compat/NavbarItem/DropdownNavbarItem';

const Menu = suite('a dropdown a site draws from Docusaurus\' config form');
useDomSuite(Menu);

let clicked: string[] = [];
const ITEMS = [
  { label: 'Next', to: '/docs/next/', isActive: () => true, onClick: () => clicked.push('next') },
  { label: 'Français', to: 'pathname:///base/fr/docs/', autoAddBaseUrl: false, lang: 'fr', target: '_self', className: 'flag' },
  { label: 'English', to: 'pathname:///base/docs/', autoAddBaseUrl: false, className: 'dropdown__link--active flag' },
  { type: 'html', value: '<hr class="sep">' },
  { label: 'Archive', href: 'https://example.org/archive' },
];

function page(mobile: boolean) {
  return function Page(): ReactNode {
    return <main><ul><DropdownNavbarItem label="Versions" position="right" className="own-menu" items={ITEMS} mobile={mobile} /></ul></main>;
  };
}

const mount = (mobile = false) => render(<App site={createSiteData()} store={createTestStore(createDocRoute(), page(mobile))} />);
const entries = () => [...document.querySelectorAll<HTMLElement>('main .dropdown__menu li, main .menu__list li')].map((li) => {
  const a = li.querySelector('a');
  return a ? `${a.textContent} ${a.getAttribute('href')} ${a.className}${a.lang ? ` lang=${a.lang}` : ''}${a.rel ? ` rel=${a.rel}` : ''}` : li.innerHTML;
});

Menu.before.each(() => { clicked = []; });

Menu('each entry gets its address, the current ones marked, another locale loaded from the server', () => {
  mount();
  assert.ok(document.querySelector('main .dropdown.dropdown--right.own-menu'), 'the theme\'s dropdown, on the right, with the site\'s class');
  assert.equal(entries(), [
    'Next /base/docs/next/ dropdown__link dropdown__link--active',
    'Français /base/fr/docs/ dropdown__link flag lang=fr rel=external',
    'English /base/docs/ dropdown__link flag dropdown__link--active rel=external',
    '<hr class="sep">',
    'Archive https://example.org/archive dropdown__link rel=noopener noreferrer',
  ]);
});

Menu('the menu opens from the keyboard, Escape closes it and gives focus back, and an entry\'s onClick runs', () => {
  mount();
  const trigger = document.querySelector<HTMLElement>('main .dropdown__trigger')!;
  assert.is(trigger.getAttribute('aria-haspopup'), 'true');
  fire(trigger, 'keydown', { key: 'Enter' });
  assert.is(trigger.getAttribute('aria-expanded'), 'true');
  const first = document.querySelector<HTMLAnchorElement>('main .dropdown__menu a')!;
  first.focus();
  fire(first, 'keydown', { key: 'Escape' });
  assert.is(trigger.getAttribute('aria-expanded'), 'false');
  assert.is(document.activeElement, trigger);
  fire(first, 'click');
  assert.equal(clicked, ['next']);
});

Menu('in the mobile menu the entries are menu links', () => {
  mount(true);
  assert.ok(entries().some((e) => e.startsWith('Next /base/docs/next/ menu__link') && e.includes('menu__link--active')));
  assert.ok(entries().some((e) => e.startsWith('English /base/docs/ menu__link flag menu__link--active')));
});

Menu.run();
