import { isolateBidi } from './bidi-controls';

/**
 * The document title of a page: "<title> | <site title>", or the site title alone (behaviors §8).
 * A part holding a bidi override is isolated, so it cannot reverse the other part in the tab.
 */
export function formatPageTitle(title: string | undefined, site: { title: string; titleDelimiter?: string }): string {
  return title ? `${isolateBidi(title)} ${site.titleDelimiter ?? '|'} ${isolateBidi(site.title)}` : site.title;
}
