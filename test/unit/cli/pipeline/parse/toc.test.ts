import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ParsedHeading } from '../../../../../cli/pipeline/parse/markdown';
import { buildToc, pageToc } from '../../../../../cli/pipeline/parse/toc';

const test = suite('buildToc');
const h = (level: number, id: string): ParsedHeading => ({ level, id, text: id, html: id, line: 1 });
const shape = (items: ReturnType<typeof buildToc>): unknown => items.map((i) => [i.id, shape(i.children)]);

test('nests each heading under the nearest previous shallower one', () => {
  const toc = buildToc([h(2, 'a'), h(3, 'a1'), h(3, 'a2'), h(2, 'b'), h(3, 'b1')], 2, 3);
  assert.equal(shape(toc), [['a', [['a1', []], ['a2', []]]], ['b', [['b1', []]]]]);
  assert.is(toc[0].level, 2);
  assert.is(toc[0].children[0].html, 'a1');
});

test('drops levels outside the range and lifts their children', () => {
  const toc = buildToc([h(2, 'a'), h(3, 'a1'), h(4, 'deep'), h(2, 'b')], 2, 3);
  assert.equal(shape(toc), [['a', [['a1', []]]], ['b', []]]);
  const lifted = buildToc([h(2, 'a'), h(3, 'a1'), h(4, 'x'), h(3, 'a2')], 3, 4);
  assert.equal(shape(lifted), [['a1', [['x', []]]], ['a2', []]]);
});

test('a deep heading right under a dropped section stays out of the previous section', () => {
  // h4 "lifted" belongs to h2 "b", not to h3 "a1": with h2 dropped it sits beside a1, not under it.
  const toc = buildToc([h(2, 'a'), h(3, 'a1'), h(4, 'a1x'), h(2, 'b'), h(4, 'lifted'), h(3, 'b1')], 3, 4);
  assert.equal(shape(toc), [['a1', [['a1x', []]]], ['lifted', []], ['b1', []]]);
});

test('an h1 in the body is neither listed nor a parent', () => {
  assert.equal(shape(buildToc([h(2, 'a'), h(1, 'title'), h(3, 'a1')], 2, 3)), [['a', [['a1', []]]]]);
});

test('a page whose first heading is deeper keeps it at the top level', () => {
  assert.equal(shape(buildToc([h(3, 'q1'), h(3, 'q2'), h(2, 'more'), h(3, 'q3')], 2, 3)),
    [['q1', []], ['q2', []], ['more', [['q3', []]]]]);
});

test('returns an empty list when nothing is in range', () => {
  assert.equal(buildToc([h(5, 'x'), h(6, 'y')], 2, 3), []);
});

test('the same parsed headings give the same TOC object for the same levels, and their own tree for other levels', () => {
  const headings = [h(2, 'a'), h(3, 'a1'), h(4, 'a1x')];
  const deep = buildToc(headings, 2, 4);
  assert.is(buildToc(headings, 2, 4), deep, 'a watch rebuild compares an unchanged page\'s TOC by reference');
  assert.equal(shape(deep), [['a', [['a1', [['a1x', []]]]]]]);
  assert.equal(shape(buildToc(headings, 2, 3)), [['a', [['a1', []]]]]);
  assert.equal(shape(deep), [['a', [['a1', [['a1x', []]]]]]], 'building another range leaves the first tree as it was');
  assert.equal(shape(buildToc([h(2, 'a'), h(3, 'a1'), h(4, 'a1x')], 2, 3)), [['a', [['a1', []]]]]);
});

test('a page\'s front matter levels win over the site\'s, and hide_table_of_contents leaves none', () => {
  const heads = [h(2, 'a'), h(3, 'a1'), h(4, 'a1x'), h(2, 'b')];
  const site = { minHeadingLevel: 2, maxHeadingLevel: 3 };
  assert.equal(shape(pageToc(heads, {}, site)), [['a', [['a1', []]]], ['b', []]]);
  assert.equal(shape(pageToc(heads, { toc_max_heading_level: 4 }, site)), [['a', [['a1', [['a1x', []]]]]], ['b', []]]);
  assert.equal(shape(pageToc(heads, { toc_min_heading_level: 3, toc_max_heading_level: 4 }, site)), [['a1', [['a1x', []]]]]);
  assert.equal(pageToc(heads, { hide_table_of_contents: true, toc_max_heading_level: 4 }, site), []);
});

test.run();
