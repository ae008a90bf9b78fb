/**
 * `@docusaurus/theme-common`'s query-string hooks, which site pages use to keep a filter or a
 * search box in the address (`?tags=a&tags=b`), so it survives a reload and can be shared.
 * They read opdocs' router location (empty during the server render and hydration, as the
 * static HTML has no query) and write through its client router. Setters replace the current
 * history entry unless given `{ push: true }`, as Docusaurus' do.
 */
import { useCallback } from 'react';
import { useLocation } from '../../runtime/context';
import { navigate, replaceLocation } from '../../runtime/router';

/** How a setter writes the address: a new history entry (`push`) or in place (the default). */
export interface QueryStringOptions { push?: boolean }

type Location = ReturnType<typeof useLocation>;

/** Writes `params` as the location's query, keeping its path and dropping its hash. */
function go(location: Location, params: URLSearchParams, push: boolean | undefined): void {
  const query = params.toString();
  const href = location.pathname + (query ? `?${query}` : '');
  if (push) void navigate(href);
  else replaceLocation(href);
}

// Read at call time: a setter called twice before the next render must see the first write.
const currentParams = (location: Location) =>
  new URLSearchParams(typeof window === 'undefined' ? location.search : window.location.search);

/** The first value of `key` in the query, or null when it is absent. */
export function useQueryStringValue(key: string | null): string | null {
  const { search } = useLocation();
  return key === null ? null : new URLSearchParams(search).get(key);
}

/** A setter for `key`: a value sets it, null or '' removes it. */
export function useQueryStringKeySetter(key: string, options?: QueryStringOptions): (value: string | null, set?: QueryStringOptions) => void {
  const location = useLocation();
  return useCallback((value, set) => {
    const params = currentParams(location);
    if (value) params.set(key, value);
    else params.delete(key);
    go(location, params, set?.push ?? options?.push);
  }, [key, location, options?.push]);
}

/** `key`'s value ('' when absent) and its setter. */
export function useQueryString(key: string, options?: QueryStringOptions): [string, (value: string | null, set?: QueryStringOptions) => void] {
  return [useQueryStringValue(key) ?? '', useQueryStringKeySetter(key, options)];
}

/** Every value of a repeated `key` (`?tags=a&tags=b` → ['a', 'b']) and a setter for the list. */
export function useQueryStringList(key: string, options?: QueryStringOptions): [string[], (list: string[], set?: QueryStringOptions) => void] {
  const location = useLocation();
  const list = new URLSearchParams(location.search).getAll(key);
  const setList = useCallback((next: string[], set?: QueryStringOptions) => {
    const params = currentParams(location);
    params.delete(key);
    for (const value of next) params.append(key, value);
    go(location, params, set?.push ?? options?.push);
  }, [key, location, options?.push]);
  return [list, setList];
}

/**
 * The search page's query (`?q=`), as Docusaurus' `useSearchQueryString` gives it to a swizzled
 * SearchPage: typing replaces the history entry, and an empty query removes the parameter.
 */
export function useSearchQueryString(): [string, (value: string) => void] {
  const [query, setQuery] = useQueryString('q');
  return [query, useCallback((value: string) => setQuery(value || null), [setQuery])];
}
