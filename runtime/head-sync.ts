/**
 * Brings the parts of <head> and <html> that differ per page up to date after a client
 * navigation, so the head says what the server writes for the new page (cli/render/document.ts):
 * title, html classes, description, keywords, robots, image, canonical URL, hreflang links and
 * the page's own meta tags (docsearch:*) and JSON-LD. A tag the new page does not have is removed: a crawler
 * or a script reading the head must not see the previous page's keywords or docs version.
 */
import type { HeadData, RouteKind, SiteData } from './types';
import { keywordsContent } from './keywords';

/** The page a head belongs to, for the tags that depend on more than its HeadData. */
export interface HeadPage {
  kind: RouteKind;
  /** Route path, with the base URL. */
  path: string;
  site: Pick<SiteData, 'url' | 'baseUrl' | 'locale' | 'locales'>;
}

type MetaKey = { name: string } | { property: string };

function tokens(className: string): string[] {
  return className.split(/\s+/).filter(Boolean);
}

/** The head's meta tags named `key` (compared as values, so no selector escaping is needed). */
function findMetas(doc: Document, key: MetaKey): HTMLMetaElement[] {
  const [attr, value] = 'name' in key ? ['name', key.name] : ['property', key.property];
  return [...doc.head.querySelectorAll<HTMLMetaElement>('meta')].filter((m) => m.getAttribute(attr) === value);
}

/** Sets the content of the meta tag `key`, creating it; `undefined` removes it. */
function setMeta(doc: Document, key: MetaKey, content: string | undefined): void {
  const existing = findMetas(doc, key)[0];
  if (content === undefined) return existing?.remove();
  const meta = existing ?? doc.head.appendChild(doc.createElement('meta'));
  if ('name' in key) meta.setAttribute('name', key.name);
  else meta.setAttribute('property', key.property);
  meta.setAttribute('content', content);
}

/** Gives the link that has all of `attrs` the `href`, creating it when missing. */
function setLink(doc: Document, attrs: Record<string, string>, href: string): void {
  const matches = (l: Element) => Object.entries(attrs).every(([name, value]) => l.getAttribute(name) === value);
  let link = [...doc.head.querySelectorAll('link')].find(matches);
  if (!link) {
    link = doc.head.appendChild(doc.createElement('link'));
    for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
  }
  link.setAttribute('href', href);
}

/** Each locale's URL of the page at `path`, and x-default's, as the server writes them (behaviors §8). */
function localeAlternates({ path, site }: HeadPage): [string, string][] {
  const rest = path.startsWith(site.locale.href) ? path.slice(site.locale.href.length) : path.slice(site.baseUrl.length);
  const fallback = site.locales.reduce((a, b) => (b.href.length < a.href.length ? b : a), site.locale);
  return [...site.locales.map((l): [string, string] => [l.htmlLang, site.url + l.href + rest]), ['x-default', site.url + fallback.href + rest]];
}

// The site-wide og:image of each document, seen on a page without its own image, so a page
// with one can hand it back.
const siteImage = new WeakMap<Document, string | undefined>();

/** Swaps the previous page's head data for the next page's, leaving classes others added on <html>. */
export function syncHead(doc: Document, previous: HeadData | null, next: HeadData, page?: HeadPage): void {
  doc.title = next.title;
  const html = doc.documentElement;
  if (previous) html.classList.remove(...tokens(previous.htmlClassName));
  html.classList.add(...tokens(next.htmlClassName));
  setMeta(doc, { name: 'description' }, next.description || undefined);
  setMeta(doc, { property: 'og:description' }, next.description || undefined);
  setMeta(doc, { name: 'keywords' }, next.keywords?.length ? keywordsContent(next.keywords) : undefined);
  setMeta(doc, { property: 'og:title' }, next.title);
  // Only the robots tag a page asked for is managed: a site-wide one stays as the server wrote it.
  if (next.noindex) {
    const search = page?.kind === 'search';
    setMeta(doc, { name: 'robots' }, search ? 'noindex, follow' : 'noindex, nofollow');
    // The search page's tag also carries `property`, as Docusaurus writes it (behaviors §12.8).
    const tag = findMetas(doc, { name: 'robots' })[0];
    if (search) tag?.setAttribute('property', 'robots');
    else tag?.removeAttribute('property');
  } else if (previous?.noindex) setMeta(doc, { name: 'robots' }, undefined);
  syncImage(doc, previous, next);
  setLink(doc, { rel: 'canonical' }, next.canonical);
  setMeta(doc, { property: 'og:url' }, next.canonical);
  if (page) {
    for (const [lang, href] of localeAlternates(page)) {
      setLink(doc, { rel: 'alternate', hreflang: lang }, href);
    }
  }
  syncPageMeta(doc, previous?.meta ?? [], next.meta);
  syncJsonLd(doc, previous, next);
}

/** JSON-LD text as the server writes it: `<` escaped so no string can close the element. */
const jsonLdText = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Removes the previous page's JSON-LD and adds the next page's own (from its MDX <Head>). The
 * previous page's blocks are its own values and the blog's block about it (whose `@id` is its
 * URL, written by the server alone); a site-wide block from the config's head tags stays.
 */
function syncJsonLd(doc: Document, previous: HeadData | null, next: HeadData): void {
  if (previous) {
    const own = new Set((previous.jsonLd ?? []).map(jsonLdText));
    for (const script of doc.head.querySelectorAll('script[type="application/ld+json"]')) {
      const text = script.textContent ?? '';
      if (own.has(text) || aboutPage(text, previous.canonical)) script.remove();
    }
  }
  for (const value of next.jsonLd ?? []) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = jsonLdText(value);
    doc.head.appendChild(script);
  }
}

function aboutPage(text: string, url: string): boolean {
  try {
    return (JSON.parse(text) as { '@id'?: unknown })?.['@id'] === url;
  } catch {
    return false;
  }
}

function syncImage(doc: Document, previous: HeadData | null, next: HeadData): void {
  const current = findMetas(doc, { property: 'og:image' })[0]?.getAttribute('content') ?? undefined;
  if (!siteImage.has(doc) && previous && !previous.image) siteImage.set(doc, current);
  const image = next.image ?? siteImage.get(doc);
  setMeta(doc, { property: 'og:image' }, image);
  setMeta(doc, { name: 'twitter:image' }, image);
}

/** Removes the previous page's own meta tags and adds the next page's, in its order (the later of two wins). */
function syncPageMeta(doc: Document, previous: HeadData['meta'], next: HeadData['meta']): void {
  for (const m of previous) {
    const key: MetaKey = m.name ? { name: m.name } : { property: m.property ?? '' };
    const tag = findMetas(doc, key).find((el) => el.getAttribute('content') === m.content);
    tag?.remove();
  }
  for (const m of next) {
    const meta = doc.createElement('meta');
    if (m.name) meta.setAttribute('name', m.name);
    else meta.setAttribute('property', m.property ?? '');
    meta.setAttribute('content', m.content);
    doc.head.appendChild(meta);
  }
}
