/**
 * MDX has no indented code blocks (Docusaurus' `mdx` format): a line indented four spaces is
 * ordinary content, e.g. a table inside a list item. The fast Markdown parser of a body read as
 * MDX does have them, so a body where it found one is read again by micromark with them off;
 * every other body keeps the fast parse.
 */
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

const micromarkExtensions = [gfm(), { disable: { null: ['codeIndented'] } }];
const mdastExtensions = gfmFromMarkdown().map((extension) => ({ ...extension, transforms: [] }));
/** The mdast of `markdown` with GFM and without indented code blocks. */
export function parseWithoutIndentedCode(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: micromarkExtensions, mdastExtensions });
}
