/**
 * MDX 1 read a line opening with `{` as a block of raw JSX, as it did a line opening with a tag,
 * and pasted such blocks around the Markdown between them. So a Docusaurus 2 page could wrap
 * Markdown in a condition:
 *
 *     {isBeta && <div className="note">
 *
 *     Some **Markdown**, lists…
 *
 *     </div>}
 *
 * and the element, holding that Markdown rendered, showed when the condition held. The MDX 2
 * grammar reads the whole as one expression whose element holds JSX text, which MDX 1 mode would
 * show as written. With `markdown.mdx1Compat.text` the two lines become the element's own tags,
 * the condition kept in an attribute the grammar parses (and checks), which the tree pass then
 * moves off the element; the handler shows the element only when the condition holds.
 */
import type { Program } from 'estree';
import type { Parent, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxAttributeValueExpression } from 'mdast-util-mdx-jsx';
import { evaluateStatic, getProgramExpression, type EvalScope } from './static-value';
import type { JsxElement } from './jsx-element';
import { isImportRef } from '../../../../runtime/islands/import-ref';

// Not an attribute any site writes: it only carries the condition from the text to the tree.
const CONDITION_ATTRIBUTE = 'data-opdocs-mdx1-condition';
// `{cond && <name attrs>` alone on its line, the tag left open (an element closed on the line is ordinary MDX).
const OPENING = /^([ \t]{0,3})\{[ \t]*(.+?)[ \t]*&&[ \t]*<([A-Za-z][\w.:-]*)((?:[ \t][^<>]*?)?)[ \t]*>[ \t]*$/;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/** The condition of an element written as MDX 1's `{cond && <tag>` … `</tag>}`. */
export interface Mdx1Condition { source: string; program: Program }

/** `text` with each `{cond && <tag>` … `</tag>}` written across Markdown blocks made the element's own tag lines. */
export function conditionalBlocksAsJsx(text: string): string {
  const lines = text.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const marker = FENCE.exec(lines[i])?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence === null ? marker : null;
    if (fence !== null) continue;
    const open = OPENING.exec(lines[i].replace(/\r$/, ''));
    if (!open || open[4].trimEnd().endsWith('/')) continue;
    const [, indent, condition, name, attributes] = open;
    const closing = new RegExp(`^[ \\t]*</${name.replace(/[.]/g, '\\.')}[ \\t]*>[ \\t]*\\}[ \\t]*\\r?$`);
    const end = lines.findIndex((line, j) => j > i && closing.test(line));
    // Without its closing line it is no such block: the grammar says what is wrong with it.
    if (end < 0) continue;
    lines[i] = `${indent}<${name}${attributes} ${CONDITION_ATTRIBUTE}={${condition}}>`;
    lines[end] = lines[end].replace(/>[ \t]*\}/, '>');
  }
  return lines.join('\n');
}

/** Moves, in place, each condition conditionalBlocksAsJsx put on an element into the element's data. */
export function liftConditions(tree: Root): void {
  const visit = (parent: Parent): void => {
    for (const child of parent.children) {
      if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
        const at = child.attributes.findIndex((a) => a.type === 'mdxJsxAttribute' && a.name === CONDITION_ATTRIBUTE);
        const value = at < 0 ? null : (child.attributes[at] as MdxJsxAttribute).value as MdxJsxAttributeValueExpression | null;
        if (value && typeof value === 'object' && value.data?.estree) {
          child.attributes.splice(at, 1);
          (child.data ??= {} as NonNullable<typeof child.data>);
          (child.data as { mdx1Condition?: Mdx1Condition }).mdx1Condition = { source: value.value, program: value.data.estree as Program };
        }
      }
      if ('children' in child) visit(child as Parent);
    }
  };
  visit(tree);
}

/**
 * Whether `node` shows: true without a condition; otherwise the condition's truth, evaluated
 * at build time, or why it cannot be (the caller then shows the element and says so).
 */
export function conditionShows(node: JsxElement, scope: EvalScope): { shown: boolean } | { source: string; why: string } {
  const condition = (node.data as { mdx1Condition?: Mdx1Condition } | undefined)?.mdx1Condition;
  if (!condition) return { shown: true };
  const expression = getProgramExpression(condition.program);
  const value = expression ? evaluateStatic(expression, scope) : { ok: false as const, why: 'a statement' };
  if (!value.ok) return { source: condition.source, why: value.why };
  // An imported value is known where the code runs, not here.
  return isImportRef(value.value) ? { source: condition.source, why: 'an imported value' } : { shown: Boolean(value.value) };
}
