/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A disclosure (`summary`, children the content): the native element, so it opens without JS;
 * once hydrated, details-toggle.ts animates it. Marked as Docusaurus marks it (an info alert,
 * `data-collapsed`), as Markdown's own `<details>` is (cli/pipeline/parse/details-marks.ts).
 */
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
    <details className={['alert alert--info details', className].filter(Boolean).join(' ')} data-collapsed={!open} open={open}>
      {/* Docusaurus' own usage passes the whole element (`summary={<summary>…</summary>}`). */}
      {isValidElement(summary) && summary.type === 'summary' ? summary : <summary>{summary}</summary>}
      <div className="details__content">{children}</div>
    </details>
  );
}

export default Details;
