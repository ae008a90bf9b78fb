/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The chrome of a page in another language: texts the theme used to write in English whatever
 * the locale (the mobile menu's and footer's labels, the search page's version selector) and
 * the Arabic texts opdocs ships, as a right-to-left site without a code.json shows them.
 */
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fire, render, resizeWindow, useDomSuite } from '../../helpers/dom';
import { createDocRoute, createNotFoundRoute, createSiteData, createTestStore } from '../../helpers/fixtures';
import { App } from '../../../theme/App';
import { BlogFeedLinks } from '../../../theme/Blog/BlogFeedLinks';
import { SiteContext } from '../../../runtime/context';
import SearchPage from '../../../theme/pages/SearchPage';
import { withBuiltInTexts } from '../../../cli/texts/built-in-texts';
import type { NavLinkItem, SearchRoute, SiteData } from '../../../runtime/types';
import { createDocsSet, createSearchSite } from './Search/search-env';

const chrome = suite('locale chrome');
useDomSuite(chrome);
chrome.before.each(() => resizeWindow(600));

const shipped = (code: string) => Object.fromEntries(withBuiltInTexts(code, undefined)!);
const arabic = (): Partial<SiteData> => ({
  baseUrl: '/base/ar/',
  locale: { code: 'ar', label: 'العربية', htmlLang: 'ar', direction: 'rtl', href: '/base/ar/' },
  translations: shipped('ar'),
});
const link = (label: string, href: string): NavLinkItem => ({ kind: 'link', label, href, external: false, position: 'left', source: 'footer.links[0]' });

chrome('an Arabic site without a code.json reads Arabic in its skip link, colour toggle, mobile menu and footer', () => {
  const site = createSiteData({ ...arabic(), footer: { style: 'dark', columns: [], links: [link('الشروط', '/base/ar/terms')] } });
  render(<App site={site} store={createTestStore(createDocRoute())} />);
  assert.is(document.querySelector('.skip-to-content__link, [data-opdocs-skip-region] a')!.textContent, 'الانتقال إلى المحتوى الرئيسي');
  assert.match(document.querySelector('button.color-mode-toggle__button')!.getAttribute('aria-label')!, /^التبديل بين الوضع الداكن والوضع الفاتح/);
  assert.ok(document.querySelector('footer nav[aria-label="تذييل الصفحة"]'), 'the footer row is named in Arabic');
  const toggle = document.querySelector<HTMLButtonElement>('button.navbar__toggle')!;
  assert.is(toggle.getAttribute('aria-label'), 'فتح شريط التنقل أو إغلاقه');
  fire(toggle, 'click');
  const panel = document.querySelector('.navbar-sidebar[role="dialog"]')!;
  assert.is(panel.getAttribute('aria-label'), 'قائمة التنقل');
  assert.is(panel.querySelector('button.navbar-sidebar__close')?.getAttribute('aria-label'), 'إغلاق شريط التنقل');
});

chrome('an English site keeps the English names of its mobile menu and footer row', () => {
  render(<App site={createSiteData({ footer: { style: 'dark', columns: [], links: [link('Terms', '/base/terms')] } })} store={createTestStore(createDocRoute())} />);
  assert.ok(document.querySelector('footer nav[aria-label="Footer"]'));
  fire(document.querySelector<HTMLButtonElement>('button.navbar__toggle')!, 'click');
  assert.is(document.querySelector('.navbar-sidebar')!.getAttribute('aria-label'), 'Navigation menu');
});

/** Mounts the search page of `site` with two docs versions; returns its version selector's label. */
async function versionLabel(site: SiteData): Promise<string | null> {
  window.history.replaceState(null, '', `${site.baseUrl}search`);
  const route: SearchRoute = { ...createNotFoundRoute(), kind: 'search', page: 'search', path: `${site.baseUrl}search` };
  render(<App site={{ ...site, docs: createDocsSet('default', [['current', 'Next'], ['1.0', '1.0']]) }} store={createTestStore(route, SearchPage)} />);
  // Lets the page's lazy results component arrive inside act.
  await act(() => import('../../../theme/Search/SearchPageResults').then(() => new Promise<void>((r) => setTimeout(r, 0))));
  const select = document.querySelector<HTMLSelectElement>('form[role="search"] select')!;
  return document.querySelector(`label[for="${select.id}"]`)!.textContent;
}

chrome("the search page's version selector is labelled in the page's language", async () => {
  const fr = { code: 'fr', label: 'Français', htmlLang: 'fr', direction: 'ltr' as const, href: '/base/fr/' };
  assert.is(await versionLabel({ ...createSearchSite(), baseUrl: '/base/fr/', locale: fr, translations: shipped('fr') }), 'Version de la documentation');
});

chrome("a code.json entry names the search page's version selector", async () => {
  assert.is(await versionLabel({ ...createSearchSite(), translations: { 'theme.SearchPage.docsVersionLabel': 'Release' } }), 'Release');
});

chrome("the blog's feed links read the page's language", () => {
  const feeds = [{ type: 'rss' as const, href: '/base/ar/blog/rss.xml', title: 'RSS' }, { type: 'atom' as const, href: '/base/ar/blog/atom.xml', title: 'Atom' }];
  const base = createSiteData(arabic());
  const { container } = render(<SiteContext.Provider value={base}><BlogFeedLinks blog={{ ...base.blog!, feeds }} /></SiteContext.Provider>);
  assert.is(container.querySelector('.blog-feed-links__label')!.textContent, 'اشترك:');
  assert.equal([...container.querySelectorAll('a')].map((a) => a.textContent), ['موجز RSS', 'موجز Atom']);
});

chrome.run();
