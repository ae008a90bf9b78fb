/**
 * `$…$` and `$$…$$` math, for sites that used remark-math with rehype-katex (markdown.math in
 * site.config.json): each formula is typeset with KaTeX as the page is parsed, so the page
 * ships HTML (and MathML, for screen readers) and no script. KaTeX loads with the first
 * formula; its stylesheet and fonts go into a build that has one (features/math-styles.ts).
 * A formula KaTeX cannot read shows its TeX in red, as rehype-katex shows it. The setting is
 * made per parse by parse-job.ts; the syntax extensions live with the MDX parser
 * (mdx/math-extensions.ts), which loads only when a body needs it.
 */
import type { ElementContent } from 'hast';
import type { Nodes } from 'mdast';
import type { Handler, State } from 'mdast-util-to-hast';
import { createRequire } from 'node:module';
import { escapeText } from '../../../runtime/escape-html.js';

let enabled = false;

/** Turns math syntax on or off for the parses that follow. */
export function setMath(on: boolean | undefined): void {
  enabled = on === true;
}

export const isMathEnabled = (): boolean => enabled;

/** Whether a body needs the math-aware parser: math is on and it has a `$`. */
export const hasMath = (markdown: string): boolean => enabled && markdown.includes('$');

type Katex = { renderToString(tex: string, options: Record<string, unknown>): string };
let katex: Katex | undefined;

/** The formula typeset, or (when KaTeX itself fails) its TeX escaped. */
function typeset(tex: string, display: boolean): string {
  katex ??= createRequire(import.meta.url)('katex') as Katex;
  // KaTeX prints "No character metrics for '◇'…" to the console for each character its fonts lack
  // (drawn in the reader's font all the same): hundreds of lines naming no page in a build's output.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] !== 'string' || !args[0].startsWith('No character metrics')) warn(...args);
  };
  try {
    // strict 'ignore': rehype-katex's pages render LaTeX-only input KaTeX can still draw.
    return katex.renderToString(tex, { displayMode: display, throwOnError: false, output: 'htmlAndMathml', strict: 'ignore' });
  } catch {
    return escapeText(tex);
  } finally {
    console.warn = warn;
  }
}

const mathElement = (state: State, node: Nodes, tagName: 'span' | 'div', kind: string): ElementContent => {
  const tex = (node as { value: string }).value;
  // `text`: what search and other plain-text readers take of it (search-blocks.ts), the TeX.
  const drawn = { type: 'raw', value: typeset(tex, kind === 'display'), text: tex } as ElementContent;
  const result: ElementContent = { type: 'element', tagName, properties: { className: ['math', `math-${kind}`] }, children: [drawn] };
  state.patch(node, result);
  return result;
};

/** to-hast handlers for the math nodes. */
export const mathHandlers: Record<string, Handler> = {
  inlineMath: ((state: State, node: Nodes) => mathElement(state, node, 'span', 'inline')) as Handler,
  math: ((state: State, node: Nodes) => mathElement(state, node, 'div', 'display')) as Handler,
};
