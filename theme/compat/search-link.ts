/** `useSearchLinkCreator` of `@docusaurus/theme-common`, apart so the Algolia client module and theme-common share it without a cycle. */
import { useCallback } from 'react';
import { useSite } from '../../runtime/context';
import { getSearchPageHref } from '../Search/hit-url';

/** The search page's URL for a query (`<baseUrl>search` when the site has none, as Docusaurus makes it). */
export function useSearchLinkCreator(): (query: string) => string {
  const site = useSite();
  return useCallback((query: string) => getSearchPageHref(site.search?.searchPagePath ?? `${site.baseUrl}search`, query)!, [site]);
}
