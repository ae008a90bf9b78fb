/**
 * Docusaurus' "magic comments" in code blocks: a line holding only `highlight-next-line`, or a
 * `highlight-start` … `highlight-end` pair, in a comment of the block's language marks lines
 * as highlighted; the comment lines themselves are removed from the code. A site may define
 * its own kinds (`markdown.magicComments`), each with the classes of the lines it marks.
 */

type CommentStyle = 'slashes' | 'block' | 'jsx' | 'hash' | 'html' | 'percent' | 'dashes' | 'semicolons' | 'quote' | 'rst';

const STYLE_PATTERNS: Record<CommentStyle, [string, string]> = {
  slashes: ['//', ''],
  block: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  percent: ['%', ''],
  dashes: ['--', ''],
  semicolons: [';;', ''],
  quote: ["(?:'|[Rr][Ee][Mm]\\b)", ''],
  rst: ['\\.\\.', ''],
};

const JS: CommentStyle[] = ['slashes', 'block'];
// Languages with a comment syntax of their own; any other language accepts every style.
const LANGUAGE_STYLES: Record<string, CommentStyle[]> = {
  js: JS, javascript: JS, ts: JS, typescript: JS, json5: JS, c: JS, cpp: JS, java: JS, go: JS, rust: JS, csharp: JS, cs: JS, kotlin: JS, swift: JS, scss: JS, css: ['block'],
  jsx: [...JS, 'jsx'], tsx: [...JS, 'jsx'],
  html: [...JS, 'html'], xml: ['html'], svg: ['html'], vue: [...JS, 'html'],
  md: ['html', 'jsx'], markdown: ['html', 'jsx'], mdx: ['html', 'jsx'],
  python: ['hash'], py: ['hash'], bash: ['hash'], sh: ['hash'], shell: ['hash'], zsh: ['hash'], yaml: ['hash'], yml: ['hash'],
  toml: ['hash'], dockerfile: ['hash'], ruby: ['hash'], rb: ['hash'], perl: ['hash'], r: ['hash'], powershell: ['hash'], ps1: ['hash'],
  tex: ['percent'], latex: ['percent'], matlab: ['percent'],
  lua: ['dashes'], haskell: ['dashes'], sql: ['dashes'],
  wasm: ['semicolons'], vb: ['quote'], vbnet: ['quote'], vba: ['quote'], 'visual-basic': ['quote'],
  rst: ['rst'],
};

/** One kind of magic comment (`markdown.magicComments`, Docusaurus' `prism.magicComments`). */
export interface MagicComment {
  /** Classes given to the lines it marks. */
  className: string;
  /** The directive that marks the next line. */
  line?: string;
  /** The directives that open and close a range of marked lines. */
  block?: { start: string; end: string };
}

/** The built-in one: `highlight-next-line`, `highlight-start` … `highlight-end`. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  { className: 'code-line--highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

// Docusaurus' class for highlighted lines: a site config that names it gets the theme's highlight too.
const DOCUSAURUS_HIGHLIGHT = 'theme-code-block-highlighted-line';

let configured: MagicComment[] = DEFAULT_MAGIC_COMMENTS;

/** Sets the magic comments of the parses that follow (null or undefined: the built-in one). */
export function setMagicComments(comments: MagicComment[] | null | undefined): void {
  configured = comments ?? DEFAULT_MAGIC_COMMENTS;
}

type Directive = { comment: number; kind: 'line' | 'start' | 'end' };

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cache = new Map<string, { re: RegExp; directives: Map<string, Directive> }>();

function directivePattern(language: string, comments: MagicComment[]) {
  const key = `${language}\0${JSON.stringify(comments)}`;
  let hit = cache.get(key);
  if (!hit) {
    const directives = new Map<string, Directive>();
    comments.forEach((c, comment) => {
      if (c.line) directives.set(c.line, { comment, kind: 'line' });
      if (c.block) {
        directives.set(c.block.start, { comment, kind: 'start' });
        directives.set(c.block.end, { comment, kind: 'end' });
      }
    });
    const names = [...directives.keys()].sort((a, b) => b.length - a.length).map(escapeRe).join('|');
    const styles = LANGUAGE_STYLES[language] ?? (Object.keys(STYLE_PATTERNS) as CommentStyle[]);
    const alternatives = styles.map((s) => `${STYLE_PATTERNS[s][0]}\\s*(${names})\\s*${STYLE_PATTERNS[s][1]}`);
    hit = { re: new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`), directives };
    cache.set(key, hit);
  }
  return hit;
}

/** The code without its magic comment lines, and the classes of each marked line (1-based) in it. */
export function applyMagicComments(code: string, language: string, comments: MagicComment[] = configured): { code: string; lineClasses: Map<number, string[]> } {
  const lineClasses = new Map<number, string[]>();
  const usable = comments.filter((c) => c.line || c.block);
  if (!usable.length || !usable.some((c) => (c.line && code.includes(c.line)) || (c.block && code.includes(c.block.start)))) return { code, lineClasses };
  const { re, directives } = directivePattern(language, usable);
  const classesOf = usable.map((c) => {
    const names = c.className.split(/\s+/).filter(Boolean);
    return names.includes(DOCUSAURUS_HIGHLIGHT) ? [...names, 'code-line--highlighted'] : names;
  });
  const kept: string[] = [];
  const open = usable.map(() => 0);
  const next = usable.map(() => false);
  for (const line of code.split('\n')) {
    const m = re.exec(line);
    const name = m ? m.slice(1).find((g) => g !== undefined) : undefined;
    const directive = name === undefined ? undefined : directives.get(name);
    if (directive?.kind === 'line') next[directive.comment] = true;
    else if (directive?.kind === 'start') open[directive.comment]++;
    else if (directive?.kind === 'end') open[directive.comment] = Math.max(0, open[directive.comment] - 1);
    else {
      kept.push(line);
      const classes = usable.flatMap((_, i) => (open[i] > 0 || next[i] ? classesOf[i] : []));
      if (classes.length) lineClasses.set(kept.length, [...new Set(classes)]);
      next.fill(false);
    }
  }
  return { code: kept.join('\n'), lineClasses };
}
