/**
 * Docusaurus' "magic comments" in code blocks: a line holding only `highlight-next-line`, or a
 * `highlight-start` … `highlight-end` pair, in a comment of the block's language marks lines
 * as highlighted; the comment lines themselves are removed from the code.
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

const DIRECTIVES = 'highlight-next-line|highlight-start|highlight-end';
const cache = new Map<string, RegExp>();

function directivePattern(language: string): RegExp {
  let re = cache.get(language);
  if (!re) {
    const styles = LANGUAGE_STYLES[language] ?? (Object.keys(STYLE_PATTERNS) as CommentStyle[]);
    const alternatives = styles.map((s) => `${STYLE_PATTERNS[s][0]}\\s*(${DIRECTIVES})\\s*${STYLE_PATTERNS[s][1]}`);
    re = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    cache.set(language, re);
  }
  return re;
}

/** The code without its magic comment lines, and the 1-based numbers of highlighted lines in it. */
export function applyMagicComments(code: string, language: string): { code: string; highlighted: Set<number> } {
  const highlighted = new Set<number>();
  if (!code.includes('highlight-')) return { code, highlighted };
  const re = directivePattern(language);
  const kept: string[] = [];
  let open = 0;
  let next = false;
  for (const line of code.split('\n')) {
    const m = re.exec(line);
    const directive = m ? m.slice(1).find((g) => g !== undefined) : undefined;
    if (directive === 'highlight-next-line') next = true;
    else if (directive === 'highlight-start') open++;
    else if (directive === 'highlight-end') open = Math.max(0, open - 1);
    else {
      kept.push(line);
      if (open > 0 || next) highlighted.add(kept.length);
      next = false;
    }
  }
  return { code: kept.join('\n'), highlighted };
}
