/** @jsxRuntime automatic @jsxImportSource react */
import { useRef, type ReactNode } from 'react';
import { useCodeCopy } from './useCodeCopy';

/** Props of {@link MarkdownContent}. */
export interface MarkdownContentProps {
  /** Element name of the wrapper: docs use `article`, posts a `div`. */
  as?: 'article' | 'div' | 'section';
  className?: string;
  id?: string;
  children: ReactNode;
}

/**
 * Wrapper around rendered markdown (usually an HtmlBlock) that gives the code blocks
 * inside it working copy buttons.
 */
export function MarkdownContent({ as: Tag = 'div', className, id, children }: MarkdownContentProps) {
  const ref = useRef<HTMLElement>(null);
  useCodeCopy(ref);
  return (
    <Tag ref={ref as never} className={className} id={id}>
      {children}
    </Tag>
  );
}
