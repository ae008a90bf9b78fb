/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderWithSite, resetBody } from '../pages/page-env';
import { PageTOC } from '../../../../theme/TOC/PageTOC';
import { flatToc, nestToc } from '../../../../theme/TOC/TOCColumn';
import type { TocItem } from '../../../../runtime/types';

// What the build gives a page with toc_min_heading_level 3: "## Two A / ### Three A / #### Four A
// / ## Two B / #### Four B". Both h2 are dropped; Four B belonged to Two B, so it is lifted to the
// top level, not hung under Three A of the other section.
const lifted: TocItem[] = [
  { id: 'three-a', html: 'Three A', level: 3, children: [{ id: 'four-a', html: 'Four A', level: 4, children: [] }] },
  { id: 'four-b', html: 'Four B', level: 4, children: [] },
];

/** The tree as "id(child, child)" text, to compare shapes in one assertion. */
function shape(items: TocItem[]): string {
  return items.map((item) => (item.children.length ? `${item.id}(${shape(item.children)})` : item.id)).join(', ');
}

const test = suite('TOCColumn');
test.before.each(resetBody);

test('the desktop TOC keeps a lifted heading at the level the build gave it', () => {
  const { container } = renderWithSite(<PageTOC toc={lifted} />);
  const top = container.querySelector('.theme-doc-toc-desktop ul.table-of-contents')!;
  const topLinks = [...top.querySelectorAll(':scope > li > a')].map((a) => a.getAttribute('href'));
  assert.equal(topLinks, ['#three-a', '#four-b']);
  assert.equal([...top.querySelectorAll(':scope > li > ul > li > a')].map((a) => a.getAttribute('href')), ['#four-a']);
});

test('nesting a flattened TOC gives its tree back, also after a filter', () => {
  assert.is(shape(nestToc(flatToc(lifted))), 'three-a(four-a), four-b');
  // A wrapper that keeps only the h4 still gets both at the top: their h3 is gone.
  assert.is(shape(nestToc(flatToc(lifted).filter((item) => item.level === 4))), 'four-a, four-b');
});

test('a list written by hand is nested by level', () => {
  const items = [
    { value: 'A', id: 'a', level: 2 },
    { value: 'B', id: 'b', level: 3 },
    { value: 'C', id: 'c', level: 2 },
  ];
  assert.is(shape(nestToc(items)), 'a(b), c');
});

test.run();
