/**
 * Fenced code → the theme's code-block markup (title bar, per-line spans, the copy button; the
 * theme adds a word-wrap toggle in the browser where the code overflows, see code-wrap.ts),
 * as a hast element; the highlighted lines are HTML strings from highlight.js.
 */
import type { Element } from 'hast';
import { toHtml } from './hast-html';
import { highlightLines } from '../../../theme/Content/highlight';
import { ensureFenceLanguage } from './fence-languages';
import { escapeHtml } from './html-text';
import { applyMagicComments } from './magic-comments';
import { parseCodeMeta } from '../../../theme/Content/code-meta';
import { builtTexts } from './built-labels';
import { copyLabels } from '../../../theme/Content/code-buttons';

export { parseCodeMeta, type CodeMeta } from '../../../theme/Content/code-meta';

/** Input of one code block. */
export interface CodeBlockInput {
  /** First word of the info string, e.g. "yaml"; empty when none. */
  lang: string;
  meta: string;
  code: string;
  /** A title given apart from the meta (the CodeBlock component's prop); wins over the meta's. */
  title?: string;
  /** First line number given apart from the meta (CodeBlock's `showLineNumbers`). */
  lineNumbersStart?: number;
}

/**
 * Highlighted lines of recent blocks, by language and code. highlight.js is the largest single
 * cost of a page's parse (a quarter-millisecond for a short block), and the same block often
 * recurs: versioned docs repeat most of their pages, and install or config snippets recur
 * across pages. Bounded, oldest out first; long blocks are not kept.
 */
const highlighted = new Map<string, readonly string[]>();
const MAX_KEPT = 500;
const MAX_KEPT_LENGTH = 4096;

function highlightOnce(code: string, language: string): readonly string[] {
  ensureFenceLanguage(language);
  if (code.length > MAX_KEPT_LENGTH) return highlightLines(code, language, escapeHtml);
  const key = `${language}\0${code}`;
  let lines = highlighted.get(key);
  if (!lines) {
    lines = highlightLines(code, language, escapeHtml);
    if (highlighted.size >= MAX_KEPT) highlighted.delete(highlighted.keys().next().value as string);
    highlighted.set(key, lines);
  }
  return lines;
}

let defaultLanguage = '';

/**
 * The language of fences that name none, for the parses that follow (`markdown.defaultCodeLanguage`,
 * Docusaurus' `prism.defaultLanguage`; set per parse by parse-job.ts). Unset: plain text.
 */
export function setDefaultCodeLanguage(language: string | null | undefined): void {
  defaultLanguage = language ?? '';
}

const el = (tagName: string, properties: Element['properties'], children: Element['children']): Element =>
  ({ type: 'element', tagName, properties, children });

/**
 * The code block element; unknown or plain languages come out as escaped text. `content`, when
 * given, is the code's own elements (a `<CodeBlock>` whose children hold components, which
 * Docusaurus shows unhighlighted), in place of the highlighted lines of `input.code`.
 */
export function createCodeBlockElement(input: CodeBlockInput, content?: Element['children']): Element {
  const lang = input.lang || defaultLanguage;
  const language = lang.toLowerCase() || 'text';
  const parsed = parseCodeMeta(input.meta);
  const title = input.title ?? parsed.title;
  const lineNumbersStart = input.lineNumbersStart ?? parsed.lineNumbersStart;
  // Without a language, or with explicit ranges, comment lines are code like any other.
  const magic = lang && !parsed.hasRanges ? applyMagicComments(input.code, language) : null;
  const code = magic ? magic.code : input.code;
  const classesOf = (line: number) => (magic ? magic.lineClasses.get(line) : parsed.highlighted.has(line) ? ['code-line--highlighted'] : undefined);
  const lines = highlightOnce(code, language)
    .map((html, i) => `<span class="${['code-line', ...(classesOf(i + 1) ?? [])].map(escapeHtml).join(' ')}">${html}</span>`)
    .join('\n');
  // Numbers come from a CSS counter (theme), so copying the code never copies them.
  const codeProps: Element['properties'] = { className: [`language-${language}`] };
  if (lineNumbersStart !== null && lineNumbersStart !== 1) codeProps.style = `counter-reset:code-line ${lineNumbersStart - 1}`;
  const pre = el('pre', { className: ['code-block__pre'], tabIndex: 0 }, [
    el('code', codeProps, content ?? [{ type: 'raw', value: lines }]),
  ]);
  const labels = copyLabels(builtTexts());
  const copy = el('button', { type: 'button', className: ['code-block__copy'], ariaLabel: labels.ariaLabel, title: labels.copy }, [
    el('span', { className: ['code-block__copy-label'] }, [{ type: 'text', value: labels.copy }]),
  ]);
  // `theme-code-block` is Docusaurus' stable class for site CSS (behaviors §16).
  const blockClass = ['code-block', 'theme-code-block', ...(lineNumbersStart === null ? [] : ['code-block--line-numbers'])];
  return el('div', { className: blockClass, dataLanguage: language }, [
    ...(title ? [el('div', { className: ['code-block__title'] }, [{ type: 'text', value: title }])] : []),
    el('div', { className: ['code-block__body'] }, [pre, el('div', { className: ['code-block__buttons'] }, [copy])]),
  ]);
}

/** The code block as HTML. */
export function renderCodeBlock(input: CodeBlockInput): string {
  return toHtml(createCodeBlockElement(input));
}
