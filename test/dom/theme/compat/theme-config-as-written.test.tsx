/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ReactNode } from 'react';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { OpdocsProviders } from '../../../../runtime/context';
import { useThemeConfig } from '../../../../theme/compat/theme-common';
import useBaseUrl from '../../../../theme/compat/useBaseUrl';
import useDocusaurusContext from '../../../../theme/compat/useDocusaurusContext';
import Link from '../../../../theme/compat/Link';
import FooterFromParts from '../../../../theme/compat/Footer/FooterFromParts';
import type { SiteData } from '../../../../runtime/types';

const AsWritten = suite('useThemeConfig gives the config as written, without the baseUrl');
useDomSuite(AsWritten);

/** A site under "/base/" whose logos, links and favicon opdocs resolved under that baseUrl. */
function siteUnderBase(): SiteData {
  const base = createSiteData();
  return createSiteData({
    favicon: '/base/img/favicon.ico',
    navbar: {
      ...base.navbar,
      logo: { src: '/base/img/logo.svg', srcDark: '/base/img/logo-dark.svg', alt: 'Logo', href: '/base/docs/intro', target: '_self' },
    },
    footer: {
      style: 'dark',
      columns: [{ title: 'Docs', items: [{ kind: 'link', label: 'Intro', href: '/base/docs/intro', external: false, position: 'left', source: 'footer.links[0].items[0]' }] }],
      logo: { src: '/base/img/footer.svg', alt: 'Footer logo', href: '/base/' },
    },
  });
}

function renderWith(children: ReactNode, site = siteUnderBase()) {
  const store = createTestStore(createDocRoute(), undefined, { pathname: '/base/docs/intro' });
  return render(<OpdocsProviders site={site} store={store}>{children}</OpdocsProviders>);
}

AsWritten('the navbar logo gives src, srcDark and href without the baseUrl, so useBaseUrl adds it once', () => {
  // What Docusaurus' own Logo does with the config's logo.
  function SwizzledLogo() {
    const { navbar } = useThemeConfig();
    const logo = navbar.logo!;
    const href = useBaseUrl(logo.href || '/', { forcePrependBaseUrl: true });
    const src = useBaseUrl(logo.src, { forcePrependBaseUrl: true });
    return <a id="logo" href={href} data-src={src} data-dark={logo.srcDark} data-target={logo.target} />;
  }
  renderWith(<SwizzledLogo />);
  const a = document.getElementById('logo')!;
  assert.is(a.getAttribute('href'), '/base/docs/intro');
  assert.is(a.getAttribute('data-src'), '/base/img/logo.svg');
  assert.is(a.getAttribute('data-dark'), '/img/logo-dark.svg');
  assert.is(a.getAttribute('data-target'), '_self');
});

AsWritten('a logo linking to the home page gives "/" as its href', () => {
  const base = createSiteData();
  let href = '';
  function Read() {
    href = useThemeConfig().navbar.logo!.href;
    return null;
  }
  renderWith(<Read />, createSiteData({ navbar: { ...base.navbar, logo: { src: '/base/img/a.png', alt: '', href: '/base/' } } }));
  assert.is(href, '/');
});

AsWritten('navbar items give `to` and activeBasePath as written; external hrefs stay whole', () => {
  let items: Record<string, unknown>[] = [];
  function Read() {
    items = useThemeConfig().navbar.items;
    return null;
  }
  renderWith(<Read />);
  assert.is(items[0].to, '/docs/getting-started');
  assert.is(items[1].to, '/blog');
  assert.is(items[1].activeBasePath, '/blog');
  assert.is(items[2].href, 'https://github.com/akyriako/typesense-operator');
});

AsWritten('the footer gives its links and logo as written, and the footer drawn from its parts still links under the baseUrl', () => {
  let footer: ReturnType<typeof useThemeConfig>['footer'];
  function Read() {
    footer = useThemeConfig().footer;
    return null;
  }
  renderWith(<><Read /><FooterFromParts /></>);
  const column = footer!.links[0] as { items: { to?: string }[] };
  assert.is(column.items[0].to, '/docs/intro');
  assert.equal([footer!.logo!.src, footer!.logo!.href], ['/img/footer.svg', '/']);
  const link = [...document.querySelectorAll('a.footer__link-item')].find((a) => a.textContent === 'Intro')!;
  assert.is(link.getAttribute('href'), '/base/docs/intro');
  assert.is(document.querySelector('img.footer__logo, .footer__logo img, img')!.getAttribute('src'), '/base/img/footer.svg');
  assert.is(document.querySelector('a.footer__logo-link')!.getAttribute('href'), '/base/');
});

AsWritten('siteConfig.favicon is the path as written, and a Link to it gets the baseUrl once', () => {
  function Fav() {
    const { siteConfig } = useDocusaurusContext();
    return <Link id="fav" href={siteConfig.favicon}>icon</Link>;
  }
  renderWith(<Fav />);
  assert.is(document.getElementById('fav')!.getAttribute('href'), '/base/img/favicon.ico');
});

AsWritten.run();
