/** @jsxRuntime automatic @jsxImportSource react */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderToString } from 'react-dom/server';
import { ThemeClassNames } from '../../../../theme/compat/theme-common';

// A swizzled footer column of a Docusaurus 3.8 site reads the layout's class names; before they
// existed, `ThemeClassNames.layout.footer` was undefined and every page failed to render.
function FooterColumn({ title }: { title: string }) {
  return <div className={`${ThemeClassNames.layout.footer.column} col footer__col`}>{title}</div>;
}

test("a swizzled footer column renders with the layout's column class", () => {
  assert.match(renderToString(<FooterColumn title="Docs" />), '<div class="theme-layout-footer-column col footer__col">Docs</div>');
});

test('the navbar, main, footer, announcement bar and tabs containers have their Docusaurus class names', () => {
  const { layout } = ThemeClassNames;
  assert.equal(
    [layout.navbar.container, layout.navbar.containerLeft, layout.navbar.containerRight, layout.navbar.mobileSidebar.panel, layout.main.container, layout.footer.container],
    ['theme-layout-navbar', 'theme-layout-navbar-left', 'theme-layout-navbar-right', 'theme-layout-navbar-sidebar-panel', 'theme-layout-main', 'theme-layout-footer'],
  );
  assert.is(ThemeClassNames.announcementBar.container, 'theme-announcement-bar');
  assert.is(ThemeClassNames.tabs.container, 'theme-tabs-container');
});

test.run();
