/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { ThemeTexts } from '../texts/texts';
import { NoResultsIcon } from './icons';

/** Props of NoResultsScreen. */
export interface NoResultsScreenProps {
  query: string;
  /** lvl0 names seen earlier in this modal session (at most 3 are offered). */
  suggestions: string[];
  onSuggestion: (query: string) => void;
  /** "Let us know." target; absent when not configured. */
  missingResultsUrl?: string;
  texts: ThemeTexts;
}

/** The answer had no hits (behaviors §12.6). */
export function NoResultsScreen({ query, suggestions, onSuggestion, missingResultsUrl, texts: { t } }: NoResultsScreenProps): ReactNode {
  return (
    <div className="DocSearch-NoResults">
      <div className="DocSearch-Screen-Icon"><NoResultsIcon /></div>
      <p className="DocSearch-Title">
        {`${t('theme.SearchModal.noResultsScreen.noResultsText', 'No results for')} "`}<strong>{query}</strong>&quot;
      </p>
      {suggestions.length > 0 && (
        <div className="DocSearch-NoResults-Prefill-List">
          <p className="DocSearch-Help">{t('theme.SearchModal.noResultsScreen.suggestedQueryText', 'Try searching for')}:</p>
          <ul>
            {suggestions.slice(0, 3).map((name) => (
              <li key={name}>
                <button type="button" className="DocSearch-Prefill" onClick={() => onSuggestion(`${name.toLowerCase()} `)}>
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {missingResultsUrl && (
        <p className="DocSearch-Help">
          {t('theme.SearchModal.noResultsScreen.reportMissingResultsText', 'Believe this query should return results?')}{' '}
          <a href={missingResultsUrl} target="_blank" rel="noopener noreferrer">
            {t('theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', 'Let us know.')}
          </a>
        </p>
      )}
    </div>
  );
}
