/** @jsxRuntime automatic @jsxImportSource react */
/** A disclosure (`summary`, children the content): the native element, so it opens without JS. */
import { isValidElement, type ReactNode } from 'react';

/** Props of {@link Details}. */
export interface DetailsProps {
  summary?: ReactNode;
  open?: boolean;
  className?: string;
  children?: ReactNode;
}

/** See {@link DetailsProps}. */
export function Details({ summary = 'Details', open, className, children }: DetailsProps) {
  return (
    <details className={['details', className].filter(Boolean).join(' ')} open={open}>
      {/* Docusaurus' own usage passes the whole element (`summary={<summary>…</summary>}`). */}
      {isValidElement(summary) && summary.type === 'summary' ? summary : <summary>{summary}</summary>}
      <div className="details__content">{children}</div>
    </details>
  );
}

export default Details;
