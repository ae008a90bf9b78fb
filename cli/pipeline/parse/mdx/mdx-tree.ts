/**
 * MDX text → mdast with the real MDX grammar (micromark-extension-mdxjs, acorn) plus GFM.
 * The pre-pass' admonition placeholders are HTML comments, which MDX has no syntax for: they
 * go through as `{/*…*\/}` and come back as the `html` nodes mdast-admonitions.ts expects.
 */
import type { Paragraph, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import { mathExtensions } from './math-extensions';
import { findBigExpressions, restoreBigExpressions, withStandIns, type LiftedExpression } from './big-expressions';
import { findBigEsm } from './big-esm';

/** A syntax error, at a 1-based line and column of the body. */
export interface MdxSyntaxError { line: number; column: number; message: string; hint: string }

const PLACEHOLDER = /<!--opdocs:(adm:\d+|\/adm)-->/g;
const MDX_PLACEHOLDER = /^\/\*opdocs:(adm:\d+|\/adm)\*\/$/;
const SYNTAX_HINT = 'in MDX, `<` and `{` start JSX and expressions: close every tag (`<br />`), escape a literal one as `\\<` or `\\{`, ' +
  'or set "markdown": { "format": "detect" } in site.config.json to read .md files as plain Markdown';

const micromarkExtensions = [mdxjs(), gfm()];
// MDX 1, and so Docusaurus 2, still read a line indented four spaces as code (markdown.mdx1Compat.text).
const mdx = mdxjs();
const withIndentedCode = [{ ...mdx, disable: { null: (mdx.disable?.null ?? []).filter((name) => name !== 'codeIndented') } }, gfm()];
// As in markdown.ts: no tree-wide autolink pass, literal autolinks come from the tokens.
const mdastExtensions = [mdxFromMarkdown(), ...gfmFromMarkdown().map((extension) => ({ ...extension, transforms: [] }))];

/**
 * Parses a body prepared by prepare-source.ts; a syntax error comes back instead of a tree.
 * `indentedCode`: read indented code blocks, as MDX 1 did.
 */
export function parseMdxTree(markdown: string, math = false, indentedCode = false): { tree: Root } | { error: MdxSyntaxError } {
  let tree: Root;
  const maths = mathExtensions(math);
  const text = markdown.replace(PLACEHOLDER, '{/*opdocs:$1*/}');
  const parse = (lifted: LiftedExpression[]) => fromMarkdown(lifted.length ? withStandIns(text, lifted) : text, {
    extensions: [...maths.micromark, ...(indentedCode ? withIndentedCode : micromarkExtensions)], mdastExtensions: [...maths.mdast, ...mdastExtensions],
  });
  try {
    const esm = findBigEsm(text);
    let lifted = [...esm, ...findBigExpressions(text, esm)].sort((a, b) => a.start - b.start);
    tree = parse(lifted);
    const unused = restoreBigExpressions(tree, text, lifted);
    if (unused.length > 0) {
      // A stand-in that is no attribute value (a large example in a code block) must read as written.
      lifted = lifted.filter((item) => !unused.includes(item));
      tree = parse(lifted);
      if (restoreBigExpressions(tree, text, lifted).length > 0) tree = parse([]);
    }
  } catch (err) {
    return { error: toSyntaxError(err) };
  }
  restore(tree);
  hoistEsm(tree);
  return { tree };
}

/**
 * `import`/`export` written inside a JSX element (`<TabItem>` … `import X from './_x.mdx'` …)
 * is ESM all the same: MDX hoists it to the module. It moves to the top level, just before the
 * block that held it, where every reader of the tree's ESM looks.
 */
function hoistEsm(tree: Root): void {
  const take = (parent: Parent): RootContent[] => {
    const found: RootContent[] = [];
    parent.children = (parent.children as RootContent[]).filter((child) => {
      if (child.type === 'mdxjsEsm') {
        found.push(child);
        return false;
      }
      if ('children' in child) found.push(...take(child));
      return true;
    }) as Parent['children'];
    return found;
  };
  tree.children = tree.children.flatMap((child) => (child.type !== 'mdxjsEsm' && 'children' in child ? [...take(child), child] : [child]));
}

function toSyntaxError(err: unknown): MdxSyntaxError {
  const e = err as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  const text = String(e.reason ?? e.message ?? err);
  const at = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(text);
  const line = e.line ?? e.place?.line ?? e.place?.start?.line ?? (at ? Number(at[1]) : 1);
  const column = e.column ?? e.place?.column ?? e.place?.start?.column ?? (at ? Number(at[2]) : 1);
  const reason = text.replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)\s*$/, '');
  // acorn reads nested brackets by recursion: thousands of levels run out of stack ("Not enough
  // stack space to parse input", or a RangeError in older versions), which MDX
  // reported as an expression it "could not parse", and the hint sent the author hunting for a typo.
  if (/Maximum call stack|Not enough stack space/i.test(String((err as { cause?: { message?: unknown } }).cause?.message ?? ''))) {
    return {
      line, column,
      message: 'MDX: an expression here nests brackets, braces or parentheses too deeply to parse (thousands of levels)',
      hint: 'flatten the expression, or build the value in a module the MDX file imports',
    };
  }
  return { line, column, message: `MDX syntax error: ${reason}`, hint: containerHint(reason) ?? SYNTAX_HINT };
}

/**
 * A closing tag indented into the list item or quote above it belongs to that block, while
 * its opening tag does not; MDX 1 (Docusaurus 2) let it close the tag all the same.
 */
function containerHint(reason: string): string | undefined {
  const m = /^Expected the closing tag `(<\/[^`]*>)` either after the end of `(listItem|blockQuote)`/.exec(reason);
  if (!m) return undefined;
  const block = m[2] === 'listItem' ? 'list item' : 'block quote';
  return `${m[1]} is indented into the ${block} above it, so it would close a tag opened inside that ${block}: ` +
    `write it at the start of the line (or no deeper than its opening tag's line), as MDX 2 and Docusaurus 3 require`;
}

/**
 * The grammar names a second place inside some messages ("Expected a closing tag for `<x>`
 * (3:21-3:32) before the end of `emphasis`"), counted in the body like the error's own line.
 * Where the reported line gets the front matter's lines added, this adds them to those too, so
 * both count in the file.
 */
export function shiftMessageLines(message: string, lineOffset: number): string {
  if (!lineOffset) return message;
  return message.replace(/\((\d+):(\d+)(?:-(\d+):(\d+))?\)/g, (_all, l1: string, c1: string, l2?: string, c2?: string) =>
    `(${Number(l1) + lineOffset}:${c1}${l2 ? `-${Number(l2) + lineOffset}:${c2}` : ''})`);
}

const JSX_OR_EXPRESSION = new Set(['mdxJsxTextElement', 'mdxTextExpression']);

/** Placeholders back to html nodes; paragraphs holding only JSX and expressions unwrapped (MDX does the same). */
function restore(parent: Parent): void {
  const out: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    if (isPlaceholder(child)) {
      out.push(toMark(child));
      continue;
    }
    if (child.type === 'paragraph') {
      for (const part of splitAtPlaceholders(child)) {
        if (part.type !== 'paragraph' || !isOnlyJsx(part.children)) {
          if ('children' in part) restore(part);
          out.push(part);
          continue;
        }
        for (const inner of part.children) {
          const flow = inner.type === 'mdxJsxTextElement' ? { ...inner, type: 'mdxJsxFlowElement' }
            : inner.type === 'mdxTextExpression' ? { ...inner, type: 'mdxFlowExpression' } : null;
          if (!flow) continue;
          if ('children' in flow) restore(flow as Parent);
          out.push(flow as RootContent);
        }
      }
      continue;
    }
    if ('children' in child) restore(child);
    out.push(child);
  }
  parent.children = out as Parent['children'];
}

function isPlaceholder(node: RootContent): node is Extract<RootContent, { type: 'mdxFlowExpression' | 'mdxTextExpression' }> {
  return (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && MDX_PLACEHOLDER.test(node.value);
}

function toMark(node: Extract<RootContent, { type: 'mdxFlowExpression' | 'mdxTextExpression' }>): RootContent {
  return { type: 'html', value: node.value.replace(MDX_PLACEHOLDER, '<!--opdocs:$1-->'), position: node.position };
}

/** A paragraph that swallowed an admonition fence line (no blank line before it) is cut there. */
function splitAtPlaceholders(paragraph: Paragraph): RootContent[] {
  if (!paragraph.children.some((c) => isPlaceholder(c as RootContent))) return [paragraph];
  const parts: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    while (run[0]?.type === 'text' && run[0].value.trim() === '') run.shift();
    while (run.length > 0 && run[run.length - 1].type === 'text' && (run[run.length - 1] as Text).value.trim() === '') run.pop();
    const first = run[0];
    const last = run[run.length - 1];
    if (first?.type === 'text') first.value = first.value.trimStart();
    if (last?.type === 'text') last.value = last.value.trimEnd();
    if (run.length > 0) parts.push({ type: 'paragraph', children: run, position: run[0].position });
    run = [];
  };
  for (const child of paragraph.children) {
    if (isPlaceholder(child as RootContent)) {
      flush();
      parts.push(toMark(child as Parameters<typeof toMark>[0]));
    } else run.push(child);
  }
  flush();
  return parts;
}

function isOnlyJsx(children: readonly RootContent[]): boolean {
  let jsx = false;
  for (const c of children) {
    if (JSX_OR_EXPRESSION.has(c.type)) jsx = true;
    else if (!(c.type === 'text' && c.value.trim() === '')) return false;
  }
  return jsx;
}
