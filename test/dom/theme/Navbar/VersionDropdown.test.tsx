/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, useDomSuite } from '../../../helpers/dom';
import { createSiteData, createTestStore } from '../../../helpers/fixtures';
import { makeHead } from '../../../helpers/page-fixtures';
import { App } from '../../../../theme/App';
import type { DocTagRoute, NavSpecialItem, SiteData } from '../../../../runtime/types';

const test = suite('the version menu on a docs tags page');
useDomSuite(test);

const menu: NavSpecialItem = { kind: 'docsVersionDropdown', position: 'right', source: 'navbar.items[0]' };

function site(): SiteData {
  const base = createSiteData();
  const versions = [
    { name: 'current', label: 'Next', path: '/base/docs/next', mainDocPath: '/base/docs/next/intro', isLast: false },
    { name: '2.0', label: '2.0', path: '/base/docs', mainDocPath: '/base/docs/intro', isLast: true },
    { name: '1.0', label: '1.0', path: '/base/docs/1.0', mainDocPath: '/base/docs/1.0/intro', isLast: false },
  ];
  return { ...base, navbar: { ...base.navbar, items: [menu] }, docs: { ...base.docs!, versions } };
}

function tagPage(path: string): DocTagRoute {
  return {
    kind: 'doc-tag', page: 'doc-tag', path, deps: [], head: makeHead('One doc tagged with "setup"'),
    tag: { label: 'setup', href: path }, heading: 'One doc tagged with "setup"', allTagsHref: path.replace(/\/setup$/, ''), docs: [],
  };
}

const trigger = () => document.querySelector('.navbar__inner .dropdown .dropdown__trigger')?.textContent;
const active = () => [...document.querySelectorAll('.navbar__inner .dropdown__menu a.dropdown__link--active')].map((a) => a.textContent);

test('a tag page under the unreleased version\'s path names that version and marks it, as the version being read', () => {
  render(<App site={site()} store={createTestStore(tagPage('/base/docs/next/tags/setup'))} />);
  assert.is(trigger(), 'Next');
  assert.equal(active(), ['Next']);
});

test('a tag page of the latest version names and marks the latest', () => {
  render(<App site={site()} store={createTestStore(tagPage('/base/docs/tags/setup'))} />);
  assert.is(trigger(), '2.0');
  assert.equal(active(), ['2.0']);
});

test.run();
