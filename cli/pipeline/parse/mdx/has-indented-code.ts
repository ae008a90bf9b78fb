/**
 * Whether the fast parse of a body read as MDX found an indented code block, which MDX does
 * not have (see no-indented-code.ts). Kept apart so the check loads none of micromark.
 */
import type { Nodes, Root } from 'mdast';

// A fence opens its block; container markers (quotes, list bullets) may come before it.
const FENCED = /^(?:[ \t]*>)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(?:`{3,}|~{3,})/;

/** True when `tree` (parsed from `markdown`) holds a code block that is not fenced. */
export function hasIndentedCode(tree: Root, markdown: string): boolean {
  let lines: string[] | null = null;
  const visit = (node: Nodes): boolean => {
    if (node.type === 'code') {
      lines ??= markdown.split('\n');
      const line = node.position ? lines[node.position.start.line - 1] ?? '' : '';
      return !FENCED.test(line);
    }
    return 'children' in node && node.children.some(visit);
  };
  return visit(tree);
}

