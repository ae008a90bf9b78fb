/**
 * Turns the pre-pass' admonition placeholders (HTML comment nodes in the mdast) into
 * `admonition` nodes holding the blocks between them, so the hast step renders them.
 */
import type { Html, Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { AdmonitionOpen } from './admonitions';
import { ADMONITION_CLOSE_MARK, ADMONITION_OPEN_PREFIX } from './prepare-source';

/** An admonition in the mdast; its children are block content. */
export interface AdmonitionNode extends Parent {
  type: 'admonition';
  kind: string;
  /** Parsed title, or null for the default title. */
  title: PhrasingContent[] | null;
}

type Mark = { open: number } | { close: true } | null;

function readMark(node: RootContent): Mark {
  if (node.type !== 'html') return null;
  const value = (node as Html).value;
  if (value === ADMONITION_CLOSE_MARK) return { close: true };
  if (value.startsWith(ADMONITION_OPEN_PREFIX) && value.endsWith('-->')) {
    const index = Number(value.slice(ADMONITION_OPEN_PREFIX.length, -3));
    return Number.isInteger(index) ? { open: index } : null;
  }
  return null;
}

/**
 * Regroups every child list in the tree. An open mark without a close in the same parent
 * runs to the end of that parent; a stray close mark is dropped.
 */
export function groupAdmonitions(tree: Root, opens: AdmonitionOpen[], parseTitle: (markdown: string) => PhrasingContent[]): void {
  if (opens.length > 0) regroup(tree, opens, parseTitle);
}

function regroup(parent: Parent, opens: AdmonitionOpen[], parseTitle: (markdown: string) => PhrasingContent[]): void {
  const top: { children: RootContent[] } = { children: [] };
  const stack: { children: RootContent[] }[] = [top];
  for (const child of parent.children) {
    const mark = readMark(child);
    if (mark && 'open' in mark) {
      const open = opens[mark.open];
      const title = open.title === null ? null : parseTitle(open.title);
      if (title) for (const node of title) setPosition(node, child.position);
      const node: AdmonitionNode = { type: 'admonition', kind: open.type, title, children: [], position: child.position };
      stack[stack.length - 1].children.push(node as unknown as RootContent);
      stack.push(node as unknown as { children: RootContent[] });
      continue;
    }
    if (mark) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    if ('children' in child) regroup(child as Parent, opens, parseTitle);
    stack[stack.length - 1].children.push(child);
  }
  parent.children = top.children;
}

function setPosition(node: Nodes, position: Nodes['position']): void {
  node.position = position;
  if ('children' in node) for (const child of node.children) setPosition(child, position);
}
