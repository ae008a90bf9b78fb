/**
 * Line pre-pass over the Markdown body, before micromark sees it. It knows fenced code
 * (nothing inside code is touched) and handles what CommonMark has no syntax for:
 * admonition fences, MDX comments, truncate markers; for a body read as MDX, HTML comments
 * (Docusaurus drops them) and where MDX syntax is used (to choose the parser).
 * It keeps the line count, so micromark positions stay true to the file.
 */
import { ADMONITION_TYPES, type AdmonitionOpen } from './admonitions';
import { codeInHtml, findMdxSyntax, maskCodeSpans, startsWithTag, type MdxFinding } from './mdx-check';
import { headingCommentId } from './mdx/heading-comment-id';
import { mdxCodeBlockEnd } from './mdx-code-block';

/** Placeholder comments micromark passes through; markdown.ts swaps them for markup. */
export const ADMONITION_OPEN_PREFIX = '<!--opdocs:adm:';
export const ADMONITION_CLOSE_MARK = '<!--opdocs:/adm-->';

/** Result of the pre-pass. */
export interface PreparedSource {
  /** Text for micromark: admonition fences replaced by placeholder comments. */
  markdown: string;
  /** The input with MDX comments and truncate markers blanked: same length, for URL positions. */
  masked: string;
  admonitions: AdmonitionOpen[];
  /** Offset of the first truncate marker outside code, or null. */
  truncateAt: number | null;
  /** MDX syntax found (bodies read as MDX only): none means the plain parser will do; `line` is 0-based within the body. */
  mdxFindings: (MdxFinding & { line: number })[];
}

const FENCE_OPEN = /^((?:[ \t]*>)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*)(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})[ \t]*\r?$/;
// A keyword is a directive's name: `:::my-type` is the keyword my-type (a site's own, below).
const ADMONITION_OPEN = /^((?:[ \t]*>)*[ \t]*)(:{3,})([A-Za-z][A-Za-z0-9_-]*)(.*?)\s*$/;
const ADMONITION_CLOSE = /^((?:[ \t]*>)*[ \t]*)(:{3,})\s*$/;
// Every MDX construct needs one of these; most lines have none and skip the full check.
const MAYBE_MDX = /[{<]|^(?:import|export)\s/;
// Docusaurus' excerpt marker: an HTML comment holding only "truncate", or the same MDX comment.
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
const TRUNCATE = new RegExp(`^(?:${TRUNCATE_MARKER.source})$`);
const ANY_COMMENT = /<!--[\s\S]*?(?:-->|$)|\{\/\*[\s\S]*?(?:\*\/\}|$)/g;
let customTruncate: RegExp | null = null;

/**
 * blog.truncateMarker for the parses that follow (set per parse by parse-job.ts, as math.ts is):
 * the comments it matches end an excerpt in place of Docusaurus' own marker, as its option does.
 */
export function setTruncateMarker(source: string | null | undefined): void {
  customTruncate = source ? new RegExp(source) : null;
}

const isTruncateMarker = (comment: string) => (customTruncate ?? TRUNCATE).test(comment);

let siteKeywords: ReadonlySet<string> = new Set();
let infoKeywords: ReadonlySet<string> = new Set();

/**
 * The site's own admonition keywords for the parses that follow (set per parse by parse-job.ts,
 * as the truncate marker is): those its swizzled Admonition/Types draws (load/admonition-keywords.ts),
 * and the config's others (`markdown.admonitionKeywords`), drawn as `info`, as Docusaurus does
 * with a keyword it has no component for.
 */
export function setAdmonitionKeywords(keywords: readonly string[] | null | undefined, asInfo?: readonly string[] | null): void {
  siteKeywords = new Set(keywords ?? []);
  infoKeywords = new Set((asInfo ?? []).filter((k) => !siteKeywords.has(k)));
}

/** The type an admonition keyword is drawn as, or null when `:::word` opens no admonition. */
function admonitionType(word: string): string | null {
  const keyword = word.toLowerCase();
  if (ADMONITION_TYPES.has(keyword) || siteKeywords.has(keyword)) return keyword;
  return infoKeywords.has(keyword) ? 'info' : null;
}

/** Runs the pre-pass; never throws. */
export function prepareSource(source: string, isMdx: boolean): PreparedSource {
  const lines = source.split('\n');
  const masked: string[] = [];
  const markdown: string[] = [];
  const admonitions: AdmonitionOpen[] = [];
  const mdxFindings: PreparedSource['mdxFindings'] = [];
  const open: number[] = [];
  let fence: { char: string; size: number } | null = null;
  let inComment: string | null = null;
  let truncateAt: number | null = null;
  // Whether the line is inside a block begun by an HTML tag: such a block runs to a blank line.
  let inHtml = false;
  let offset = 0;
  // Closing lines of unwrapped `mdx-code-block` fences still to come (innermost last).
  const unwrapEnds: number[] = [];

  for (let i = 0; i < lines.length; offset += lines[i].length + 1, i++) {
    const original = lines[i];
    // Unwrapped wherever it stands, as Docusaurus does before any Markdown is read (even in code).
    const unwrapEnd = mdxCodeBlockEnd(lines, i);
    if (unwrapEnd !== null || unwrapEnds[unwrapEnds.length - 1] === i) {
      // The fence lines go and their content is read as the document's own (a blank line in their place).
      if (unwrapEnd === null) unwrapEnds.pop(); else unwrapEnds.push(unwrapEnd);
      masked.push(original.replace(/[^\r]/g, ' '));
      markdown.push('');
      inHtml = false;
      continue;
    }
    if (fence) {
      const close = FENCE_CLOSE.exec(original);
      if (close && close[1][0] === fence.char && close[1].length >= fence.size) fence = null;
      masked.push(original);
      markdown.push(original);
      continue;
    }
    const blanked = blankMarkers(original, isMdx, inComment, (at) => { truncateAt ??= offset + at; });
    inComment = blanked.inComment;
    masked.push(blanked.line);
    // Blanks left at a line end would read as a hard break; only `masked` needs the columns.
    const line = blanked.line === original ? original : blanked.line.replace(/[ \t]+(\r?)$/, '$1');

    const fenceOpen = FENCE_OPEN.exec(line);
    if (fenceOpen && !(fenceOpen[2][0] === '`' && fenceOpen[3].includes('`'))) {
      fence = { char: fenceOpen[2][0], size: fenceOpen[2].length };
      markdown.push(line);
      continue;
    }
    const adm = ADMONITION_OPEN.exec(line);
    const admType = adm && admonitionType(adm[3]);
    if (adm && admType) {
      open.push(adm[2].length);
      markdown.push(`${adm[1]}${ADMONITION_OPEN_PREFIX}${admonitions.length}-->`);
      admonitions.push({ type: admType, title: parseTitle(adm[4]) });
      continue;
    }
    const close = ADMONITION_CLOSE.exec(line);
    if (close && open.length > 0 && open[open.length - 1] <= close[2].length) {
      open.pop();
      markdown.push(`${close[1]}${ADMONITION_CLOSE_MARK}`);
      continue;
    }
    if (isMdx) {
      inHtml = /^\s*$/.test(line) ? false : inHtml || startsWithTag(line);
      const code = MAYBE_MDX.test(line) || inHtml ? maskCodeSpans(line) : line;
      const found = (MAYBE_MDX.test(line) ? findMdxSyntax(code) : null) ?? (inHtml ? codeInHtml(line, code) : null);
      if (found) mdxFindings.push({ ...found, line: i });
      // A heading's `{/* #id */}` was blanked with the other comments: it becomes `{#id}` (below).
      const commentId = headingCommentId(original);
      // MDX reads `{#id}` as an expression; escaped, both parsers keep it as text for headings.ts.
      markdown.push(commentId ? `${line.trimEnd()} \\{#${commentId}}`
        : /^ {0,3}#{1,6}\s/.test(line) ? line.replace(/(?<!\\)(\{#[^{}\s]*\}\s*)$/, '\\$1') : line);
      continue;
    }
    markdown.push(line);
  }
  // An unclosed admonition runs to the end of the document.
  for (let k = 0; k < open.length; k++) markdown.push(ADMONITION_CLOSE_MARK);
  return { markdown: markdown.join('\n'), masked: masked.join('\n'), admonitions, truncateAt, mdxFindings };
}

/** `[My title]` or ` My title` after the keyword; anything else means the default title. */
function parseTitle(rest: string): string | null {
  if (rest.startsWith('[')) {
    const end = rest.lastIndexOf(']');
    const title = end > 0 ? rest.slice(1, end).trim() : '';
    return title || null;
  }
  if (/^\s/.test(rest)) return rest.trim() || null;
  return null;
}

/**
 * Blanks truncate markers (both files), MDX comments and HTML comments (bodies read as MDX)
 * with spaces, outside code spans. `inComment` is the closing token of a comment still open
 * from an earlier line. Reports the column of each truncate marker through `onTruncate`.
 */
function blankMarkers(line: string, isMdx: boolean, inComment: string | null, onTruncate: (at: number) => void):
  { line: string; inComment: string | null } {
  let out = line;
  let from = 0;
  if (inComment) {
    const end = line.indexOf(inComment);
    if (end < 0) return { line: line.replace(/[^\r]/g, ' '), inComment };
    from = end + inComment.length;
    out = ' '.repeat(from) + line.slice(from);
  }
  if (!line.includes('<!--') && !line.includes('{/*')) return { line: out, inComment: null };
  const code = maskCodeSpans(line);
  // Markdown keeps its comments as HTML: only a marker is blanked there, so any comment may be one.
  const marker = isMdx || customTruncate ? new RegExp(ANY_COMMENT) : new RegExp(TRUNCATE_MARKER, 'g');
  marker.lastIndex = from;
  for (let m = marker.exec(line); m; m = marker.exec(line)) {
    // In a code span, or escaped (`\<!--`, `\{/*`: text, as Markdown and MDX show them), it opens
    // nothing; a real comment may still start inside what the match took.
    if (code[m.index] !== line[m.index] || (m.index > 0 && line[m.index - 1] === '\\')) {
      marker.lastIndex = m.index + 1;
      continue;
    }
    const close = m[0].startsWith('{/*') ? '*/}' : '-->';
    const unterminated = !m[0].endsWith(close) || m[0].length < close.length + 3;
    // In Markdown a comment left open runs on as HTML, so only a closed one can be a marker.
    const isMarker = isTruncateMarker(m[0]) && (isMdx || !unterminated);
    if (!isMdx && !isMarker) continue;
    if (isMarker) onTruncate(m.index);
    const end = unterminated ? line.length : m.index + m[0].length;
    out = out.slice(0, m.index) + out.slice(m.index, end).replace(/[^\r]/g, ' ') + out.slice(end);
    if (unterminated) return { line: out, inComment: close };
    if (m[0].length === 0) marker.lastIndex++;
  }
  return { line: out, inComment: null };
}
