/** The parts of the Markdown parser that only MDX bodies need; loaded through ../lazy-parts.ts. */
export { parseWithoutIndentedCode } from './no-indented-code';
export { parseMdxBody } from './parse-mdx';
export { parseMdxTree } from './mdx-tree';
