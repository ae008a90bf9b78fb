/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';

/** Props of ModalFooter. */
export interface ModalFooterProps {
  /** Credit Algolia when it answers the searches. */
  algolia: boolean;
}

/** Key hints, and the provider credit (behaviors §12.6). */
export function ModalFooter({ algolia }: ModalFooterProps): ReactNode {
  const host = typeof window === 'undefined' ? '' : window.location.hostname;
  return (
    <footer className="DocSearch-Footer">
      {algolia && (
        <a
          className="DocSearch-Logo"
          href={`https://www.algolia.com/ref/docsearch/?utm_source=${encodeURIComponent(host)}&utm_medium=referral&utm_content=powered_by&utm_campaign=docsearch`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="DocSearch-Label">Search by</span> <span className="DocSearch-Logo-Name">Algolia</span>
        </a>
      )}
      <ul className="DocSearch-Commands">
        <li><kbd className="DocSearch-Commands-Key" aria-label="Enter key">↵</kbd><span className="DocSearch-Label">to select</span></li>
        <li>
          <kbd className="DocSearch-Commands-Key" aria-label="Arrow down">↓</kbd>
          <kbd className="DocSearch-Commands-Key" aria-label="Arrow up">↑</kbd>
          <span className="DocSearch-Label">to navigate</span>
        </li>
        <li><kbd className="DocSearch-Commands-Key" aria-label="Escape key">esc</kbd><span className="DocSearch-Label">to close</span></li>
      </ul>
    </footer>
  );
}
