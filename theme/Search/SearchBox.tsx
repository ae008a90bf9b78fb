/** @jsxRuntime automatic @jsxImportSource react */
import { useEffect, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { ThemeTexts } from '../texts/texts';
import { CloseIcon, LoadingIcon, SearchIcon } from './icons';
import { MAX_QUERY_LENGTH } from './max-query-length';

/** Props of SearchBox. */
export interface SearchBoxProps {
  inputRef: RefObject<HTMLInputElement | null>;
  query: string;
  loading: boolean;
  selectOnMount: boolean;
  /** Id of the active row (aria-activedescendant). */
  activeId?: string;
  /** Ids of the lists shown, space-separated (aria-controls). */
  listIds?: string;
  enterKeyHint: 'go' | 'search';
  onChange: (query: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onClose: () => void;
  texts: ThemeTexts;
}

/** The modal's search form (behaviors §12.2). */
export function SearchBox(props: SearchBoxProps): ReactNode {
  const { inputRef } = props;
  const { t } = props.texts;
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    if (props.selectOnMount) input.select();
    // Focus and selection belong to the moment the modal opens only.
  }, []);

  return (
    <>
      <form
        className="DocSearch-Form"
        role="search"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        onReset={(event) => {
          event.preventDefault();
          props.onChange('');
          inputRef.current?.focus();
        }}
      >
        <label className="DocSearch-MagnifierLabel" htmlFor="docsearch-input" id="docsearch-label">
          <SearchIcon />
          <span className="visually-hidden">{t('theme.SearchModal.searchBox.searchInputLabel', 'Search')}</span>
        </label>
        <div className="DocSearch-LoadingIndicator"><LoadingIcon /></div>
        <input
          ref={inputRef}
          className="DocSearch-Input"
          id="docsearch-input"
          type="search"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('theme.SearchModal.placeholder', 'Search docs')}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint={props.enterKeyHint}
          aria-autocomplete="both"
          aria-labelledby="docsearch-label"
          aria-controls={props.listIds}
          aria-activedescendant={props.activeId}
          aria-busy={props.loading}
          value={props.query}
          onChange={(event) => props.onChange(event.target.value.slice(0, MAX_QUERY_LENGTH))}
          onKeyDown={props.onKeyDown}
        />
        <button type="reset" className="DocSearch-Reset" title={t('theme.SearchModal.searchBox.resetButtonTitle', 'Clear the query')} aria-label={t('theme.SearchModal.searchBox.resetButtonTitle', 'Clear the query')} hidden={!props.query}>
          <CloseIcon size={18} />
        </button>
      </form>
      <button type="button" className="DocSearch-Cancel" onClick={props.onClose}>
        {t('theme.SearchModal.searchBox.cancelButtonText', 'Cancel')}
      </button>
    </>
  );
}
