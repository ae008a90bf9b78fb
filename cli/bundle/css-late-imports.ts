/**
 * `@import` rules written after other rules (`@font-face { … }` then `@import "variables";`).
 * CSS ignores them there, and esbuild leaves them in place with a warning nobody sees, but
 * Docusaurus' css-loader bundles every top-level `@import` wherever it stands, ahead of the
 * importing file's own rules. Moving them up to before the first other rule gives the same
 * cascade, so such a site's variables and partial stylesheets apply as they do there.
 */

/** A top-level statement or block of a stylesheet: its text span and whether it is an `@import`. */
interface TopNode { start: number; end: number; kind: 'import' | 'head' | 'other' }

/** Where `text[i]` starts a comment or string, the index just past it; else -1. */
function skipOpaque(text: string, i: number): number {
  if (text.startsWith('/*', i)) {
    const close = text.indexOf('*/', i + 2);
    return close < 0 ? text.length : close + 2;
  }
  const quote = text[i];
  if (quote !== '"' && quote !== "'") return -1;
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === quote || text[j] === '\n') return j + 1;
  }
  return text.length;
}

/** The top-level nodes of `css`, comments and white space between them left out. */
function topNodes(css: string): TopNode[] {
  const nodes: TopNode[] = [];
  let i = 0;
  while (i < css.length) {
    const opaque = skipOpaque(css, i);
    if (/\s/.test(css[i]) || (opaque >= 0 && css.startsWith('/*', i))) {
      i = opaque >= 0 ? opaque : i + 1;
      continue;
    }
    const start = i;
    let depth = 0;
    let parens = 0;
    for (; i < css.length; i++) {
      const past = skipOpaque(css, i);
      if (past >= 0) { i = past - 1; continue; }
      const c = css[i];
      if (c === '(') parens++;
      else if (c === ')') parens = Math.max(0, parens - 1);
      else if (c === '{') depth++;
      else if (c === '}' && --depth <= 0) { i++; break; }
      else if (c === ';' && depth === 0 && parens === 0) { i++; break; }
    }
    const head = /^@([\w-]+)/.exec(css.slice(start, start + 40))?.[1]?.toLowerCase();
    const statement = css[i - 1] === ';';
    // @charset, and @layer naming layers, may stand before imports; both stay where they are.
    const kind = head === 'import' && statement ? 'import' : (head === 'charset' || (head === 'layer' && statement)) ? 'head' : 'other';
    nodes.push({ start, end: i, kind });
  }
  return nodes;
}

/** `css` with every top-level `@import` that follows another rule moved up before the first such rule. */
export function hoistLateImports(css: string): string {
  // Most stylesheets import nothing, or only at the top.
  if (!/@import/i.test(css)) return css;
  const nodes = topNodes(css);
  const first = nodes.findIndex((n) => n.kind === 'other');
  if (first < 0) return css;
  const late = nodes.slice(first).filter((n) => n.kind === 'import');
  if (late.length === 0) return css;
  let rest = css;
  // From the end, so earlier offsets stay valid; a removed import leaves its line breaks.
  for (const n of [...late].reverse()) rest = rest.slice(0, n.start) + rest.slice(n.start, n.end).replace(/[^\n]/g, ' ') + rest.slice(n.end);
  const at = nodes[first].start;
  // On the line of the first rule, so the lines after it keep their numbers for error positions.
  const moved = late.map((n) => css.slice(n.start, n.end).replace(/\r?\n/g, ' ')).join('');
  return `${rest.slice(0, at)}${moved}${rest.slice(at)}`;
}
