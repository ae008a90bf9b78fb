/**
 * The children of `<CodeBlock>` as the pieces of its code: text, and `{…}` expressions, which
 * Docusaurus' CodeBlock joins into one string when it renders. The build joins them itself
 * when it can (code-block-jsx.ts); when a piece is known only where the page runs (an imported
 * value), the page's code module joins them, under the name both sides derive from the same
 * source (jsx-handlers.ts, code-module-source.ts).
 */
import type { Expression, Program } from 'estree';
import type { RootContent } from 'mdast';
import { getProgramExpression } from './static-value';

/** Text as written, or an expression with its source. */
export type CodePart = string | { source: string; expression: Expression };

/** The pieces in document order; null when a child is no code (an element, a statement). */
export function getCodeParts(children: readonly RootContent[]): CodePart[] | null {
  const parts: CodePart[] = [];
  for (const child of children) {
    if (child.type === 'text' || child.type === 'inlineCode') parts.push(child.value);
    // GFM reads `root@host.local` or `https://…` in the code as a link: in code it is its text.
    // A blank line splits the code into paragraphs; it is put back between them.
    else if (child.type === 'link' || child.type === 'paragraph') {
      const inner = getCodeParts(child.children);
      if (inner === null) return null;
      if (child.type === 'paragraph' && parts.length > 0) parts.push('\n\n');
      parts.push(...inner);
    } else if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
      const expression = getProgramExpression(child.data?.estree as Program | undefined);
      if (expression === undefined) return null;
      // `{/* note */}` is a comment: nothing to join.
      if (expression) parts.push({ source: child.value, expression });
    } else return null;
  }
  return parts;
}

/** Whether joining needs code of its own: text and expressions mixed, or several expressions. */
export const isJoined = (parts: CodePart[]): boolean => parts.length > 1 && parts.some((p) => typeof p !== 'string');

/**
 * The code that joins the parts as Docusaurus' CodeBlock does (`children.join('')`, so null
 * and undefined are empty); a lone expression is its own source, which the code module has.
 */
export function joinedCodeSource(parts: CodePart[]): string {
  if (parts.length === 1 && typeof parts[0] !== 'string') return parts[0].source;
  // Each expression ends on a line break: a `//` comment in it must not swallow the rest.
  return `[${parts.map((p) => (typeof p === 'string' ? JSON.stringify(p) : `(${p.source}\n)`)).join(', ')}].join('')`;
}

/** What the joined code reads, for the check that every name it uses is defined. */
export function joinedCodeExpression(parts: CodePart[]): Expression {
  const expressions = parts.flatMap((p) => (typeof p === 'string' ? [] : [p.expression]));
  return expressions.length === 1 ? expressions[0] : { type: 'ArrayExpression', elements: expressions };
}

const CODE_BLOCK = /^@theme(?:-original|-init)?\/CodeBlock$/;

/**
 * The names the file gives the theme's CodeBlock (`import CodeBlock from '@theme/CodeBlock'`),
 * as mdx-scope.ts reads them: the code module adds joining code for these elements only.
 */
export function codeBlockNames(programs: Program[]): Set<string> {
  const names = new Set<string>();
  for (const statement of programs.flatMap((p) => p.body)) {
    if (statement.type !== 'ImportDeclaration' || !CODE_BLOCK.test(String(statement.source.value))) continue;
    for (const s of statement.specifiers) if (s.type === 'ImportDefaultSpecifier') names.add(s.local.name);
  }
  return names;
}

/** A CodeBlock's children with its paragraphs opened: code has no paragraphs, only their contents (a blank line between two). */
export function inlineChildren(children: readonly RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const child of children) {
    if (child.type !== 'paragraph') {
      out.push(child);
      continue;
    }
    if (out.length > 0) out.push({ type: 'text', value: '\n\n' });
    out.push(...(child.children as RootContent[]));
  }
  return out;
}
