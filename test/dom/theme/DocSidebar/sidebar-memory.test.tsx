/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Categories the reader opened stay open while they move between docs of one sidebar, as in
 * Docusaurus where the sidebar outlives each doc (behaviors §9.5); leaving the docs resets them.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { fire, render, useDomSuite } from '../../../helpers/dom';
import { createRouteStore } from '../../../../runtime/route-store';
import type { ComponentType } from 'react';
import type { PageProps, RouteData } from '../../../../runtime/types';
import { App } from '../../../../theme/App';
import DocPage from '../../../../theme/pages/DocPage';
import { makeBlogListRoute, makeDocRoute, makeSidebar, makeSite, SIDEBAR_URL } from '../../../helpers/page-fixtures';

const test = suite('docs sidebar memory across page changes');
useDomSuite(test);

const BlogStub = () => <main>blog</main>;
const click = (el: Element | null) => fire(el!, 'click');

function mount(site = makeSite()) {
  const first = makeDocRoute({ path: '/base/docs/intro', id: 'intro' });
  const state = (route: RouteData, Page: ComponentType<PageProps> = DocPage as ComponentType<PageProps>) => ({
    route,
    Page,
    location: { pathname: route.path, search: '', hash: '' },
    deps: { [SIDEBAR_URL]: makeSidebar() },
  });
  const store = createRouteStore(state(first));
  const { container } = render(<App site={site} store={store} />);
  const show = (route: RouteData, Page?: ComponentType<PageProps>) => act(() => store.setState(state(route, Page)));
  const expanded = (label: string) =>
    [...container.querySelectorAll('aside .theme-doc-sidebar-item-category')]
      .find((li) => li.querySelector('.menu__list-item-collapsible')?.textContent === label)!
      .classList.contains('menu__list-item--collapsed') === false;
  return { container, show, expanded };
}

test('a category opened by the reader stays open on the next doc of the same sidebar', () => {
  const { container, show, expanded } = mount();
  assert.not.ok(expanded('Reference'));
  click(container.querySelector('aside a[role="button"]'));
  assert.ok(expanded('Reference'));
  show(makeDocRoute());
  assert.ok(expanded('Reference'), 'still open after moving to another doc');
  assert.ok(expanded('Guides'), 'the branch of the new page opened too');
});

test('a category the reader closed stays closed, unless it holds the new page', () => {
  const { container, show, expanded } = mount();
  show(makeDocRoute());
  click(container.querySelector('aside button.menu__caret'));
  assert.not.ok(expanded('Guides'));
  show(makeDocRoute({ path: '/base/docs/reference/crds', id: 'reference/crds' }));
  assert.not.ok(expanded('Guides'), 'kept closed');
  assert.ok(expanded('Reference'));
  show(makeDocRoute({ path: '/base/docs/guides/upgrade', id: 'guides/upgrade' }));
  assert.ok(expanded('Guides'), 'opened again: it holds the current page');
});

test('with autoCollapseCategories, reaching a page inside a closed category closes the open one beside it', () => {
  const { container, show, expanded } = mount(makeSite({ docsSidebar: { hideable: false, autoCollapseCategories: true } }));
  click(container.querySelector('aside a[role="button"]'));
  assert.ok(expanded('Reference'));
  // Reached through a link in the page (pagination, content), not through the sidebar.
  show(makeDocRoute());
  assert.ok(expanded('Guides'), 'the branch of the new page opened');
  assert.not.ok(expanded('Reference'), 'and closed its open sibling, as a click on it would');
  show(makeDocRoute({ path: '/base/docs/guides/upgrade', id: 'guides/upgrade' }));
  assert.ok(expanded('Guides'), 'moving inside an open category closes nothing');
});

test('without it, reaching a page inside a closed category leaves the others as they were', () => {
  const { container, show, expanded } = mount();
  click(container.querySelector('aside a[role="button"]'));
  show(makeDocRoute());
  assert.ok(expanded('Guides'));
  assert.ok(expanded('Reference'));
});

test('leaving the docs forgets the states', () => {
  const { container, show, expanded } = mount();
  click(container.querySelector('aside a[role="button"]'));
  show(makeBlogListRoute(), BlogStub as ComponentType<PageProps>);
  show(makeDocRoute({ path: '/base/docs/intro', id: 'intro' }));
  assert.not.ok(expanded('Reference'));
});

test.run();
