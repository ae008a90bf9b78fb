/**
 * The source of an MDX file's code module (`<file>?esm`, see code-module.ts), from the file's
 * own MDX tree (before partials are put in): its import and export blocks, and every
 * expression of the body as a function. The page's parse makes it while it has the tree, so the
 * bundles need not parse the file again; mdx-modules.ts makes it for files that are no page.
 */
import type { Expression, Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import { codeExport, codeExportName, MDX_ESM_SUFFIX, MDX_GLOBALS, MDX_PROPS } from './code-module';
import { isSiteGlobal, moduleNames, unknownNames } from './free-names';
import type { SiteMdxComponents } from './mdx-scope';
import { codeBlockNames, getCodeParts, isJoined, joinedCodeExpression, joinedCodeSource } from './code-block-children';
import { pageExportsCode, type PageExports } from './page-exports';

/** For a file React code renders: its code reads the caller's `props` with the hook in `hookFile` (runtime/islands/mdx-props.ts). */
export interface CallerProps { hookFile: string }

type Position = { start: { line: number } };
type Node = { type: string; name?: string | null; value?: unknown; position?: Position; data?: { estree?: unknown }; attributes?: { type: string; value?: unknown; position?: Position }[]; children?: Node[] };

/**
 * `import Part, { Proof } from './x.mdx'` → `import { Proof } from './x.mdx?esm'`: a partial
 * put in place is the page's parse's, a named export the other file's code. A partial the
 * code itself uses (`render={() => <Part />}`, `code={{ js: Part }}`) stays imported: it is
 * then a component rendering the file (cli/bundle/mdx-modules.ts), as React code gets it.
 */
function namedFromMdx(statement: string, spec: string, usedByCode: Set<string>): string {
  const named = /\{[^}]*\}/.exec(statement);
  const part = /^import\s+([A-Za-z_$][\w$]*)\s*(?:,|from\b)/.exec(statement)?.[1];
  const kept = part && usedByCode.has(part) ? [`import ${part} from ${JSON.stringify(spec)};`] : [];
  if (named) kept.push(`import ${named[0]} from ${JSON.stringify(spec + MDX_ESM_SUFFIX)};`);
  return kept.join(' ');
}

const newlines = (text: string) => text.split('\n').length - 1;

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0', '\n': '' };

/**
 * The value of a string literal's text as written between its quotes: `'./\_part.mdx'` (a
 * backslash some editors put before `_`) names `./_part.mdx`, as JavaScript reads it.
 */
function stringValue(written: string): string {
  if (!written.includes('\\')) return written;
  return written.replace(/\\(u\{[\da-fA-F]+\}|u[\da-fA-F]{4}|x[\da-fA-F]{2}|[^])/g, (_all, e: string) => {
    if (e.length > 1) return String.fromCodePoint(parseInt(e.replace(/[u{}x]/g, ''), 16));
    return ESCAPES[e] ?? e;
  });
}

/** A piece of the code module and the line of the file it was written on. */
interface Piece { text: string; line: number; expression: boolean }

/**
 * The file's `import`/`export` blocks, then its expressions' functions, each starting on the
 * line of the file it was written on (`lineOffset`: the lines before the body), so an error
 * thrown by that code (or esbuild's, about it) names the line the author wrote. The module's
 * first line holds `preamble`; a piece written there follows it on the same line.
 */
function piecesAtTheirLines(preamble: string[], esm: Root['children'], expressions: Piece[], lineOffset: number, usedByCode: Set<string>): string {
  const blocks = esm.map((node): Piece => ({
    // An `export default` stays whole: only a partial may have one (its layout, partials.ts); a page's is refused.
    text: String((node as { value?: unknown }).value ?? '')
      .replace(/^import\s[^;]*?from\s*(['"])([^'"]*)\1;?/gm, (statement, _q: string, written: string) => {
        const spec = stringValue(written);
        const kept = /raw-loader!/.test(spec) ? '' : /\.mdx?$/.test(spec) ? namedFromMdx(statement, spec, usedByCode) : statement;
        return kept + '\n'.repeat(newlines(statement) - newlines(kept));
      }),
    line: (node.position?.start.line ?? 0) + lineOffset,
    expression: false,
  }));
  // Stable: blocks before expressions of the same line, each kind in the order written.
  const pieces = [...blocks, ...expressions].sort((a, b) => a.line - b.line);
  let out = preamble.join(' ');
  for (const piece of pieces) {
    const at = newlines(out) + 1;
    // Two expressions of one line share it; a piece whose line is taken goes below.
    out += piece.line > at ? '\n'.repeat(piece.line - at) : !out ? '' : piece.expression && piece.line === at ? ' ' : '\n';
    out += piece.text;
  }
  return out;
}

/**
 * The module's source; empty when the file has neither blocks nor expressions. `page`: the
 * file's `frontMatter` and `contentTitle`, defined for the code that reads them. `lineOffset`:
 * the lines before the body (front matter), so the blocks keep the file's line numbers.
 * `callerProps`: the file is a component React code renders, and its code may read `props`.
 */
export function codeModuleSource(tree: Root, site: SiteMdxComponents | null, page?: PageExports, lineOffset = 0, callerProps?: CallerProps): string {
  const esm = tree.children.filter((node) => node.type === 'mdxjsEsm');
  const programs = esm.flatMap((node) => (node.data?.estree ? [node.data.estree as Program] : []));
  const known = moduleNames(programs);
  // What the code reads that the file does not define: global components, `frontMatter`…
  const reads = new Set<string>();
  // Every name the code reads, the file's own imports included.
  const usedByCode = new Set<string>();
  const none = new Set<string>();
  const globalsOf = (node: Parameters<typeof unknownNames>[0]) => {
    for (const name of unknownNames(node, none)) usedByCode.add(name);
    const unknown = unknownNames(node, known);
    for (const name of unknown) reads.add(name);
    return site ? unknown.filter((name) => isSiteGlobal(site.names, name)) : [];
  };
  // Components the file defines may use global ones too, as MDX provides them inside its functions.
  const moduleGlobals = [...new Set(programs.flatMap((p) => p.body.filter((s) => s.type !== 'ImportDeclaration').flatMap(globalsOf)))];
  let usesGlobals = moduleGlobals.length > 0;
  // Every expression of the body as a function, named as the page's parse names the ones it
  // cannot evaluate itself (code-module.ts); the others are never called.
  const code = new Map<string, Piece>();
  let usesProps = false;
  const addExpression = (source: string, expression: Expression, line: number) => {
    const name = codeExportName(source);
    // One function serves every place that writes the same source; the first one names it.
    if (code.has(name)) return;
    const globals = globalsOf(expression).filter((name) => !moduleGlobals.includes(name));
    usesGlobals ||= globals.length > 0;
    const readsProps = !!callerProps && !known.has('props') && unknownNames(expression, known).includes('props');
    usesProps ||= readsProps;
    code.set(name, { text: codeExport(source, globals, readsProps), line: line + lineOffset, expression: true });
  };
  const add = (source: string, program: unknown, line: number) => {
    const body = (program as Program | undefined)?.body ?? [];
    const first = body[0];
    if (first?.type === 'ExpressionStatement' && body.length === 1) addExpression(source, first.expression, line);
  };
  // A CodeBlock's text and expressions, joined as its component would (code-block-children.ts).
  const codeBlocks = codeBlockNames(programs);
  const visit = (node: Node, parentLine: number) => {
    const line = node.position?.start.line ?? parentLine;
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') add(String(node.value), node.data?.estree, line);
    if (node.type.startsWith('mdxJsx') && node.name && codeBlocks.has(node.name)) {
      const parts = getCodeParts((node.children ?? []) as RootContent[]);
      if (parts && isJoined(parts)) addExpression(joinedCodeSource(parts), joinedCodeExpression(parts), line);
    }
    for (const attr of node.attributes ?? []) {
      const value = attr.value as { value: string; data?: { estree?: unknown } } | string | null | undefined;
      const attrLine = attr.position?.start.line ?? line;
      if (attr.type === 'mdxJsxAttribute' && value && typeof value === 'object') add(value.value, value.data?.estree, attrLine);
      // A spread attribute runs as the object it writes (jsx-props.ts names it so).
      if (attr.type === 'mdxJsxExpressionAttribute') add(`{${String(value)}}`, (attr as { data?: { estree?: unknown } }).data?.estree, attrLine);
    }
    for (const child of node.children ?? []) visit(child, line);
  };
  visit(tree as Node, 1);
  if (esm.length === 0 && code.size === 0) return '';
  const preamble = [
    ...(usesGlobals && site ? [`import ${MDX_GLOBALS} from ${JSON.stringify(site.file)};`] : []),
    ...(moduleGlobals.length ? [`const { ${moduleGlobals.join(', ')} } = ${MDX_GLOBALS};`] : []),
    ...(page ? pageExportsCode(page, reads) : []),
    ...(usesProps && callerProps ? [`import { useMdxProps as ${MDX_PROPS} } from ${JSON.stringify(callerProps.hookFile)};`] : []),
  ];
  return piecesAtTheirLines(preamble, esm, [...code.values()], lineOffset, usedByCode);
}
