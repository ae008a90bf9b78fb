/**
 * `<CodeBlock language="js" title="x.js" showLineNumbers>{`…`}</CodeBlock>` written in MDX: the
 * code is text, so it is rendered here exactly as a fenced block would be (static HTML, no marker).
 */
import type { Element } from 'hast';
import type { RootContent } from 'mdast';
import { createCodeBlockElement } from '../code-block';
import type { MdxScope } from './mdx-scope';
import { evaluateStatic } from './static-value';
import { getCodeParts } from './code-block-children';

/** The code block element, or null when the children are not static text (jsx-handlers.ts then joins them as code). */
export function createCodeBlockFromJsx(children: readonly RootContent[], props: Record<string, unknown>, scope: MdxScope): Element | null {
  const code = getCodeText(children, scope);
  if (code === null) return null;
  const lang = codeBlockLanguage(props);
  const meta = typeof props.metastring === 'string' ? props.metastring : '';
  const lineNumbers = props.showLineNumbers === true ? 1 : typeof props.showLineNumbers === 'number' ? props.showLineNumbers : undefined;
  return createCodeBlockElement({
    lang, meta, code: code.replace(/\n$/, ''),
    title: typeof props.title === 'string' ? props.title : undefined, lineNumbersStart: lineNumbers,
  });
}

/** The language CodeBlock's props name: `language`, else a `language-…` class. */
export function codeBlockLanguage(props: Record<string, unknown>): string {
  const fromClass = typeof props.className === 'string' ? /language-(\S+)/.exec(props.className)?.[1] : undefined;
  return typeof props.language === 'string' ? props.language : fromClass ?? '';
}

/** The code when every part is text or a string the build can compute; null otherwise. */
function getCodeText(children: readonly RootContent[], scope: MdxScope): string | null {
  const parts = getCodeParts(children);
  if (parts === null) return null;
  let out = '';
  for (const part of parts) {
    const value = typeof part === 'string' ? { ok: true as const, value: part } : evaluateStatic(part.expression, scope);
    if (!value.ok || typeof value.value !== 'string') return null;
    out += value.value;
  }
  return out;
}
