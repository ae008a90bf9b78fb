/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { captureConsole, resetDom, resizeWindow, useDomSuite } from '../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../helpers/fixtures';
import { App } from '../../../theme/App';
import { useSecondaryMenu } from '../../../theme/Layout/secondary-menu';
import type { PageProps, SiteData } from '../../../runtime/types';


const app = suite('App server render and hydration');
useDomSuite(app);

function DocPageStub({ route }: PageProps) {
  useSecondaryMenu(<p>sidebar</p>, 'Docs sidebar');
  return (
    <main>
      <h1>{route.path}</h1>
    </main>
  );
}

function richSite(): SiteData {
  const site = createSiteData();
  return {
    ...site,
    search: { provider: 'local', contextualSearch: true, searchPagePath: '/base/search' },
    announcementBar: { id: 'bar', content: 'Hello <a href="/base/blog">news</a>', isCloseable: true },
    footer: { style: 'dark', columns: [{ title: 'Docs', items: [site.navbar.items[0] as never] }], copyright: '© TyKO' },
    navbar: {
      ...site.navbar,
      hideOnScroll: true,
      items: [...site.navbar.items, { kind: 'docsVersionDropdown', position: 'right', source: 'navbar.items[3]' }, { kind: 'localeDropdown', position: 'right', source: 'navbar.items[4]' }],
    },
  };
}

app('renders the whole frame on the server in landmark order', () => {
  const html = renderToString(<App site={richSite()} store={createTestStore(createDocRoute(), DocPageStub)} />);
  const order = [
    'aria-label="Skip to main content"',
    'role="banner"',
    'aria-label="Main"',
    // This site's navbar hides on scroll, so headings keep no room for it (behaviors §4.2).
    'id="__docusaurus_skipToContent_fallback" class="main-wrapper main-wrapper--navbar-hideable"',
    '<main>',
    '<footer class="footer footer--dark"',
  ].map((needle) => html.indexOf(needle));
  assert.ok(order.every((index) => index >= 0), `all parts present: ${order}`);
  assert.equal([...order].sort((a, b) => a - b), order);
  assert.match(html, /href="#__docusaurus_skipToContent_fallback"[^>]*>Skip to main content</);
});

app('hydrates its own server markup without any console error, in both colour modes and on mobile', async () => {
  for (const [theme, width] of [['light', 1280], ['dark', 600]] as const) {
    resetDom();
    resizeWindow(width);
    localStorage.setItem('theme', theme);
    localStorage.setItem('docusaurus.announcement.id', 'bar');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    document.documentElement.setAttribute('data-theme', theme);
    const site = richSite();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<App site={site} store={createTestStore(createDocRoute(), DocPageStub)} />);
    let root: Root | null = null;
    const { errors } = await captureConsole(async () => {
      await act(async () => {
        root = hydrateRoot(container, <App site={site} store={createTestStore(createDocRoute(), DocPageStub)} />, {
          onRecoverableError: (error) => console.error('recoverable', error),
        });
      });
    });
    assert.equal(errors, [], `no hydration errors (${theme})`);
    assert.is(document.documentElement.getAttribute('data-theme'), theme);
    assert.is(container.querySelector('.color-mode-toggle__button')!.getAttribute('aria-pressed'), String(theme === 'dark'));
    assert.is(container.querySelector('.announcement-bar'), null, 'dismissed bar is removed after mount');
    act(() => root!.unmount());
  }
});

app.run();
