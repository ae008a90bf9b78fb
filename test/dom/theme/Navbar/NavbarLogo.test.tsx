/** @jsxRuntime automatic @jsxImportSource react */
/** The navbar brand link: present only when it has something to show and a name to announce. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import type { SiteData } from '../../../../runtime/types';

const logo = suite('NavbarLogo');
useDomSuite(logo);

function mountWith(navbar: Partial<SiteData['navbar']>) {
  const site = createSiteData();
  render(<App site={{ ...site, navbar: { ...site.navbar, ...navbar } }} store={createTestStore(createDocRoute())} />);
  return document.querySelector<HTMLAnchorElement>('nav.navbar .navbar__inner a.navbar__brand');
}

logo('a site with neither logo nor navbar title gets no brand link (it would be an empty, nameless tab stop)', () => {
  assert.is(mountWith({ logo: undefined, title: undefined }), null);
  assert.is(document.querySelector('a.navbar__brand'), null, 'nor in the docs sidebar or mobile header');
});

logo('a title alone is the link text', () => {
  const brand = mountWith({ logo: undefined, title: 'Gadgets' })!;
  assert.is(brand.textContent, 'Gadgets');
  assert.is(brand.querySelector('img'), null);
});

logo('a logo alone names the link through its alt text', () => {
  const brand = mountWith({ title: undefined })!;
  assert.is(brand.textContent, '');
  assert.is(brand.querySelector('img')!.getAttribute('alt'), 'TyKO logo');
});

logo('the logo link takes the target the config gives it', () => {
  const site = createSiteData();
  const brand = mountWith({ logo: { ...site.navbar.logo!, href: 'https://example.org/', target: '_self' } })!;
  assert.is(brand.getAttribute('href'), 'https://example.org/');
  assert.is(brand.getAttribute('target'), '_self', 'not the new tab an external link gets by default');
});

logo.run();
