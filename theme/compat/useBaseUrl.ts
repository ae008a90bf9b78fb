/** `@docusaurus/useBaseUrl`: a path under the site's baseUrl. */
import { useSite } from '../../runtime/context';
import { addBaseUrl, type BaseUrlOptions } from './base-url';

/** `url` with the site's baseUrl in front (see addBaseUrl for the rules). */
export default function useBaseUrl(url: string, opts?: BaseUrlOptions): string {
  return addBaseUrl(useSite(), url, opts);
}

/** The function form, for URLs computed in a loop or a callback. */
export function useBaseUrlUtils(): { withBaseUrl: (url: string, opts?: BaseUrlOptions) => string } {
  const site = useSite();
  return { withBaseUrl: (url, opts) => addBaseUrl(site, url, opts) };
}
