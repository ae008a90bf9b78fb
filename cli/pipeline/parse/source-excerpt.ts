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

/** The first line of text of a Markdown body, or undefined when it has none. */
export function sourceExcerpt(body: string): string | undefined {
  // A setext h1 ("Title" over "===") at the top is the title, not text.
  const lines = body.trimStart().replace(/^[^\r\n]*\r?\n=+/, '').split(/\r?\n/);
  let inImport = false;
  let fence: string | null = null;
  for (const line of lines) {
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
    const text = LINE_RULES.reduce((s, [pattern, by]) => s.replace(pattern, by), line).trim();
    if (text) return text;
  }
  return undefined;
}
