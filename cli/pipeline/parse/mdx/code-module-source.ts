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

type Node = { type: string; name?: string | null; value?: unknown; data?: { estree?: unknown }; attributes?: { type: string; value?: unknown }[]; children?: Node[] };

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

/**
 * The file's `import`/`export` blocks, each on its own line of the file (`lineOffset`: the lines
 * before the body), so an error thrown by that code names the line the author wrote. The
 * module's first line holds `preamble`; a block written there follows it on the same line.
 */
function blocksAtTheirLines(preamble: string[], esm: Root['children'], lineOffset: number, usedByCode: Set<string>): string {
  let out = preamble.join(' ');
  for (const node of esm) {
    const value = String((node as { value?: unknown }).value ?? '')
      .replace(/^import\s[^;]*?from\s*(['"])([^'"]*)\1;?/gm, (statement, _q: string, written: string) => {
        const spec = stringValue(written);
        const kept = /raw-loader!/.test(spec) ? '' : /\.mdx?$/.test(spec) ? namedFromMdx(statement, spec, usedByCode) : statement;
        return kept + '\n'.repeat(newlines(statement) - newlines(kept));
      })
      .replace(/^export\s+default\b[^\n]*/gm, '');
    const line = (node.position?.start.line ?? 0) + lineOffset;
    const at = newlines(out) + 1;
    out += line > at ? '\n'.repeat(line - at) : out ? '\n' : '';
    out += value;
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
  const code = new Map<string, string>();
  let usesProps = false;
  const addExpression = (source: string, expression: Expression) => {
    const globals = globalsOf(expression).filter((name) => !moduleGlobals.includes(name));
    usesGlobals ||= globals.length > 0;
    const readsProps = !!callerProps && !known.has('props') && unknownNames(expression, known).includes('props');
    usesProps ||= readsProps;
    code.set(codeExportName(source), codeExport(source, globals, readsProps));
  };
  const add = (source: string, program: unknown) => {
    const body = (program as Program | undefined)?.body ?? [];
    const first = body[0];
    if (first?.type === 'ExpressionStatement' && body.length === 1) addExpression(source, first.expression);
  };
  // A CodeBlock's text and expressions, joined as its component would (code-block-children.ts).
  const codeBlocks = codeBlockNames(programs);
  const visit = (node: Node) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') add(String(node.value), node.data?.estree);
    if (node.type.startsWith('mdxJsx') && node.name && codeBlocks.has(node.name)) {
      const parts = getCodeParts((node.children ?? []) as RootContent[]);
      if (parts && isJoined(parts)) addExpression(joinedCodeSource(parts), joinedCodeExpression(parts));
    }
    for (const attr of node.attributes ?? []) {
      const value = attr.value as { value: string; data?: { estree?: unknown } } | string | null | undefined;
      if (attr.type === 'mdxJsxAttribute' && value && typeof value === 'object') add(value.value, value.data?.estree);
      // A spread attribute runs as the object it writes (jsx-props.ts names it so).
      if (attr.type === 'mdxJsxExpressionAttribute') add(`{${String(value)}}`, (attr as { data?: { estree?: unknown } }).data?.estree);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree as Node);
  if (esm.length === 0 && code.size === 0) return '';
  const preamble = [
    ...(usesGlobals && site ? [`import ${MDX_GLOBALS} from ${JSON.stringify(site.file)};`] : []),
    ...(moduleGlobals.length ? [`const { ${moduleGlobals.join(', ')} } = ${MDX_GLOBALS};`] : []),
    ...(page ? pageExportsCode(page, reads) : []),
    ...(usesProps && callerProps ? [`import { useMdxProps as ${MDX_PROPS} } from ${JSON.stringify(callerProps.hookFile)};`] : []),
  ];
  return [blocksAtTheirLines(preamble, esm, lineOffset, usedByCode), ...code.values()].join('\n\n');
}
