/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Placeholder (issue 11, branch compat) until the components branch's CodeBlock lands: same
 * exports and props, the Markdown code block's markup, without highlighting or copy button.
 */
import type { ReactNode } from 'react';

/** Props of {@link CodeBlock}. */
export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  metastring?: string;
}

/** A titled, keyboard-scrollable block of code. */
export function CodeBlock({ children, language, className, title }: CodeBlockProps): ReactNode {
  const lang = (language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text').toLowerCase();
  return (
    <div className="code-block" data-language={lang}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        <pre className="code-block__pre" tabIndex={0}>
          <code className={`language-${lang}`}>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
        </pre>
      </div>
    </div>
  );
}

export default CodeBlock;
