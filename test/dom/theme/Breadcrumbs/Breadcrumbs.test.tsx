/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, useDomSuite } from '../../../helpers/dom';
import { Breadcrumbs } from '../../../../theme/Breadcrumbs/Breadcrumbs';
import { SiteContext } from '../../../../runtime/context';
import { createSiteData } from '../../../helpers/fixtures';

const test = suite('Breadcrumbs microdata');
useDomSuite(test);

const crumbs = [
  { label: 'Guides', href: '/base/docs/guides/' },
  { label: 'Operators' },
  { label: 'Install' },
];

const items = () => [...document.querySelectorAll<HTMLLIElement>('ul.breadcrumbs > li')];
const position = (li: Element) => li.querySelector(':scope > meta[itemprop="position"]')?.getAttribute('content');

test('the current page is a ListItem with its name and position, without a link', () => {
  render(<SiteContext.Provider value={createSiteData()}><Breadcrumbs crumbs={crumbs} homeHref="/base/" /></SiteContext.Provider>);
  const active = items()[3]!;
  assert.ok(active.classList.contains('breadcrumbs__item--active'));
  assert.is(active.getAttribute('aria-current'), 'page');
  assert.ok(active.hasAttribute('itemscope'));
  assert.is(active.getAttribute('itemprop'), 'itemListElement');
  assert.is(active.getAttribute('itemtype'), 'https://schema.org/ListItem');
  assert.is(active.querySelector('span.breadcrumbs__link[itemprop="name"]')?.textContent, 'Install');
  assert.is(active.querySelector('a'), null);
  assert.is(position(active), '3');
});

test('every crumb has its 1-based position; only linked ones are list items; home has neither', () => {
  render(<SiteContext.Provider value={createSiteData()}><Breadcrumbs crumbs={crumbs} homeHref="/base/" /></SiteContext.Provider>);
  const [home, guides, operators] = items();
  assert.is(position(home!), undefined);
  assert.not.ok(home!.hasAttribute('itemscope'));
  assert.is(position(guides!), '1');
  assert.is(guides!.getAttribute('itemprop'), 'itemListElement');
  assert.is(guides!.querySelector('a[itemprop="item"] [itemprop="name"]')?.textContent, 'Guides');
  assert.is(position(operators!), '2');
  assert.not.ok(operators!.hasAttribute('itemscope'));
  assert.is(operators!.querySelector('[itemprop="name"]'), null);
});

test('a doc its displayed sidebar omits gets the labelled nav with the home link alone', () => {
  render(<SiteContext.Provider value={createSiteData()}><Breadcrumbs crumbs={[]} homeHref="/base/" homeOnly /></SiteContext.Provider>);
  const nav = document.querySelector('nav.theme-doc-breadcrumbs')!;
  assert.is(nav.getAttribute('aria-label'), 'Breadcrumbs');
  assert.is(items().length, 1);
  const home = items()[0]!.querySelector('a')!;
  assert.is(home.getAttribute('href'), '/base/');
  assert.is(home.getAttribute('aria-label'), 'Home page');
});

test('no crumbs and no home page, or no crumbs without the home-only mark, draw no nav', () => {
  render(<SiteContext.Provider value={createSiteData()}><Breadcrumbs crumbs={[]} homeHref={null} homeOnly /></SiteContext.Provider>);
  assert.is(document.querySelector('nav'), null);
  render(<SiteContext.Provider value={createSiteData()}><Breadcrumbs crumbs={[]} homeHref="/base/" /></SiteContext.Provider>);
  assert.is(document.querySelector('nav'), null);
});

test.run();
