/**
 * `<CodeBlock language="js" title="x.js" showLineNumbers>{`…`}</CodeBlock>` written in MDX: the
 * code is text, so it is rendered here exactly as a fenced block would be (static HTML, no marker).
 */
import type { Element } from 'hast';
import type { Program } from 'estree';
import type { RootContent } from 'mdast';
import { createCodeBlockElement } from '../code-block';
import type { MdxScope } from './mdx-scope';
import { evaluateStatic, getProgramExpression } from './static-value';

/** The code block element, or null when the children are not static text. */
export function createCodeBlockFromJsx(children: readonly RootContent[], props: Record<string, unknown>, scope: MdxScope): Element | null {
  const code = getCodeText(children, scope);
  if (code === null) return null;
  const fromClass = typeof props.className === 'string' ? /language-(\S+)/.exec(props.className)?.[1] : undefined;
  const lang = typeof props.language === 'string' ? props.language : fromClass ?? '';
  const meta = typeof props.metastring === 'string' ? props.metastring : '';
  const lineNumbers = props.showLineNumbers === true ? 1 : typeof props.showLineNumbers === 'number' ? props.showLineNumbers : undefined;
  return createCodeBlockElement({
    lang, meta, code: code.replace(/\n$/, ''),
    title: typeof props.title === 'string' ? props.title : undefined, lineNumbersStart: lineNumbers,
  });
}

function getCodeText(children: readonly RootContent[], scope: MdxScope): string | null {
  let out = '';
  for (const child of children) {
    if (child.type === 'text' || child.type === 'inlineCode') out += child.value;
    // GFM reads `root@host.local` or `https://…` in the code as a link: in code it is its text.
    else if (child.type === 'link') {
      const inner = getCodeText(child.children, scope);
      if (inner === null) return null;
      out += inner;
    }
    else if (child.type === 'paragraph') {
      const inner = getCodeText(child.children, scope);
      if (inner === null) return null;
      out += (out ? '\n\n' : '') + inner;
    } else if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
      const expr = getProgramExpression(child.data?.estree as Program | undefined);
      if (expr === null) continue;
      const value = expr ? evaluateStatic(expr, scope) : null;
      if (!value?.ok || typeof value.value !== 'string') return null;
      out += value.value;
    } else return null;
  }
  return out;
}
