import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { findActiveAnchorIndex, flattenTocIds } from '../../../../theme/TOC/toc-highlight';

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

const flatten = suite('toc-highlight: flattenTocIds');

flatten('lists ids depth-first in document order', () => {
  const toc = [
    { id: 'a', html: 'A', level: 2, children: [{ id: 'a1', html: 'A1', level: 3, children: [] }] },
    { id: 'b', html: 'B', level: 2, children: [] },
  ];
  assert.equal(flattenTocIds(toc), ['a', 'a1', 'b']);
});

flatten.run();
