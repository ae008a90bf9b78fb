/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The docs frame drawn from Docusaurus' parts (theme/compat/DocRoot/LayoutFromParts.tsx and the
 * DocRoot/Layout/Sidebar, DocSidebar, Desktop, Mobile parts it draws), which a site that swizzled
 * some of them gets: the same aside, menu, hiding, focus and mobile panel as the theme's frame.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useState, type ReactNode } from 'react';
import { click, keyDown, renderWithSite, resetBody } from '../pages/page-env';
import { DocRootLayoutFromParts } from '../../../../theme/compat/DocRoot/LayoutFromParts';
import { NavbarSecondaryMenuFiller } from '../../../../theme/compat/theme-common';
import { DocSidebarByWindow } from '../../../../theme/compat/DocSidebar/DocSidebar';
import { DocRootExpandButton } from '../../../../theme/compat/DocRoot/ExpandButton';
import { useDocsSidebar } from '../../../../theme/compat/docs-client';
import type { SiteData } from '../../../../runtime/types';
import { makeDocRoute, makeSidebar, makeSite, SIDEBAR_URL } from '../../../helpers/page-fixtures';

const test = suite('the docs frame drawn from Docusaurus\' parts');
test.before.each(resetBody);

const renderFrame = (site: SiteData = makeSite(), body: ReactNode = <p id="doc">Body</p>) => {
  const route = makeDocRoute();
  return renderWithSite(<DocRootLayoutFromParts>{body}</DocRootLayoutFromParts>, { route, site, deps: { [SIDEBAR_URL]: makeSidebar() } });
};

test('the aside holds the "Docs sidebar" menu with the page\'s link current, and the main column the doc', () => {
  const { container, secondary } = renderFrame();
  const aside = container.querySelector('.doc-page > aside.theme-doc-sidebar-container')!;
  assert.ok(aside.querySelector('nav[aria-label="Docs sidebar"]'));
  assert.is(aside.querySelector('[aria-current="page"]')?.textContent, 'Install');
  assert.ok(container.querySelector('.doc-page > main.doc-main > #doc'));
  assert.ok(secondary.querySelector('nav[aria-label="Docs sidebar"]'), 'the mobile menu gets the sidebar too');
});

test('with docs.sidebar.hideable the reader hides and shows the sidebar by mouse and keyboard, focus following', () => {
  const { container, secondary } = renderFrame({ ...makeSite(), docsSidebar: { hideable: true, autoCollapseCategories: false } });
  const aside = () => container.querySelector('aside.theme-doc-sidebar-container')!;
  click(aside().querySelector<HTMLButtonElement>('button[aria-label="Collapse sidebar"]')!);
  assert.ok(aside().classList.contains('doc-sidebar--hidden'));
  assert.is(aside().querySelector('nav'), null);
  assert.ok(container.querySelector('main.doc-main')!.classList.contains('doc-main--sidebar-hidden'));
  assert.ok(secondary.querySelector('nav[aria-label="Docs sidebar"]'), 'the mobile menu keeps it while the aside is hidden');
  const expand = aside().querySelector<HTMLElement>('[role="button"][aria-label="Expand sidebar"]')!;
  assert.is(document.activeElement, expand);
  keyDown(expand, 'Enter');
  assert.ok(aside().querySelector('nav[aria-label="Docs sidebar"]'));
  assert.is(document.activeElement, aside().querySelector('button[aria-label="Collapse sidebar"]'));
  assert.not.ok(container.querySelector('main.doc-main')!.classList.contains('doc-main--sidebar-hidden'));
});

test('without hideable there is no collapse button', () => {
  const { container } = renderFrame();
  assert.is(container.querySelector('button[aria-label="Collapse sidebar"]'), null);
});

test('NavbarSecondaryMenuFiller draws its component, given its props, in the mobile menu and nothing in place', () => {
  const Menu = ({ word }: { word: string }) => <ul id="own-menu"><li>{word}</li></ul>;
  const { container, secondary } = renderFrame(makeSite(), <NavbarSecondaryMenuFiller component={Menu} props={{ word: 'Herons' }} />);
  assert.is(container.querySelector('main.doc-main #own-menu'), null);
  assert.is(secondary.querySelector('#own-menu')?.textContent, 'Herons');
});

/** A site's own aside, as ejected ones are written: it folds the menu only once its width transition ends. */
function OwnAside(): ReactNode {
  const sidebar = useDocsSidebar();
  const [narrow, setNarrow] = useState(false);
  const [folded, setFolded] = useState(false);
  const toggle = () => {
    if (folded) setFolded(false);
    setNarrow((v) => !v);
  };
  return (
    <aside id="own-aside" data-narrow={String(narrow)}>
      <DocSidebarByWindow sidebar={sidebar?.items ?? []} path="/base/docs/install" onCollapse={toggle} isHidden={folded} />
      {folded && <DocRootExpandButton toggleSidebar={toggle} />}
      <button type="button" id="transition-end" onClick={() => narrow && setFolded(true)}>end</button>
    </aside>
  );
}

test('under a site\'s own aside, focus still moves to the expand bar when it shows, and back to the collapse button', () => {
  const site = { ...makeSite(), docsSidebar: { hideable: true, autoCollapseCategories: false } };
  const { container } = renderWithSite(<OwnAside />, { route: makeDocRoute(), site, deps: { [SIDEBAR_URL]: makeSidebar() } });
  click(container.querySelector('button[aria-label="Collapse sidebar"]'));
  assert.is(container.querySelector('#own-aside')!.getAttribute('data-narrow'), 'true');
  click(container.querySelector('#transition-end'));
  const expand = container.querySelector<HTMLElement>('[role="button"][aria-label="Expand sidebar"]')!;
  assert.ok(expand);
  assert.is(document.activeElement, expand, 'the bar takes focus when it mounts, after the transition');
  keyDown(expand, ' ');
  assert.is(document.activeElement, container.querySelector('button[aria-label="Collapse sidebar"]'));
});

test.run();
