/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/LastUpdated`: "Last updated on <date> by <author>" from Docusaurus' prop names. */
import type { ReactNode } from 'react';
import { LastUpdated as Line } from '../LastUpdated/LastUpdated';

/** Props as Docusaurus passes them: milliseconds since the epoch, and the author. */
export interface LastUpdatedProps {
  lastUpdatedAt?: number | null;
  lastUpdatedBy?: string | null;
}

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: LastUpdatedProps): ReactNode {
  if (lastUpdatedAt == null && !lastUpdatedBy) return null;
  return <Line at={lastUpdatedAt ?? undefined} by={lastUpdatedBy ?? undefined} />;
}
