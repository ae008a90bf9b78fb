/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Placeholder search page: a labelled input that mirrors its value into `?q=`. The real
 * search results arrive with the search feature.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { PageProps, SearchRoute } from '../../runtime/types';

/** The /search page. */
export default function SearchPage(_props: PageProps<SearchRoute>): ReactNode {
  const inputId = useId();
  const [query, setQuery] = useState('');

  // The server cannot know ?q=, so it is read after hydration.
  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search).get('q') ?? '');
  }, []);

  const onChange = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <main className="container margin-vert--lg search-page">
      <h1>Search the documentation</h1>
      <form role="search" className="search-page__form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="search-page__label">
          Search
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          className="search-page__input"
          value={query}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      </form>
    </main>
  );
}
