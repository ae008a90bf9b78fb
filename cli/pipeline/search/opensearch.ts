/** opensearch.xml (behaviors §12.8): lets browsers search the site from the address bar. */
import type { SiteData } from '../../../runtime/types.js';

const xml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** The description document; null when the site has no search page. */
export function renderOpenSearch(site: SiteData): string | null {
  const page = site.search?.searchPagePath;
  if (!page) return null;
  const origin = site.url;
  const favicon = site.favicon && !site.favicon.startsWith('data:') ? `\n  <Image width="16" height="16" type="image/x-icon">${xml(new URL(site.favicon, origin + site.baseUrl).href)}</Image>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${xml(site.title)}</ShortName>
  <Description>Search ${xml(site.title)}</Description>
  <InputEncoding>UTF-8</InputEncoding>${favicon}
  <Url type="text/html" method="get" template="${xml(origin + page)}?q={searchTerms}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${xml(origin + site.baseUrl)}opensearch.xml"/>
  <moz:SearchForm>${xml(origin + site.baseUrl)}</moz:SearchForm>
</OpenSearchDescription>
`;
}

/** The head link pointing browsers at opensearch.xml, or '' without a search page. */
export function renderOpenSearchLink(site: SiteData): string {
  if (!site.search?.searchPagePath) return '';
  return `<link rel="search" type="application/opensearchdescription+xml" title="${xml(site.title)}" href="${xml(site.baseUrl)}opensearch.xml">`;
}
