/**
 * Which files are read as MDX, by Docusaurus' `markdown.format` rule.
 */

/** The `markdown.format` setting of site.config.json. */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/** True when `file` is read as MDX: every file under "mdx", none under "md", `.mdx` files under "detect". */
export function isReadAsMdx(file: string, format: MarkdownFormat): boolean {
  if (format === 'detect') return /\.mdx$/i.test(file);
  return format === 'mdx';
}
