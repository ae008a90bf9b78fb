/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Labels from content holding a bidi override (U+202E) are each an isolate of their own, through
 * theme/styles/bidi.css or a <bdi>, so the override cannot reverse what is drawn beside them.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderWithSite, resetBody } from '../pages/page-env';
import DocPage from '../../../../theme/pages/DocPage';
import { App } from '../../../../theme/App';
import { render } from '../../../helpers/dom';
import { createTestStore } from '../../../helpers/fixtures';
import { TagsIndex } from '../../../../theme/Tags/TagsIndex';
import { Heading } from '../../../../theme/Layout/Heading';
import { SearchPageResult } from '../../../../theme/Search/SearchPageResult';
import type { SearchHit } from '../../../../runtime/search/client-types';
import type { NavItem, SidebarItem } from '../../../../runtime/types';
import { makeDocRoute, makeSite, SIDEBAR_URL } from '../../../helpers/page-fixtures';

const RLO = '\u202e';
const css = readFileSync(new URL('../../../../theme/styles/bidi.css', import.meta.url), 'utf8');
const test = suite('bidi.css isolates labels');
test.before.each(() => {
  resetBody();
  document.head.innerHTML = `<style>${css}</style>`;
});

const sidebar: SidebarItem[] = [
  { type: 'link', label: `Link ${RLO}abc 12`, href: '/base/docs/intro', docId: 'intro' },
  { type: 'link', label: `Out ${RLO}abc 12`, href: 'https://example.org', external: true },
  {
    type: 'category', label: `Cat ${RLO}abc 12`, href: '/base/docs/guides/', collapsed: false, collapsible: true,
    items: [{ type: 'link', label: `Inner ${RLO}abc 12`, href: '/base/docs/guides/install', docId: 'guides/install' }],
  },
  { type: 'category', label: `Toggle ${RLO}abc 12`, collapsed: true, collapsible: true, items: [{ type: 'link', label: 'X', href: '/base/docs/x', docId: 'x' }] },
];

/**
 * The text nodes holding an override that no isolate holds alone: neither the node's parent nor
 * an ancestor whose text is still only this label is a <bdi>, has `unicode-bidi: isolate` or is a block.
 */
function labelsNotIsolated(root: Element): string[] {
  const bad: string[] = [];
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (!text.includes(RLO)) continue;
    let isolated = false;
    for (let el = node.parentElement; el && el.textContent === text; el = el.parentElement) {
      const style = getComputedStyle(el);
      // A block (a heading) starts a bidi paragraph of its own.
      if (el.tagName === 'BDI' || style.getPropertyValue('unicode-bidi') === 'isolate' || style.display === 'block') isolated = true;
    }
    if (!isolated) bad.push(`${text} in <${node.parentElement?.tagName.toLowerCase()} class="${node.parentElement?.className}">`);
  }
  return bad;
}

const texts = (root: Element) => (root.textContent ?? '').split(RLO).length - 1;

test('every sidebar link and category label, breadcrumb, TOC entry, tag and paginator title of a doc page is isolated', () => {
  const route = makeDocRoute({
    title: `Install ${RLO}abc 12`,
    breadcrumbs: [{ label: `Crumb ${RLO}abc 12`, href: '/base/docs/guides/' }, { label: `Here ${RLO}abc 12` }],
    toc: [{ id: 'h', html: `Head ${RLO}xy 34`, level: 2, children: [] }],
    prev: { title: `Prev ${RLO}abc 12`, href: '/base/docs/guides/' },
    next: { title: `Next ${RLO}abc 12`, href: '/base/docs/guides/upgrade' },
    tags: [{ label: `tag${RLO}99 x`, href: '/base/docs/tags/t' }],
  });
  const { container } = renderWithSite(<DocPage route={route} />, { route, site: makeSite(), deps: { [SIDEBAR_URL]: sidebar } });
  assert.ok(texts(container) >= 10, 'the labels are on the page');
  assert.equal(labelsNotIsolated(container), []);
});

test('the paginator puts a title holding an override in a <bdi>, inside the box its arrows are drawn in', () => {
  const route = makeDocRoute({ next: { title: `Next ${RLO}abc 12`, href: '/base/docs/guides/upgrade' } });
  const { container } = renderWithSite(<DocPage route={route} />, { route, site: makeSite(), deps: { [SIDEBAR_URL]: sidebar } });
  const label = container.querySelector('.pagination-nav__link--next .pagination-nav__label')!;
  assert.is(label.querySelector('bdi')?.textContent, `Next ${RLO}abc 12`);
  assert.is(container.querySelector('.pagination-nav__link--prev .pagination-nav__label')?.innerHTML, 'Guides', 'a plain title keeps its plain markup');
});

test('navbar links and a dropdown\'s label and entries are isolated', () => {
  const items: NavItem[] = [
    { kind: 'link', label: `Nav ${RLO}abc 12`, href: '/base/docs/intro', external: false, position: 'left', source: 'navbar.items[0]' },
    {
      kind: 'dropdown', label: `Drop ${RLO}xyz`, position: 'left', source: 'navbar.items[1]',
      items: [{ kind: 'link', label: `Sub ${RLO}q 7`, href: '/base/docs/x', external: false, position: 'left', source: 'navbar.items[1].items[0]' }],
    },
  ];
  const site = makeSite({ navbar: { hideOnScroll: false, items } });
  const { container } = render(<App site={site} store={createTestStore(makeDocRoute())} />);
  assert.ok(texts(container) >= 3, 'the labels are in the navbar');
  assert.equal(labelsNotIsolated(container), []);
});

test('a tags list keeps each tag\'s count outside its label\'s override', () => {
  const { container } = renderWithSite(<TagsIndex tags={[{ label: `tag${RLO}99 x`, href: '/base/docs/tags/t', count: 12 }]} />);
  assert.is(texts(container), 1);
  assert.equal(labelsNotIsolated(container), []);
  assert.is(container.querySelector('.tag bdi')?.nextElementSibling?.textContent, '12', 'the count is outside the label\'s isolate');
});

test('a search page result\'s title and breadcrumbs are isolated', () => {
  const hit = {
    objectID: '1', url: '/base/docs/intro#h', type: 'lvl2', content: null,
    hierarchy: { lvl0: `Docs ${RLO}abc 12`, lvl1: `Intro ${RLO}abc 12`, lvl2: `Head ${RLO}xy 34`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  } as unknown as SearchHit;
  const { container } = renderWithSite(<SearchPageResult hit={hit} href={{ href: '/base/docs/intro#h', external: false }} />);
  assert.is(texts(container), 3);
  assert.equal(labelsNotIsolated(container), []);
});

test('a React page\'s heading puts text holding an override in a <bdi>, apart from its hash link', () => {
  const { container } = renderWithSite(<><Heading as="h2" id="a">{`Head ${RLO}xy 34`}</Heading><Heading as="h2" id="b">Plain</Heading></>);
  const [bidi, plain] = [...container.querySelectorAll('h2')];
  assert.is(bidi!.firstElementChild?.tagName, 'BDI');
  assert.is(bidi!.querySelector('bdi + a.hash-link')?.getAttribute('href'), '#a');
  assert.is(plain!.querySelector('bdi'), null);
});

test.run();
