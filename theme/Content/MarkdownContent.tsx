/** @jsxRuntime automatic @jsxImportSource react */
import { useEffect, useRef, type ReactNode } from 'react';
import { installDetailsToggle } from './details-toggle';
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
 * inside it working copy buttons, and its `<details>` their animation.
 */
export function MarkdownContent({ as: Tag = 'div', className, id, children }: MarkdownContentProps) {
  const ref = useRef<HTMLElement>(null);
  useCodeCopy(ref);
  useEffect(() => (ref.current ? installDetailsToggle(ref.current) : undefined), []);
  return (
    <Tag ref={ref as never} className={className} id={id}>
      {children}
    </Tag>
  );
}
