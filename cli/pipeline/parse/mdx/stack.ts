/** The parts of the Markdown parser that only MDX bodies need; loaded through ../mdx-stack.ts. */
export { parseWithoutIndentedCode } from './no-indented-code';
export { parseMdxBody } from './parse-mdx';
