/** Ties an element a handler built to its mdast node, so the HTML keeps the source positions. */
import type { Element } from 'hast';
import type { Nodes } from 'mdast';
import type { Raw, State } from 'mdast-util-to-hast';

/** Records `node`'s position on `result` (state.patch) and returns it. */
export function patched<T extends Element | Raw>(state: State, node: Nodes, result: T): T {
  state.patch(node, result);
  return result;
}
