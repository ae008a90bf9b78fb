/**
 * `$…$` and `$$…$$` math, for sites that used remark-math (markdown.math in site.config.json).
 * The formula is kept as TeX text in a `math` span or block, not typeset: opdocs runs no
 * KaTeX. What it gives a math site is that its pages parse (`{`, `<` and `_` inside a formula
 * are TeX, not MDX or emphasis) and show the formula as written. The setting is made per parse
 * by parse-job.ts. The syntax extensions live with the MDX parser (mdx/math-extensions.ts),
 * which loads only when a body needs it.
 */
import type { ElementContent } from 'hast';
import type { Nodes } from 'mdast';
import type { Handler, State } from 'mdast-util-to-hast';

let enabled = false;

/** Turns math syntax on or off for the parses that follow. */
export function setMath(on: boolean | undefined): void {
  enabled = on === true;
}

export const isMathEnabled = (): boolean => enabled;

/** Whether a body needs the math-aware parser: math is on and it has a `$`. */
export const hasMath = (markdown: string): boolean => enabled && markdown.includes('$');

const mathElement = (state: State, node: Nodes, tagName: 'span' | 'div', kind: string): ElementContent => {
  const result: ElementContent = {
    type: 'element', tagName, properties: { className: ['math', `math-${kind}`] }, children: [{ type: 'text', value: (node as { value: string }).value }],
  };
  state.patch(node, result);
  return result;
};

/** to-hast handlers for the math nodes. */
export const mathHandlers: Record<string, Handler> = {
  inlineMath: ((state: State, node: Nodes) => mathElement(state, node, 'span', 'inline')) as Handler,
  math: ((state: State, node: Nodes) => mathElement(state, node, 'div', 'display')) as Handler,
};
