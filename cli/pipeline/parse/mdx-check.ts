/**
 * Finds MDX syntax (ESM, capitalised JSX, `{expressions}`) on one line of a body read as MDX.
 * A body with none is read by the plain Markdown parser, which is faster (and lenient about
 * HTML that MDX would reject); one with any goes through the MDX parser (mdx/parse-mdx.ts).
 * `className=` counts too: as raw HTML it would be an attribute browsers ignore.
 * So does Markdown that MDX reads inside HTML and CommonMark would pass through raw
 * (`codeInHtml`).
 */

/** One MDX construct found on a line. */
export interface MdxFinding {
  /** 1-based column in the line. */
  column: number;
  /** What was found, e.g. "JSX element <Tabs>". */
  what: string;
}

/** Replaces inline code spans (`` `x` ``, ``` ``x`` ```) with spaces, keeping the length. */
export function maskCodeSpans(line: string): string {
  if (!line.includes('`')) return line;
  let out = line;
  const run = /`+/g;
  for (let open = run.exec(line); open; open = run.exec(line)) {
    const size = open[0].length;
    const close = new RegExp(`(?<!\`)\`{${size}}(?!\`)`, 'g');
    close.lastIndex = run.lastIndex;
    const end = close.exec(line);
    if (!end) continue;
    out = out.slice(0, open.index) + ' '.repeat(close.lastIndex - open.index) + out.slice(close.lastIndex);
    run.lastIndex = close.lastIndex;
  }
  return out;
}

/** `needs`: text the pattern cannot match without, checked first (see className). */
const PATTERNS: { re: RegExp; what: (m: RegExpExecArray) => string; needs?: string }[] = [
  { re: /^(import|export)\s/, what: (m) => `${m[1]} statement` },
  { re: /(?<!\\)<\/?([A-Z][\w.]*)/, what: (m) => `JSX element <${m[1]}>` },
  // MDX hands a lowercase <head> to Docusaurus' Head component, whose tags go to the page's head.
  { re: /(?<!\\)<(head)(?=[\s>])/, what: (m) => `JSX element <${m[1]}>`, needs: '<head' },
  { re: /(?<![\w:.-])([A-Za-z_:][\w:.-]*)=\{/, what: (m) => `JSX attribute expression ${m[1]}={…}` },
  { re: /(?<!\\)\{/, what: () => 'JavaScript expression {…}' },
  // An opening tag left unfinished at the line end (`<a` then its attributes and `>` below):
  // MDX reads it as one tag, CommonMark as text, with a `>` line starting a block quote.
  { re: /^[ \t]*<([A-Za-z][\w.:-]*)(?:[ \t][^<>]*)?\r?$/, what: (m) => `tag <${m[1]}> written over several lines` },
  // The lookbehind runs at every position of the line, each time scanning back to its start:
  // on long lines most of the time of this check, for a word few lines have.
  { re: /(?<=<[a-z][\w-]*\s[^>]*?)\bclassName=(?!\{)/, what: () => 'JSX attribute className', needs: 'className=' },
];

/**
 * The first MDX construct on a line (already stripped of MDX comments and code spans),
 * or null. A trailing `{#custom-id}` on a heading is allowed, as Docusaurus allows it.
 */
export function findMdxSyntax(line: string): MdxFinding | null {
  let text = line;
  if (/^ {0,3}#{1,6}\s/.test(text)) {
    text = text.replace(/\\?\{#[^{}]*\}\s*$/, (s) => ' '.repeat(s.length));
  }
  let best: MdxFinding | null = null;
  for (const { re, what, needs } of PATTERNS) {
    if (needs && !text.includes(needs)) continue;
    const m = re.exec(text);
    if (m && (!best || m.index + 1 < best.column)) best = { column: m.index + 1, what: what(m) };
  }
  return best;
}

/**
 * A code span on a line of a block that starts with an HTML tag (`<td>\`GID\`</td>`), or null.
 * MDX reads it as code, as Docusaurus shows it; CommonMark keeps an HTML block's text raw, so
 * the backticks would show and a `<name>` inside would be taken for a tag. `line` is the line
 * as written, `masked` the same with its code spans blanked (maskCodeSpans).
 */
export function codeInHtml(line: string, masked: string): MdxFinding | null {
  if (line === masked) return null;
  let at = 0;
  while (at < line.length && line[at] === masked[at]) at++;
  return { column: at + 1, what: 'code span inside HTML' };
}

/** Whether a line starts an HTML block (an opening or closing tag at its start). */
export const startsWithTag = (line: string) => /^ {0,3}<\/?[A-Za-z][\w-]*(?=[\s/>]|$)/.test(line);
