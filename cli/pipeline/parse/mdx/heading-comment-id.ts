/**
 * Docusaurus 3.10's heading id written as an MDX comment: `## Setup {/* #install-setup *\/}`.
 * Unlike `{#id}`, it is valid MDX, and `docusaurus write-heading-ids --syntax comment` writes it,
 * so MDX files migrate to it. The comment must be the last thing on the heading and its first
 * word must start with `#` (`{/* note *\/}` stays a plain comment); words after the id are kept
 * out of it, as Docusaurus reads only the first.
 */

const HEADING = /^ {0,3}#{1,6}\s/;
// One comment alone in one expression, at the end of the line.
const TRAILING_COMMENT = /\{\s*\/\*([^]*?)\*\/\s*\}\s*$/;

/** The id a heading line's trailing `{/* #id *\/}` sets, or null. */
export function headingCommentId(line: string): string | null {
  if (!HEADING.test(line)) return null;
  const m = TRAILING_COMMENT.exec(line);
  // `*/` inside the comment would have closed it earlier: then this is not one comment.
  if (!m || m[1].includes('*/')) return null;
  const first = m[1].trim().split(/\s+/)[0] ?? '';
  const id = first.slice(1);
  // An id the heading parser could not carry (braces) is left to be a plain comment.
  return first.startsWith('#') && /^[^{}]+$/.test(id) ? id : null;
}
