/**
 * The modal's search state machine (behaviors §12.2, §12.3, spec §4): every query change sets
 * "loading"; 300 ms without an answer makes it "stalled"; the answer brings it back to
 * "idle". Only a provider's RetryError (no host could answer) means "error"; any other
 * failure is logged and the search stays unanswered, so it stalls as DocSearch's does.
 * Answers to an older query are dropped. While loading, the screen shown before stays
 * (previous answer or error), so the list does not flash.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchClient, SearchRequest, SearchResponse } from '../../runtime/search/client-types';

/** Where the modal's search stands. */
export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';

/** The failure of a provider none of whose hosts answered (the Algolia client's error name). */
export const isRetryError = (error: unknown): boolean => error instanceof Error && error.name === 'RetryError';

/** Loading longer than this is "stalled" (spinner shown). */
export const STALLED_MS = 300;

/** State and actions of useSearchQuery. */
export interface SearchQueryState {
  query: string;
  status: SearchStatus;
  /** Answer for the last query that answered (null for the empty query). */
  response: SearchResponse | null;
  /** Query that `response` answers. */
  answeredQuery: string;
  /** The last search that settled failed with a RetryError: the error screen stays until an answer. */
  failed: boolean;
  setQuery(query: string): void;
  /** Cancels the pending search, if any, and goes idle (the answer on screen stays). */
  stop(): void;
}

/** Runs the modal's searches through `getClient`; `base` holds the fixed request fields. */
export function useSearchQuery(opts: {
  getClient: () => Promise<SearchClient>;
  base: Omit<SearchRequest, 'query'>;
  initialQuery: string;
}): SearchQueryState {
  const [query, setQueryState] = useState(opts.initialQuery);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [answer, setAnswer] = useState<{ query: string; response: SearchResponse | null; failed: boolean }>({ query: '', response: null, failed: false });
  const latest = useRef<{ controller: AbortController; timer: ReturnType<typeof setTimeout> } | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  const cancel = () => {
    if (!latest.current) return;
    latest.current.controller.abort();
    clearTimeout(latest.current.timer);
    latest.current = null;
  };

  const run = useCallback((next: string) => {
    cancel();
    if (next === '') {
      setStatus('idle');
      setAnswer({ query: '', response: null, failed: false });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => setStatus((now) => (now === 'loading' ? 'stalled' : now)), STALLED_MS);
    const current = { controller, timer };
    latest.current = current;
    setStatus('loading');
    const { getClient, base } = optsRef.current;
    getClient()
      .then((client) => client.search({ ...base, query: next }, controller.signal))
      .then((response) => {
        if (latest.current !== current) return;
        clearTimeout(timer);
        latest.current = null;
        setAnswer({ query: next, response, failed: false });
        setStatus('idle');
      })
      .catch((error: unknown) => {
        if (latest.current !== current) return;
        console.error('opdocs: search failed', error);
        if (!isRetryError(error)) return;
        clearTimeout(timer);
        latest.current = null;
        setAnswer((now) => ({ ...now, failed: true }));
        setStatus('error');
      });
  }, []);

  useEffect(() => {
    if (opts.initialQuery) run(opts.initialQuery);
    return cancel;
    // The initial query runs once, on mount.
  }, []);

  const setQuery = useCallback((next: string) => {
    setQueryState(next);
    run(next);
  }, [run]);

  const stop = useCallback(() => {
    cancel();
    setStatus((now) => (now === 'error' ? now : 'idle'));
  }, []);

  return { query, status, response: answer.response, answeredQuery: answer.query, failed: answer.failed, setQuery, stop };
}
