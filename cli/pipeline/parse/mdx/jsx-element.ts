/** The JSX element nodes of MDX, and tying what a handler builds from one to its source position. */
import type { Element } from 'hast';
import type { Nodes } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { patched as patchedNode } from '../hast-patch.js';

/** A JSX element written as a block or inline. */
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** hast-patch.ts's patched for a JSX element, which mdast's node union does not name. */
export function patched(state: State, node: JsxElement, result: Element): Element {
  return patchedNode(state, node as unknown as Nodes, result);
}
