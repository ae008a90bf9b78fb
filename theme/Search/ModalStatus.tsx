/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { ThemeTexts } from '../texts/texts';

/** Props of ModalStatus. */
export interface ModalStatusProps {
  /** The query the answer on screen answers; empty before the first answer. */
  answeredQuery: string;
  /** Hits of that answer. */
  count: number;
  /** The last search failed. */
  errored: boolean;
  /** The list under the input is shown (Escape closes it and keeps the query). */
  panelOpen: boolean;
  texts: ThemeTexts;
}

/** What the status line says for one state of the modal; empty when there is nothing to tell. */
export function getModalStatusText({ answeredQuery, count, errored, panelOpen, texts }: ModalStatusProps): string {
  if (!panelOpen) return '';
  if (errored) return texts.t('theme.SearchModal.errorScreen.titleText', 'Unable to fetch results');
  if (answeredQuery === '') return '';
  if (count > 0) return texts.plural('theme.SearchPage.documentsFound.plurals', 'One document found|{count} documents found', count);
  return `${texts.t('theme.SearchModal.noResultsScreen.noResultsText', 'No results for')} "${answeredQuery}"`;
}

/**
 * A status line only screen readers hear: focus stays in the input while the list changes, so
 * without it a reader is not told whether the query found anything. It is rendered empty with
 * the modal, as a live region must exist before its text changes to be announced.
 */
export function ModalStatus(props: ModalStatusProps): ReactNode {
  return (
    <div className="visually-hidden" role="status">
      {getModalStatusText(props)}
    </div>
  );
}
