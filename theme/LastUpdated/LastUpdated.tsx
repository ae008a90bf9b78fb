/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { interpolate } from '../compat/placeholders';
import { useThemeTexts } from '../texts/texts';

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
 * and blog posts alike; the date in UTC, so server and browser agree. Each part is translated
 * as a whole template, its date and author staying elements.
 */
export function LastUpdated({ at, by, className }: LastUpdate & { className?: string }): ReactNode {
  const lang = useSite().locale.htmlLang;
  const { t } = useThemeTexts();
  const date = at === undefined ? null : new Date(at);
  const atDate = date && (
    <>
      {interpolate(t('theme.lastUpdated.atDate', ' on {date}'), {
        date: <b><time dateTime={date.toISOString()}>{new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date)}</time></b>,
      })}
    </>
  );
  const byUser = by && <>{interpolate(t('theme.lastUpdated.byUser', ' by {user}'), { user: <b>{by}</b> })}</>;
  return (
    <span className={`theme-last-updated${className ? ` ${className}` : ''}`}>
      {interpolate(t('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}'), { atDate: atDate || '', byUser: byUser || '' })}
    </span>
  );
}
