/**
 * MDX partials: `import Intro from './_intro.mdx'` then `<Intro />` puts that file's content
 * in place, as Docusaurus does. The partial is parsed as MDX and its tree spliced into the page
 * before rendering, so its headings, links and search text count as the page's own. Its nodes
 * take the position of the `<Intro />` tag (links and errors point there, in the page), and keep
 * where they were written for MDX problems inside the partial.
 */
import type { Program } from 'estree';
import type { Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { groupAdmonitions } from '../mdast-admonitions';
import { prepareSource } from '../prepare-source';
import { bodyOf } from '../front-matter-block';
import { originOf, type NodeOrigin } from './node-origin';
import type { MdxProblem } from './jsx-handlers';
import { createMdxScope, type MdxScope } from './mdx-scope';
import { MDX_ESM_SUFFIX } from './code-module';
import { contentHash } from '../../../content-hash.js';
import { evaluateProps } from './jsx-props';
import { splitJsxProps } from './partial-jsx-props';
import { parseWithMdx1Text } from './mdx1-text';
import { parseMdxTree, shiftMessageLines, type MdxSyntaxError } from './mdx-tree';
import { moduleNames } from './free-names';
import { isReadAsMdx, type MarkdownFormat } from './format';
import { markdownItToMdast } from '../markdown-it-mdast';
import { isMathEnabled } from '../math';
import { fillPartialChildren, readsChildren } from './partial-children';
import type { PartialModuleNames } from './code-runner';
import { existsSync } from 'node:fs';
import { textImportRefusal } from '../../load/text-import-place';


/** How partials are read and where their problems go. */
export interface PartialContext {
  readFile?: (file: string) => string | undefined;
  resolveModule?: (path: string) => string | undefined;
  resolvePackage?: (spec: string, file: string) => string | undefined;
  siteDir?: string;
  /** Markdown text as MDX 1 read it, as in the including page (mdx1-text.ts). */
  mdx1Text?: boolean;
  /** The site's markdown.format: under "detect" a `.md` partial is read as CommonMark, as Docusaurus reads it. Default "mdx". */
  format?: MarkdownFormat;
  /** A problem; with `file` set, its line counts from the top of that file. */
  onProblem(problem: MdxProblem): void;
  /** Filled with the names each partial's code module defines, for its code (code-runner.ts). */
  moduleNames?: PartialModuleNames;
}

const MAX_DEPTH = 8;

/** Replaces every partial element in `tree` (and in the partials, recursively) by its content. */
export function inlinePartials(tree: Root, scope: MdxScope, file: string, ctx: PartialContext, seen: string[] = [file]): void {
  splice(tree, scope, file, ctx, seen);
}

function splice(parent: Parent, scope: MdxScope, file: string, ctx: PartialContext, seen: string[]): void {
  const out: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    const name = (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') ? child.name : null;
    const partial = name ? scope.components.get(name) : undefined;
    if (partial?.kind !== 'partial') {
      if ('children' in child) splice(child, scope, file, ctx, seen);
      out.push(child);
      continue;
    }
    const origin = originOf(child);
    const at = origin ?? { line: child.position?.start.line ?? 1, column: child.position?.start.column ?? 1 };
    const problem = (message: string, hint: string) => ctx.onProblem({ ...at, message, hint });
    // Named from the site folder, like every other path in a message: absolute paths buried the loop.
    const shown = (f: string) => (ctx.siteDir && f.startsWith(ctx.siteDir) && /^[\\/]/.test(f.slice(ctx.siteDir.length)) ? f.slice(ctx.siteDir.length + 1) : f);
    if (seen.includes(partial.file) || seen.length > MAX_DEPTH) {
      problem(`MDX: the partial <${name}> includes itself (${[...seen, partial.file].map(shown).join(' → ')})`, 'remove the import that closes the loop');
      continue;
    }
    // A partial's text is published as the page's: one from outside the site is refused as a text import is.
    const refused = ctx.siteDir && existsSync(partial.file) ? textImportRefusal(partial.file, ctx.siteDir, { importer: file }) : null;
    if (refused) {
      problem(`MDX: cannot include the partial <${name}>: ${refused.message}`, refused.hint);
      continue;
    }
    const text = ctx.readFile?.(partial.file);
    if (text === undefined) {
      problem(`MDX: cannot read the partial ${shown(partial.file)}`, 'fix the import path; it is relative to this file (or starts with @site/)');
      continue;
    }
    // `<Intro kind="cli" />`: the partial reads the attributes as `props.kind`.
    // JSX given as a prop (`framework={<a href="…">Go</a>}`) is carried as nodes for the partial's text.
    const { props: jsxProps, rest } = splitJsxProps((child as MdxJsxFlowElement).attributes, isMathEnabled());
    const props = evaluateProps(rest, scope);
    if (!props.ok) {
      problem(`MDX: the attribute ${props.source} of the partial <${name}> cannot be evaluated at build time: it uses ${props.why}`, 'give it a literal, or a value exported from this file');
      continue;
    }
    const { nodes: loaded, layout } = loadPartial(partial.file, text, scope, ctx, [...seen, partial.file]);
    for (const node of loaded) {
      setPosition(node, child.position);
      markProps(node, { ...props.props, ...jsxProps });
    }
    // After the partial's own nodes are placed: the page's children keep their own lines and scope.
    const content = readsChildren(loaded) ? fillPartialChildren(loaded, (child as MdxJsxFlowElement).children as RootContent[]) : loaded;
    // Inside a sentence, a one-paragraph partial's text stays in the sentence.
    const placed = child.type === 'mdxJsxTextElement' ? inlineContent(content) : content;
    if (layout) out.push(layoutElement(child as MdxJsxFlowElement | MdxJsxTextElement, partial.file, placed, scope));
    else out.push(...placed);
  }
  parent.children = out as Parent['children'];
}

/**
 * A partial used inside a line (a table cell, a sentence): a one-paragraph partial gives its
 * text in place; any other stays blocks there (a code block in a table cell), as Docusaurus'
 * component renders them wherever it is put.
 */
function inlineContent(content: RootContent[]): RootContent[] {
  return content.length === 1 && content[0].type === 'paragraph' ? content[0].children : content;
}

/**
 * A partial with an `export default`, as MDX compiles it: that component (from the partial's
 * code module) rendered with the including tag's attributes, the partial's content its children.
 */
function layoutElement(tag: MdxJsxFlowElement | MdxJsxTextElement, file: string, children: RootContent[], scope: MdxScope): MdxJsxFlowElement | MdxJsxTextElement {
  // A name of its own per partial file, which no name the page imports takes (nor a dotted path splits).
  const name = `OpdocsLayout_${contentHash(file)}`;
  scope.components.set(name, { kind: 'file', file: file + MDX_ESM_SUFFIX, exportName: 'default' });
  return { ...tag, name, children } as MdxJsxFlowElement | MdxJsxTextElement;
}

/** The partial's top-level nodes and whether it has a layout; its imports join the including file's scope. */
function loadPartial(file: string, text: string, scope: MdxScope, ctx: PartialContext, seen: string[]): { nodes: RootContent[]; layout: boolean } {
  const { lineOffset, prepared, parsed } = parsePartial(file, text, ctx);
  const report = (p: MdxProblem) => ctx.onProblem({ ...p, file, line: p.line + lineOffset });
  if ('error' in parsed) {
    report({ ...parsed.error, message: shiftMessageLines(parsed.error.message, lineOffset) });
    return { nodes: [], layout: false };
  }
  const programs = parsed.tree.children.flatMap((n) => (n.type === 'mdxjsEsm' && n.data?.estree ? [n.data.estree as Program] : []));
  ctx.moduleNames?.set(file, moduleNames(programs));
  const own = createMdxScope({ programs, file, siteDir: ctx.siteDir, baseUrl: scope.baseUrl, readFile: ctx.readFile, resolveModule: ctx.resolveModule, resolvePackage: ctx.resolvePackage, partial: true });
  own.problems.forEach(report);
  groupAdmonitions(parsed.tree, prepared.admonitions, parseTitle);
  markOrigin(parsed.tree, file, lineOffset);
  splice(parsed.tree, own.scope, file, ctx, seen);
  // After its own partials are in: what a partial of a partial imports is rendered in the page too.
  for (const [name, ref] of own.scope.components) if (!scope.components.has(name)) scope.components.set(name, ref);
  for (const [name, binding] of own.scope.bindings) if (!scope.bindings.has(name)) scope.bindings.set(name, binding);
  return { nodes: parsed.tree.children.filter((n) => n.type !== 'mdxjsEsm'), layout: own.scope.layout === true };
}

type PartialParse = { lineOffset: number; prepared: ReturnType<typeof prepareSource>; parsed: { tree: Root } | { error: MdxSyntaxError } };

// One parse per partial and text in a thread: a partial shared by many pages (a site's
// `_shared/` snippets, a dozen per page) was parsed again for each page that imports it.
const parses = new Map<string, { text: string; result: PartialParse }>();
let parsedUnder = '';

/**
 * The parse settings of the files that follow (parse-job.ts sets them per file): parses made
 * under other settings (a config edited under `serve --watch`) are dropped.
 */
export function setPartialSettings(key: string): void {
  if (key !== parsedUnder) parses.clear();
  parsedUnder = key;
}

/** The partial's parse, its tree a copy of its own: the caller changes it. */
function parsePartial(file: string, text: string, ctx: PartialContext): PartialParse {
  const asMdx = isReadAsMdx(file, ctx.format ?? 'mdx');
  const key = `${file}\0${asMdx}\0${ctx.mdx1Text === true}`;
  let hit = parses.get(key);
  if (hit?.text !== text) {
    const { body, lineOffset } = bodyOf(text);
    const prepared = prepareSource(body, asMdx);
    // Read with the page's markdown.math: remark-math runs on what a page imports too, so
    // `$V_{N}$` in a partial is a formula, not an MDX expression naming `N`.
    const math = isMathEnabled();
    const parsed = !asMdx ? { tree: markdownItToMdast(prepared.markdown) }
      : ctx.mdx1Text ? parseWithMdx1Text(prepared.markdown, math) : parseMdxTree(prepared.markdown, math);
    hit = { text, result: { lineOffset, prepared, parsed } };
    parses.set(key, hit);
  }
  const { parsed } = hit.result;
  return 'error' in parsed ? hit.result : { ...hit.result, parsed: { tree: structuredClone(parsed.tree) } };
}

function parseTitle(markdown: string): PhrasingContent[] {
  const parsed = parseMdxTree(markdown);
  const first = 'tree' in parsed ? parsed.tree.children[0] : undefined;
  return first?.type === 'paragraph' ? first.children : [{ type: 'text', value: markdown }];
}

function markOrigin(node: Nodes, file: string, lineOffset: number): void {
  const start = node.position?.start;
  if (start) {
    const opdocsOrigin: NodeOrigin = { file, line: start.line + lineOffset, column: start.column };
    node.data = { ...node.data, opdocsOrigin } as unknown as Nodes['data'];
  }
  if ('children' in node) for (const child of node.children) markOrigin(child, file, lineOffset);
}

/** The `props` a node of a partial's content sees; set on its expressions and JSX, innermost partial first. */
export function propsOf(node: Nodes): Record<string, unknown> | undefined {
  return (node.data as { opdocsProps?: Record<string, unknown> } | undefined)?.opdocsProps;
}

function markProps(node: Nodes, props: Record<string, unknown>): void {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const data = (node.data ??= {}) as { opdocsProps?: Record<string, unknown> };
    data.opdocsProps ??= props;
  }
  if ('children' in node) for (const child of node.children) markProps(child, props);
}

function setPosition(node: Nodes, position: Nodes['position']): void {
  node.position = position;
  if ('children' in node) for (const child of node.children) setPosition(child, position);
}
