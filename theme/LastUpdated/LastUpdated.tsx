/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useSite } from '../../runtime/context';

/** A route's last update (docs and blog posts carry the same shape). */
export interface LastUpdate {
  at?: number;
  by?: string;
}

/** The last update worth a line: a date or an author; null otherwise. */
export function shownLastUpdate(update: LastUpdate | undefined): LastUpdate | null {
  return update && (update.at !== undefined || update.by) ? update : null;
}

/**
 * "Last updated on <date> by <author>", either part when known (behaviors §9.11), under docs
 * and blog posts alike; the date in UTC, so server and browser agree.
 */
export function LastUpdated({ at, by, className }: LastUpdate & { className?: string }): ReactNode {
  const lang = useSite().locale.htmlLang;
  const date = at === undefined ? null : new Date(at);
  return (
    <span className={`theme-last-updated${className ? ` ${className}` : ''}`}>
      Last updated
      {date && (
        <> on <b><time dateTime={date.toISOString()}>{new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date)}</time></b></>
      )}
      {by && <> by <b>{by}</b></>}
    </span>
  );
}
