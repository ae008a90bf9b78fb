/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The search page's content (behaviors §12.8), pages/SearchPage.tsx's whole page: its own module,
 * named, so a site's swizzled SearchPage (an override of this module) takes its place. The query lives in `?q=` (typing replaces the history
 * entry; an empty query removes the parameter). This shell ships with the theme; the results
 * code is a lazy chunk (shared with the modal), loaded once the page has hydrated.
 */
import { useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useSite } from '../../runtime/context';
import { formatPageTitle } from '../../runtime/page-title';
import type { SearchPageResultsProps } from './SearchPageResults';
import { SearchPageVersions } from './SearchPageVersions';
import { useThemeTexts } from '../texts/texts';

let loadResults: Promise<ComponentType<SearchPageResultsProps>> | null = null;

/** The /search page's content: the query form, and the results once their code has loaded. */
export function SearchPageView(): ReactNode {
  const site = useSite();
  const texts = useThemeTexts();
  const { t } = texts;
  const { search: locationSearch } = useLocation();
  const inputId = useId();
  const [query, setQuery] = useState('');
  // pluginId → docs version chosen for the search (behaviors §12.8); unset: the first listed.
  const [versions, setVersions] = useState<Readonly<Record<string, string>>>({});
  const [Results, setResults] = useState<ComponentType<SearchPageResultsProps> | null>(null);

  // The server cannot know ?q=, so it is read after hydration (and on back/forward).
  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search).get('q') ?? '');
  }, [locationSearch]);

  useEffect(() => {
    loadResults ??= import('./SearchPageResults').then((module) => module.SearchPageResults);
    loadResults.then((component) => setResults(() => component), (error: unknown) => {
      loadResults = null;
      console.error('opdocs: the search results failed to load', error);
    });
  }, []);

  const title = query
    ? t('theme.SearchPage.existingResultsTitle', 'Search results for "{query}"', { query })
    : t('theme.SearchPage.emptyResultsTitle', 'Search the documentation');
  useEffect(() => {
    document.title = formatPageTitle(title, site);
  }, [title, site.title]);

  const onChange = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  };

  const search = site.search;
  return (
    <main className="container margin-vert--lg search-page">
      <h1>{title}</h1>
      <form role="search" className="search-page__form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="search-page__label visually-hidden">
          {t('theme.SearchPage.inputLabel', 'Search')}
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          className="search-page__input"
          placeholder={t('theme.SearchPage.inputPlaceholder', 'Type your search here')}
          aria-label={t('theme.SearchPage.inputLabel', 'Search')}
          value={query}
          autoComplete="off"
          autoFocus
          onChange={(event) => onChange(event.target.value)}
        />
        <SearchPageVersions
          site={site}
          chosen={versions}
          onChange={(pluginId, version) => setVersions((now) => ({ ...now, [pluginId]: version }))}
        />
      </form>
      {search && Results && <Results query={query} site={{ ...site, search }} versions={versions} texts={texts} />}
    </main>
  );
}

export default SearchPageView;
