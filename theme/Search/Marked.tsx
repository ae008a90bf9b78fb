/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { TextSegment } from './marked-text';

/** Props of Marked. */
export interface MarkedProps {
  segments: TextSegment[] | null;
  /** Class of the <mark> elements (the search page uses "search-result-match"). */
  markClassName?: string;
}

/** Text with its search highlights as <mark>; every segment is a React text node. */
export function Marked({ segments, markClassName }: MarkedProps): ReactNode {
  if (!segments) return null;
  return segments.map((segment, index) => (segment.marked ? <mark key={index} className={markClassName}>{segment.text}</mark> : segment.text));
}
