/** The parts of the Markdown parser that only MDX bodies need; loaded through ../lazy-parts.ts. */
// Before any parse: micromark's text content merged in linear time (see the module).
import './text-data-merge';
export { parseWithoutIndentedCode } from './no-indented-code';
export { parseMdxBody } from './parse-mdx';
export { parseMdxTree } from './mdx-tree';
export { parseWithMdx1Text } from './mdx1-text';
