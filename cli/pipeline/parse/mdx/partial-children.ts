/**
 * `{props.children}` and `{props.children[1]}` in a partial: the Markdown written between the
 * partial's tags in the including page (`<Steps>` … `</Steps>`), as MDX hands it to the partial's
 * component. Partials are spliced in at build time (partials.ts), so each such expression is
 * replaced by those nodes: block children one per paragraph, list or image line, as MDX counts them.
 */
import type { Nodes, Parent, RootContent } from 'mdast';

const CHILDREN = /^\s*props\s*\.\s*children\s*(?:(?:\?\.)?\[\s*(\d+)\s*\])?\s*$/;

/** What the expression `value` takes of `children`: all of them, one, or null when it is no such read. */
function picked(value: string, children: RootContent[]): RootContent[] | null {
  const m = CHILDREN.exec(value);
  if (!m) return null;
  if (m[1] === undefined) return structuredClone(children);
  const one = children[Number(m[1])];
  // Past the end, the expression stays and fails at render as `undefined[0]` would in Docusaurus.
  return one === undefined ? null : [structuredClone(one)];
}

/**
 * Replaces, inside `nodes` (a partial's content), each `{props.children…}` by `children`. An
 * inline one takes a paragraph's text, not the paragraph, so the sentence around it stays one.
 */
export function fillPartialChildren(nodes: RootContent[], children: RootContent[]): RootContent[] {
  const fill = (list: RootContent[]): RootContent[] => list.flatMap((node): RootContent[] => {
    if (node.type === 'mdxFlowExpression') return picked(node.value, children) ?? [node];
    if (node.type === 'mdxTextExpression') {
      const got = picked(node.value, children);
      if (!got) return [node];
      return got.every((n) => n.type === 'paragraph') ? got.flatMap((n) => (n.type === 'paragraph' ? n.children : [])) as RootContent[] : [node];
    }
    if ('children' in node) (node as Parent).children = fill((node as Parent).children as RootContent[]) as Parent['children'];
    return [node];
  });
  return fill(nodes);
}

/** Whether any node of `nodes` reads `props.children` (the walk is skipped otherwise). */
export function readsChildren(nodes: Nodes[]): boolean {
  return nodes.some((n) => ((n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression') && CHILDREN.test(n.value))
    || ('children' in n && readsChildren(n.children as Nodes[])));
}
