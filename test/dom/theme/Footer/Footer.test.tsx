/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, useDomSuite } from '../../../helpers/dom';
import { createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import type { NavLinkItem } from '../../../../runtime/types';

const footer = suite('Footer');
useDomSuite(footer);

const link = (label: string, href: string, index: number): NavLinkItem =>
  ({ kind: 'link', label, href, external: href.startsWith('https:'), position: 'left', source: `footer.links[${index}]` });

footer('a simple footer is one navigation list of links, the separators hidden from assistive technology', () => {
  const site = createSiteData({
    footer: { style: 'dark', columns: [], links: [link('Terms', '/base/terms', 0), link('Privacy', '/base/privacy', 1), link('Status', 'https://status.example.org', 2)] },
  });
  render(<App site={site} store={createTestStore()} />);
  const nav = document.querySelector('footer.footer--dark nav[aria-label="Footer"]')!;
  const items = [...nav.querySelectorAll('ul > li')];
  assert.equal(items.map((li) => li.querySelector('a')!.textContent), ['Terms', 'Privacy', 'Status']);
  assert.equal(items.map((li) => li.querySelector('a')!.getAttribute('href')), ['/base/terms', '/base/privacy', 'https://status.example.org']);
  const separators = [...nav.querySelectorAll('.footer__link-separator')];
  assert.is(separators.length, 2, 'between links, not before the first');
  assert.ok(separators.every((s) => s.getAttribute('aria-hidden') === 'true'));
  assert.is(document.querySelector('.footer__links'), null, 'no empty columns block');
});

footer('columns render without a row', () => {
  const site = createSiteData({ footer: { style: 'light', columns: [{ title: 'Docs', items: [link('Intro', '/base/docs/intro', 0)] }] } });
  render(<App site={site} store={createTestStore()} />);
  assert.is(document.querySelector('.footer__title')!.textContent, 'Docs');
  assert.is(document.querySelector('footer nav'), null);
});

footer('an html item shows the site\'s markup in its place in a column and in the row', () => {
  const site = createSiteData({
    footer: { style: 'light', columns: [{ title: 'Badges', items: [{ kind: 'html', html: '<a href="https://ci.example.org"><img src="/b.svg" alt="Build passing"></a>' }, link('Intro', '/base/docs/intro', 0)] }] },
  });
  render(<App site={site} store={createTestStore()} />);
  const items = [...document.querySelectorAll('.footer__col li.footer__item')];
  assert.is(items[0].querySelector('a img')!.getAttribute('alt'), 'Build passing');
  assert.is(items[1].querySelector('a')!.textContent, 'Intro');
});

footer('a logo with a link and a dark image sits above the copyright', () => {
  const logo = { src: '/base/img/mark.svg', srcDark: '/base/img/mark-dark.svg', alt: 'Gadget Co.', width: 120, height: 40 };
  render(<App site={createSiteData({ footer: { style: 'light', columns: [], copyright: 'Made here', logo: { ...logo, href: 'https://gadget.example.org' } } })} store={createTestStore()} />);
  const bottom = document.querySelector('.footer__bottom')!;
  const linked = bottom.querySelector<HTMLAnchorElement>('.footer__logo-row a')!;
  assert.is(linked.getAttribute('href'), 'https://gadget.example.org');
  assert.is(linked.getAttribute('target'), '_blank', 'another site opens in a new tab');
  assert.equal([...linked.querySelectorAll('img')].map((img) => [img.className, img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width')]), [
    ['footer__logo footer__logo--light', '/base/img/mark.svg', 'Gadget Co.', '120'], ['footer__logo footer__logo--dark', '/base/img/mark-dark.svg', 'Gadget Co.', '120'],
  ]);
  assert.ok(bottom.firstElementChild!.classList.contains('footer__logo-row'), 'the logo comes before the copyright line');
});

footer('a footer logo without href is an image only', () => {
  render(<App site={createSiteData({ footer: { style: 'light', columns: [], logo: { src: '/base/img/mark.svg', alt: 'Gadget Co.' } } })} store={createTestStore()} />);
  assert.is(document.querySelector('.footer__logo-row a'), null);
  assert.is(document.querySelector('.footer__logo-row img.footer__logo')!.getAttribute('alt'), 'Gadget Co.');
  assert.is(document.querySelector('.footer__copyright'), null);
});

footer.run();
