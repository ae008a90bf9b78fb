import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getLvl0 } from '../../../../../cli/pipeline/search/lvl0';
import type { NavLinkItem, RouteData } from '../../../../../runtime/types';
import { createHead, createSiteData } from '../../../../helpers/fixtures';

const lvl0 = suite('lvl0 of a page without a sidebar category');

const link = (label: string, href: string): NavLinkItem => ({ kind: 'link', label, href, external: false, position: 'left', source: 'navbar' });
const post: RouteData = { kind: 'page', path: '/base/changelog', page: 'page', deps: [], head: createHead('Changelog'), title: 'Changelog', html: '' } as unknown as RouteData;

lvl0('a link inside a navbar dropdown does not name the page (only top-level links carry navbar__item)', () => {
  const site = createSiteData({ navbar: { ...createSiteData().navbar, items: [
    { kind: 'dropdown', label: 'More', position: 'left', source: 'navbar.items[0]', items: [link('Changelog', '/base/changelog')] },
  ] } });
  assert.is(getLvl0(post, site, new Map()), 'Documentation');
});

lvl0('the last active top-level link names the page', () => {
  const site = createSiteData({ navbar: { ...createSiteData().navbar, items: [
    link('Changes', '/base/changelog'),
    { kind: 'dropdown', label: 'More', position: 'left', source: 'navbar.items[1]', items: [link('Changelog', '/base/changelog')] },
    { ...link('History', '/base/history'), activeBasePath: '/base/change' },
  ] } });
  assert.is(getLvl0(post, site, new Map()), 'History');
});

lvl0('"last" is in the navbar\'s order, where every left item comes before the right ones', () => {
  const site = createSiteData({ navbar: { ...createSiteData().navbar, items: [
    { ...link('Releases', '/base/changelog'), position: 'right' },
    { ...link('History', '/base/history'), activeBasePath: '/base/change' },
  ] } });
  assert.is(getLvl0(post, site, new Map()), 'Releases');
});

lvl0.run();
