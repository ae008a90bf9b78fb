/** @jsxRuntime automatic @jsxImportSource react */
/** HTML rows of a sidebars file in the sidebar and in card lists. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderWithSite, resetBody } from '../pages/page-env';
import { DocSidebar } from '../../../../theme/DocSidebar/DocSidebar';
import { DocCardList } from '../../../../theme/Content/DocCardList';
import { filterDocCardListItems } from '../../../../theme/compat/docs-client';
import type { SidebarItem } from '../../../../runtime/types';

const test = suite('sidebar html items');
test.before.each(resetBody);

const ITEMS: SidebarItem[] = [
  { type: 'html', value: '<span class="bird-heading">Field notes</span>', defaultStyle: true, className: 'bird-row' },
  { type: 'link', label: 'Intro', href: '/base/docs/intro', docId: 'intro' },
  { type: 'html', value: '<hr class="bird-rule">' },
  {
    type: 'category', label: 'Guides', collapsed: false, collapsible: true,
    items: [{ type: 'link', label: 'Nests', href: '/base/docs/nests', docId: 'nests' }, { type: 'html', value: '<em>soon</em>' }],
  },
];

test('an html item is one list row holding its HTML, with the link-row classes only when it asks for the default style', () => {
  const { container } = renderWithSite(<DocSidebar items={ITEMS} activePath="/base/docs/intro" />, { pathname: '/base/docs/intro' });
  const heading = container.querySelector('.bird-heading')!;
  const row = heading.parentElement!;
  assert.is(row.tagName, 'LI');
  assert.is(row.parentElement!.tagName, 'UL');
  assert.ok(row.classList.contains('menu__list-item') && row.classList.contains('bird-row') && row.classList.contains('theme-doc-sidebar-item-link-level-1'));
  const rule = container.querySelector('hr.bird-rule')!.parentElement!;
  assert.is(rule.tagName, 'LI');
  assert.not.ok(rule.classList.contains('menu__list-item'));
  assert.is(container.querySelector('em')?.parentElement?.className.includes('theme-doc-sidebar-item-link-level-2'), true);
});

test('an html item adds nothing focusable of its own and is never the active page', () => {
  const { container } = renderWithSite(<DocSidebar items={ITEMS} activePath="/base/docs/intro" />, { pathname: '/base/docs/intro' });
  const htmlRows = [...container.querySelectorAll('li')].filter((li) => li.firstElementChild?.matches('.bird-heading, .bird-rule, em'));
  assert.is(htmlRows.length, 3);
  for (const li of htmlRows) {
    assert.is(li.getAttribute('tabindex'), null);
    assert.is(li.querySelectorAll('a, button, [tabindex]').length, 0);
  }
  assert.equal([...container.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent), ['Intro']);
});

test('card lists give html items no card and do not count them', () => {
  const { container } = renderWithSite(<DocCardList items={ITEMS} />, { pathname: '/base/docs/intro' });
  assert.equal([...container.querySelectorAll('.doc-card__title')].map((h) => h.textContent), ['Intro', 'Guides']);
  assert.is(container.querySelectorAll('.doc-card__description')[0]?.textContent, '1 item');
  assert.is(container.querySelector('.bird-heading, hr, em'), null);
});

test('filterDocCardListItems leaves html items out, as a site\'s own card list needs', () => {
  assert.equal(filterDocCardListItems(ITEMS).map((i) => i.type), ['link', 'category']);
});

test.run();
