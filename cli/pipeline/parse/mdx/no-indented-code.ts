/**
 * MDX has no indented code blocks (Docusaurus' `mdx` format): a line indented four spaces is
 * ordinary content, e.g. a table inside a list item. The fast Markdown parser of a body read as
 * MDX does have them, so a body where it found one is read again by micromark with them off;
 * every other body keeps the fast parse.
 */
import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

const micromarkExtensions = [gfm(), { disable: { null: ['codeIndented'] } }];
const mdastExtensions = gfmFromMarkdown().map((extension) => ({ ...extension, transforms: [] }));
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

/** The mdast of `markdown` with GFM and without indented code blocks. */
export function parseWithoutIndentedCode(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: micromarkExtensions, mdastExtensions });
}
