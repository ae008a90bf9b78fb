/**
 * The description a doc or blog post gets when its front matter has none (behaviors §9.3,
 * §11.4): Docusaurus reads it from the Markdown source, not the rendered page. It is the first
 * source line that still holds text once imports, code fences, HTML tags, the h1 and the usual
 * Markdown marks are taken out: one line, as written, never shortened. The rules below follow
 * that reading, including its rough edges (an h2 line is text; `a_b_c` loses its underscores).
 */

/** Each rule rewrites one line; they run in this order, as Docusaurus applies them. */
const LINE_RULES: [RegExp, string][] = [
  // Not a Docusaurus rule: it leaves `{/* notes */}` in the description; an MDX comment is never shown here.
  [/\{\/\*.*?\*\/\}/g, ''],
  [/<[^>]*>/g, ''], // HTML tags (and comments on one line)
  [/^#[^#]+#?/gm, ''], // an h1 line
  [/^#{1,6}\s*([^#]*)\s*#{0,6}/gm, '$1'], // other ATX headings keep their text
  [/([*_]{1,3})(.*?)\1/g, '$2'], // emphasis marks
  [/~~(\S.*\S)~~/g, '$1'], // strikethrough
  [/!\[(.*?)\][[(].*?[\])]/g, '$1'], // an image leaves its alt text
  [/\[\^.+?\](?:: .*$)?/g, ''], // footnote references and definitions
  [/\[(.*?)\][[(].*?[\])]/g, '$1'], // a link leaves its text
  [/`(.+?)`/g, '$1'], // inline code marks
  [/^\s{0,3}>\s?/g, ''], // a quote mark
  [/:::.*/, ''], // an admonition fence and its title
  [/\s?:(?:::|[^:\n])+:/g, ''], // emoji shortcodes, with the space before them
  [/\{#*[\w-]+\}/, ''], // a heading's {#id}
];

/**
 * The longest line the rules read. Several of them (`<[^>]*>`, the link and image rules,
 * strikethrough) try every start in a line that never closes, so their time grows with the
 * square of its length: a line of 100,000 `<` held a build for minutes. A paragraph written on
 * one line stays far below; a longer one is no description, and is cut here.
 */
export const MAX_EXCERPT_LINE = 10_000;

/** The first line of text of a Markdown body, or undefined when it has none. */
export function sourceExcerpt(body: string): string | undefined {
  // A setext h1 ("Title" over "===") at the top is the title, not text.
  const top = body.trimStart();
  const setext = /^[^\r\n]*\r?\n=+/.exec(top);
  const text = setext ? top.slice(setext[0].length) : top;
  let inImport = false;
  let fence: string | null = null;
  // Line by line from the top, without splitting the whole body: the first line of text is
  // usually near the top, and this runs for every page at every watch rebuild.
  for (let start = 0; start <= text.length;) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    const line = text.slice(start, stop > start && text.charCodeAt(stop - 1) === 13 ? stop - 1 : stop);
    start = stop + 1;
    const blank = line.trim() === '';
    // ESM statements run until a blank line.
    if (blank) {
      inImport = false;
      continue;
    }
    if (fence === null && (inImport || /^(?:import|export)\s/.test(line))) {
      inImport = true;
      continue;
    }
    const ticks = /^`{3,}/.exec(line.trim())?.[0];
    if (ticks) {
      if (fence === null) fence = ticks;
      else if (ticks.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const read = line.length > MAX_EXCERPT_LINE ? line.slice(0, MAX_EXCERPT_LINE) : line;
    const found = LINE_RULES.reduce((s, [pattern, by]) => s.replace(pattern, by), read).trim();
    if (found) return found;
  }
  return undefined;
}
