/** @jsxRuntime automatic @jsxImportSource react */
/** Placeholder (issue 11, branch compat) until the components branch's Details lands: same exports and props. */
import type { ReactNode } from 'react';

/** Props of {@link Details}. */
export interface DetailsProps {
  summary?: ReactNode;
  open?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A native disclosure: keyboard and screen-reader behaviour come from <details> itself. */
export function Details({ summary = 'Details', open, className, children }: DetailsProps): ReactNode {
  return (
    <details className={className ? `details ${className}` : 'details'} open={open}>
      {typeof summary === 'string' ? <summary>{summary}</summary> : summary}
      <div className="details__content">{children}</div>
    </details>
  );
}

export default Details;
