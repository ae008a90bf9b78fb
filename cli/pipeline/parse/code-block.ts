/**
 * Fenced code → the theme's code-block markup (title bar, per-line spans, copy button),
 * as a hast element; the highlighted lines are HTML strings from highlight.js.
 */
import type { Element } from 'hast';
import { toHtml } from './hast-html';
import { highlightLines } from '../../../theme/Content/highlight';
import { escapeHtml } from './html-text';
import { parseCodeMeta } from '../../../theme/Content/code-meta';

export { parseCodeMeta, type CodeMeta } from '../../../theme/Content/code-meta';

/** Input of one code block. */
export interface CodeBlockInput {
  /** First word of the info string, e.g. "yaml"; empty when none. */
  lang: string;
  meta: string;
  code: string;
}

const el = (tagName: string, properties: Element['properties'], children: Element['children']): Element =>
  ({ type: 'element', tagName, properties, children });

/** The code block element; unknown or plain languages come out as escaped text. */
export function createCodeBlockElement({ lang, meta, code }: CodeBlockInput): Element {
  const language = lang.toLowerCase() || 'text';
  const { title, highlighted } = parseCodeMeta(meta);
  const lines = highlightLines(code, language, escapeHtml)
    .map((html, i) => `<span class="code-line${highlighted.has(i + 1) ? ' code-line--highlighted' : ''}">${html}</span>`)
    .join('\n');
  const pre = el('pre', { className: ['code-block__pre'], tabIndex: 0 }, [
    el('code', { className: [`language-${language}`] }, [{ type: 'raw', value: lines }]),
  ]);
  const copy = el('button', { type: 'button', className: ['code-block__copy'], ariaLabel: 'Copy code to clipboard', title: 'Copy' }, [
    el('span', { className: ['code-block__copy-label'] }, [{ type: 'text', value: 'Copy' }]),
  ]);
  return el('div', { className: ['code-block'], dataLanguage: language }, [
    ...(title ? [el('div', { className: ['code-block__title'] }, [{ type: 'text', value: title }])] : []),
    el('div', { className: ['code-block__body'] }, [pre, copy]),
  ]);
}

/** The code block as HTML. */
export function renderCodeBlock(input: CodeBlockInput): string {
  return toHtml(createCodeBlockElement(input));
}
