/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The search page (behaviors §12.8), drawn by SearchPageView: the query lives in `?q=`, and
 * the results code is a lazy chunk (shared with the modal), loaded once the page has hydrated.
 */
import type { ReactNode } from 'react';
import type { PageProps, SearchRoute } from '../../runtime/types';
// Named and relative: a site's swizzled SearchPage (an override of its module) is drawn instead.
import { SearchPageView } from '../Search/SearchPageView';

/** The /search page. */
export default function SearchPage(_props: PageProps<SearchRoute>): ReactNode {
  return <SearchPageView />;
}
