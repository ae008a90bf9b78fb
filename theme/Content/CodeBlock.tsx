/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A code block with the props Docusaurus documents (`language`, `title`, `showLineNumbers`,
 * `metastring`, children the code). It draws the markup fenced code gets at build time (the
 * copy and wrap buttons work through MarkdownContent's delegated listeners); a site's
 * theme/CodeBlock.tsx replaces it for fenced code too.
 */
import type { ReactNode } from 'react';
import { parseCodeMeta } from './code-meta';
import { highlightLines } from './highlight';
import { escapeText } from '../../runtime/escape-html';
import { useThemeTexts } from '../texts/texts';
import { copyLabels, WORD_WRAP_SVG, wrapLabel } from './code-buttons';

/** Props of {@link CodeBlock}. */
export interface CodeBlockProps {
  /** The code: a string (anything else is shown as it is, without highlighting). */
  children?: ReactNode;
  language?: string;
  /** `language-xyz` sets the language too, as in Markdown output. */
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  /** The fence's meta string: `title="…"` and `{1,3-5}` line highlights. */
  metastring?: string;
}


function codeHtml(code: string, language: string, highlighted: Set<number>): string {
  return highlightLines(code, language, escapeText)
    .map((html, i) => `<span class="code-line${highlighted.has(i + 1) ? ' code-line--highlighted' : ''}">${html}</span>`)
    .join('\n');
}

/** See {@link CodeBlockProps}. */
export function CodeBlock({ children, language, className, title, showLineNumbers, metastring = '' }: CodeBlockProps) {
  const texts = useThemeTexts();
  const wrap = wrapLabel(texts);
  const copy = copyLabels(texts);
  const lang = (language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? 'text').toLowerCase();
  const meta = parseCodeMeta(metastring);
  const heading = title ?? meta.title;
  const numbered = showLineNumbers || /\bshowLineNumbers\b/.test(metastring);
  // One line break after the opening tag and before the closing one is layout, not code.
  const code = typeof children === 'string' ? children.replace(/^\n/, '').replace(/\n$/, '') : null;
  return (
    <div className={['code-block', 'theme-code-block', numbered ? 'code-block--line-numbers' : ''].filter(Boolean).join(' ')} data-language={lang}>
      {heading ? <div className="code-block__title">{heading}</div> : null}
      <div className="code-block__body">
        <pre className="code-block__pre" tabIndex={0}>
          {code === null
            ? <code className={`language-${lang}`}>{children}</code>
            : <code className={`language-${lang}`} dangerouslySetInnerHTML={{ __html: codeHtml(code, lang, meta.highlighted) }} />}
        </pre>
        <div className="code-block__buttons">
          <button type="button" className="code-block__wrap" aria-label={wrap} title={wrap} aria-pressed="false" hidden
            dangerouslySetInnerHTML={{ __html: WORD_WRAP_SVG }} />
          <button type="button" className="code-block__copy" aria-label={copy.ariaLabel} title={copy.copy}>
            <span className="code-block__copy-label">{copy.copy}</span>
          </button>
        </div>
      </div>
    </div>
  );
}

export default CodeBlock;
