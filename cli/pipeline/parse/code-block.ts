/**
 * Fenced code → the theme's code-block markup (title bar, per-line spans, copy button).
 */
import { highlightLines } from './highlight';
import { escapeHtml } from './html-text';

/** What the meta string after the language asks for. */
export interface CodeMeta {
  title: string | null;
  /** 1-based line numbers to highlight. */
  highlighted: Set<number>;
}

/** Parses `title="file.yaml" {1,3-5}` style meta strings. */
export function parseCodeMeta(meta: string): CodeMeta {
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const highlighted = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges) {
    for (const part of ranges[1].split(',')) {
      const [from, to] = part.trim().split('-').map((n) => parseInt(n, 10));
      if (!Number.isFinite(from)) continue;
      const end = Number.isFinite(to) ? to : from;
      for (let n = from; n <= end && n - from < 10000; n++) highlighted.add(n);
    }
  }
  return { title: title ? (title[1] ?? title[2] ?? title[3]) : null, highlighted };
}

/** Input of one code block. */
export interface CodeBlockInput {
  /** First word of the info string, e.g. "yaml"; empty when none. */
  lang: string;
  meta: string;
  code: string;
}

/** Renders one code block; unknown or plain languages come out as escaped text. */
export function renderCodeBlock({ lang, meta, code }: CodeBlockInput): string {
  const language = lang.toLowerCase() || 'text';
  const { title, highlighted } = parseCodeMeta(meta);
  const lines = highlightLines(code, language, escapeHtml)
    .map((html, i) => `<span class="code-line${highlighted.has(i + 1) ? ' code-line--highlighted' : ''}">${html}</span>`)
    .join('\n');
  const safeLang = escapeHtml(language);
  return `<div class="code-block" data-language="${safeLang}">` +
    (title ? `<div class="code-block__title">${escapeHtml(title)}</div>` : '') +
    `<div class="code-block__body"><pre class="code-block__pre" tabindex="0"><code class="language-${safeLang}">${lines}</code></pre>` +
    '<button type="button" class="code-block__copy" aria-label="Copy code to clipboard" title="Copy">' +
    '<span class="code-block__copy-label">Copy</span></button></div></div>';
}
