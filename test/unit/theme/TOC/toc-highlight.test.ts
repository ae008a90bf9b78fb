import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { findActiveAnchorIndex, findActiveAnchorIndexBy, flattenTocIds } from '../../../../theme/TOC/toc-highlight';

const box = (top: number, height = 30) => ({ top, bottom: top + height });
const viewport = { offset: 60, viewportHeight: 800 };

const highlight = suite('toc-highlight: findActiveAnchorIndex');

highlight('picks the first anchor below the navbar when it sits in the top half of the viewport', () => {
  assert.is(findActiveAnchorIndex([box(100), box(500), box(900)], viewport), 0);
});

highlight('keeps the previous anchor when the next one is still in the bottom half', () => {
  // Reader scrolled past heading 0 (above the navbar) and heading 1 is far down.
  assert.is(findActiveAnchorIndex([box(-200), box(600), box(1200)], viewport), 0);
});

highlight('has no active anchor before the first heading reaches the top half', () => {
  assert.is(findActiveAnchorIndex([box(700), box(1200)], viewport), -1);
});

highlight('activates the last anchor when every anchor is above the offset', () => {
  assert.is(findActiveAnchorIndex([box(-900), box(-500), box(10)], viewport), 2);
});

highlight('treats an anchor exactly at the offset as below it', () => {
  assert.is(findActiveAnchorIndex([box(-300), box(60)], viewport), 1);
});

highlight('uses offset 0 when the navbar hides on scroll', () => {
  // A heading 20px from the top is hidden under a 60px navbar, visible without one.
  const anchors = [box(-100), box(20), box(300)];
  assert.is(findActiveAnchorIndex(anchors, { offset: 0, viewportHeight: 800 }), 1);
  assert.is(findActiveAnchorIndex(anchors, viewport), 2);
});

highlight('returns -1 for a page without anchors', () => {
  assert.is(findActiveAnchorIndex([], viewport), -1);
});

highlight.run();

const bisect = suite('toc-highlight: findActiveAnchorIndexBy');

bisect('picks the same anchor as the linear rule for headings in document order, wherever the page is scrolled', () => {
  // 60 headings of varied heights, one after the other; the page scrolled in 37px steps.
  const tops: number[] = [];
  for (let i = 0, y = 0; i < 60; i++, y += 40 + ((i * 53) % 170)) tops.push(y);
  for (const offset of [0, 60]) {
    for (let scroll = -100; scroll < tops[tops.length - 1] + 900; scroll += 37) {
      const boxes = tops.map((top) => box(top - scroll));
      const vp = { offset, viewportHeight: 800 };
      assert.is(findActiveAnchorIndexBy(boxes.length, (i) => boxes[i]!, vp), findActiveAnchorIndex(boxes, vp), `scroll ${scroll}, offset ${offset}`);
    }
  }
});

bisect('measures a logarithmic number of the 10,000 headings of a long page', () => {
  let measured = 0;
  const index = findActiveAnchorIndexBy(10_000, (i) => { measured++; return box(i * 50 - 250_000); }, viewport);
  // Heading 5002 is the first below the 60px navbar, at 100px: in the top half.
  assert.is(index, 5002);
  assert.ok(measured <= 2 * Math.ceil(Math.log2(10_000)), `measured ${measured} headings`);
});

bisect('skips headings that are not laid out, as the linear rule does below a navbar', () => {
  const laid = [box(-400), null, null, box(100), box(500)];
  assert.is(findActiveAnchorIndexBy(laid.length, (i) => laid[i]!, viewport), 3);
  const allHidden = [null, null, null];
  assert.is(findActiveAnchorIndexBy(3, (i) => allHidden[i]!, viewport), 2);
  // Without a navbar an empty box at the top counts as the next heading, outside the top half.
  assert.is(findActiveAnchorIndexBy(3, (i) => allHidden[i]!, { offset: 0, viewportHeight: 800 }), -1);
});

bisect.run();

const flatten = suite('toc-highlight: flattenTocIds');

flatten('lists ids depth-first in document order', () => {
  const toc = [
    { id: 'a', html: 'A', level: 2, children: [{ id: 'a1', html: 'A1', level: 3, children: [] }] },
    { id: 'b', html: 'B', level: 2, children: [] },
  ];
  assert.equal(flattenTocIds(toc), ['a', 'a1', 'b']);
});

flatten.run();
