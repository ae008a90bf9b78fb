/** @jsxRuntime automatic @jsxImportSource react */
import { useEffect, type ReactNode } from 'react';
import type { ErrorFallbackProps } from './ErrorBoundary';
import { getErrorMessage } from './error-messages';
import { useThemeTexts } from '../texts/texts';

/** Tab title while a crash is shown (site-spec §2). */
export const CRASH_PAGE_TITLE = 'Page Error';

/**
 * The crash screen: heading, "Try again" and the error text with its causes (behaviors §7).
 * Sets the tab title to "Page Error" while shown and puts the previous title back after.
 */
export function ErrorPageContent({ error, tryAgain }: ErrorFallbackProps): ReactNode {
  const { t } = useThemeTexts();
  useEffect(() => {
    const previous = document.title;
    document.title = CRASH_PAGE_TITLE;
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <main className="container margin-vert--xl error-page">
      <div className="error-page__content">
        <h1>{t('theme.ErrorPageContent.title', 'This page crashed.')}</h1>
        <button type="button" className="button button--primary shadow--lw" onClick={tryAgain}>
          {t('theme.ErrorPageContent.tryAgain', 'Try again')}
        </button>
        <hr />
        <p className="error-page__message">{getErrorMessage(error)}</p>
      </div>
    </main>
  );
}
