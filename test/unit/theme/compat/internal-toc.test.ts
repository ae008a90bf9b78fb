/**
 * useFilteredAndTreeifiedTOC's tree, as a swizzled TOCItems gets it: nested first, then narrowed
 * to the levels asked for, so a heading whose section heading is dropped takes that heading's place.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { filterTOCTree, treeifyTOC, type TOCTreeNode } from '../../../../theme/compat/internal-toc';

const item = (id: string, level: number) => ({ value: id, id, level });
const shape = (tree: readonly TOCTreeNode[]): unknown => tree.map((n) => (n.children.length ? { [n.id]: shape(n.children) } : n.id));

test('an h4 after a dropped h2 rises to the top, not under the h3 before it', () => {
  const tree = treeifyTOC([item('x', 3), item('b', 2), item('b1', 4)]);
  assert.equal(shape(filterTOCTree(tree, 3, 4)), ['x', 'b1']);
});

test('a kept heading keeps its kept children, and those of its dropped ones', () => {
  const tree = treeifyTOC([item('a', 2), item('a1', 3), item('a1x', 4), item('a1xy', 5), item('c', 2)]);
  assert.equal(shape(filterTOCTree(tree, 2, 3)), [{ a: ['a1'] }, 'c']);
  assert.equal(shape(filterTOCTree(tree, 2, 5)), [{ a: [{ a1: [{ a1x: ['a1xy'] }] }] }, 'c']);
  assert.equal(shape(filterTOCTree(tree, 3, 5)), [{ a1: [{ a1x: ['a1xy'] }] }]);
});

test.run();
