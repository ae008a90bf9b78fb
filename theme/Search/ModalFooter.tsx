/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { ThemeTexts } from '../texts/texts';

/** Props of ModalFooter. */
export interface ModalFooterProps {
  /** Credit Algolia when it answers the searches. */
  algolia: boolean;
  texts: ThemeTexts;
}

/** Key hints, and the provider credit (behaviors §12.6). */
export function ModalFooter({ algolia, texts: { t } }: ModalFooterProps): ReactNode {
  const host = typeof window === 'undefined' ? '' : window.location.hostname;
  return (
    <div className="DocSearch-Footer">
      {algolia && (
        <a
          className="DocSearch-Logo"
          href={`https://www.algolia.com/ref/docsearch/?utm_source=${encodeURIComponent(host)}&utm_medium=referral&utm_content=powered_by&utm_campaign=docsearch`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="DocSearch-Label">{t('theme.SearchModal.footer.searchByText', 'Search by')}</span> <span className="DocSearch-Logo-Name">Algolia</span>
        </a>
      )}
      <ul className="DocSearch-Commands">
        <li>
          <kbd className="DocSearch-Commands-Key" aria-label={t('theme.SearchModal.footer.selectKeyAriaLabel', 'Enter key')}>↵</kbd>
          <span className="DocSearch-Label">{t('theme.SearchModal.footer.selectText', 'to select')}</span>
        </li>
        <li>
          <kbd className="DocSearch-Commands-Key" aria-label={t('theme.SearchModal.footer.navigateDownKeyAriaLabel', 'Arrow down')}>↓</kbd>
          <kbd className="DocSearch-Commands-Key" aria-label={t('theme.SearchModal.footer.navigateUpKeyAriaLabel', 'Arrow up')}>↑</kbd>
          <span className="DocSearch-Label">{t('theme.SearchModal.footer.navigateText', 'to navigate')}</span>
        </li>
        <li>
          <kbd className="DocSearch-Commands-Key" aria-label={t('theme.SearchModal.footer.closeKeyAriaLabel', 'Escape key')}>esc</kbd>
          <span className="DocSearch-Label">{t('theme.SearchModal.footer.closeText', 'to close')}</span>
        </li>
      </ul>
    </div>
  );
}
