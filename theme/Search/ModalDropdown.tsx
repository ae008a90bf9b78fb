/** @jsxRuntime automatic @jsxImportSource react */
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { ErrorScreen } from './ErrorScreen';
import { encodeQuery } from './hit-url';
import type { ModalItem } from './HitRow';
import type { ModalScreen } from './modal-screen';
import { NoResultsScreen } from './NoResultsScreen';
import { ResultsScreen } from './ResultsScreen';
import { StartScreen } from './StartScreen';
import type { SearchHistory } from './useSearchHistory';
import type { ThemeTexts } from '../texts/texts';

/** Props of ModalDropdown. */
export interface ModalDropdownProps {
  dropdownRef: RefObject<HTMLDivElement | null>;
  screen: ModalScreen;
  /** Closed (Escape): the dropdown stays, empty. */
  panelOpen: boolean;
  /** The last search failed. */
  errored: boolean;
  activeIndex: number;
  /** Query that the answer on screen answers. */
  answeredQuery: string;
  /** lvl0 names seen earlier in this modal session. */
  suggestions: string[];
  /** "Let us know." target with a `{query}` placeholder; absent when not configured. */
  missingResultsUrl?: string;
  /** "See all {count} results" target; null without a search page. */
  seeAllHref: string | null;
  count: number;
  history: SearchHistory;
  onSelect: (item: ModalItem, event: MouseEvent<HTMLAnchorElement>) => void;
  onHover: (item: ModalItem) => void;
  /** Re-reads the stored lists. */
  onStoredChange: () => void;
  onFocusInput: () => void;
  onSuggestion: (query: string) => void;
  onSeeAll: () => void;
  texts: ThemeTexts;
}

/**
 * Ids of every list the screen shows, space-separated (the input's aria-controls, as
 * autocomplete-core sets it); none without rows. Naming only the first list left the active
 * row of a later group outside the element the input controls.
 */
export function listIds(screen: ModalScreen): string | undefined {
  const sources = screen.kind === 'start'
    ? [screen.recent.length > 0 && 'recentSearches', screen.favorite.length > 0 && 'favoriteSearches']
    : screen.sections.map((section) => section.items.length > 0 && section.sourceId);
  const ids = sources.filter((source): source is string => Boolean(source)).map((source) => `docsearch-${source}-list`);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The list under the input: the screen for the current state (behaviors §12.6). */
export function ModalDropdown(props: ModalDropdownProps): ReactNode {
  const { screen, history, texts } = props;
  let body: ReactNode;
  if (!props.panelOpen) body = null;
  else if (props.errored) body = <ErrorScreen texts={texts} />;
  else if (screen.kind === 'start') {
    body = (
      <StartScreen
        recent={screen.recent}
        favorite={screen.favorite}
        activeIndex={props.activeIndex}
        onSelect={props.onSelect}
        onHover={props.onHover}
        onFavorite={(item) => {
          history.favorite.add(item.hit);
          history.recent.remove(item.hit.objectID);
        }}
        onRemoveRecent={(item) => history.recent.remove(item.hit.objectID)}
        onRemoveFavorite={(item) => history.favorite.remove(item.hit.objectID)}
        onStoredChange={props.onStoredChange}
        onFocusInput={props.onFocusInput}
        texts={texts}
      />
    );
  } else if (screen.items.length === 0) {
    body = (
      <NoResultsScreen
        query={props.answeredQuery}
        suggestions={props.suggestions}
        onSuggestion={props.onSuggestion}
        missingResultsUrl={props.missingResultsUrl?.replace('{query}', encodeQuery(props.answeredQuery))}
        texts={texts}
      />
    );
  } else {
    body = (
      <ResultsScreen
        sections={screen.sections}
        activeIndex={props.activeIndex}
        seeAllHref={props.seeAllHref}
        count={props.count}
        onSelect={props.onSelect}
        onHover={props.onHover}
        onSeeAll={props.onSeeAll}
        texts={texts}
      />
    );
  }
  return <div className="DocSearch-Dropdown" ref={props.dropdownRef}>{body}</div>;
}
