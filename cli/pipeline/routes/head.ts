/** HeadData for a page: "<title> | <site>", canonical URL, social and crawler meta (behaviors §8, §14). */
import type { HeadData, SiteData } from '../../../runtime/types.js';
import { formatPageTitle } from '../../../runtime/page-title.js';
import { applyTrailingSlash } from '../../../runtime/trailing-slash.js';

export interface HeadInput {
  site: SiteData;
  path: string;
  title?: string;
  description?: string;
  /** Front matter `image` as written; site.ts turns it into an absolute URL (see check/social-image.ts). */
  image?: string;
  keywords?: string[];
  noindex?: boolean;
  htmlClassName: string;
  /** docsearch:docusaurus_tag value(s); the last one wins for crawlers. */
  searchTag?: string;
  version?: string;
}

/** Builds the head of one route. */
export function createHead(input: HeadInput): HeadData {
  const { site } = input;
  const title = formatPageTitle(input.title, site);
  const meta: HeadData['meta'] = [
    { name: 'docsearch:language', content: site.locale.code },
    { name: 'docusaurus_locale', content: site.locale.code },
  ];
  if (input.version) {
    meta.push({ name: 'docsearch:version', content: input.version }, { name: 'docusaurus_version', content: input.version });
  }
  const tag = input.searchTag ?? 'default';
  meta.push({ name: 'docsearch:docusaurus_tag', content: tag }, { name: 'docusaurus_tag', content: tag });
  return {
    title,
    ...(input.description ? { description: input.description } : {}),
    // In the site's trailing-slash form, like the route path it names (routes/route-form.ts).
    canonical: site.url + applyTrailingSlash(input.path, site),
    ...(input.image ? { image: input.image } : {}),
    ...(input.keywords?.length ? { keywords: input.keywords } : {}),
    ...(input.noindex ? { noindex: true } : {}),
    meta,
    htmlClassName: input.htmlClassName,
  };
}

/** The front matter `image` of a page, when it is a non-empty string. */
export function frontMatterImage(fm: Record<string, unknown>): string | undefined {
  return typeof fm.image === 'string' && fm.image.trim() ? fm.image.trim() : undefined;
}

/** A page's front matter `keywords` (a list, as the schema checked it), for its meta keywords. */
export function frontMatterKeywords(fm: Record<string, unknown>): string[] | undefined {
  return Array.isArray(fm.keywords) ? (fm.keywords as string[]) : undefined;
}

/**
 * The page data's copy of a doc's or post's front matter (`useDoc()`/`useBlogPost()`), as JSON
 * reads it (YAML dates as strings), so the server renders from the same values the browser gets;
 * nothing when the front matter is empty.
 */
export function frontMatterData(fm: Record<string, unknown>): { frontMatter?: Record<string, unknown> } {
  if (!Object.keys(fm).length) return {};
  let copy = plainCopies.get(fm);
  if (!copy) plainCopies.set(fm, (copy = JSON.parse(JSON.stringify(fm)) as Record<string, unknown>));
  return { frontMatter: copy };
}

/**
 * The JSON copy of each front matter object. A watch session keeps an unchanged file's front
 * matter object (text-cache.ts), so its copy is made once, and the route compares as unchanged
 * by reference (route-changes.ts) instead of field by field.
 */
const plainCopies = new WeakMap<object, Record<string, unknown>>();

// Building a DateTimeFormat costs far more than formatting with one; a site has one or two.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * English long dates are written here: the first DateTimeFormat of a process loads ICU's date
 * data, 7 to 12 ms of a small site's build. Same text as Intl's (checked in head.test.ts); the
 * era forms of years before 1 AD are left to Intl.
 */
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "October 22, 2025" style date in UTC for the site's language. */
export function formatDate(date: Date, lang: string, month: 'long' | 'short' = 'long'): string {
  if (month === 'long' && (lang === 'en' || lang === 'en-US') && date.getUTCFullYear() >= 1) {
    return `${EN_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  }
  const key = `${lang}\0${month}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(lang, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' })));
  return format.format(date);
}
