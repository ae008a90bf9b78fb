/**
 * A site without a home page still answers at its base URL: a small page that sends the reader
 * to the docs' main page (or a blog), so the address `serve` prints never shows a 404.
 */
import type { SiteData } from '../../runtime/types.js';
import { renderRedirectPage } from './redirect-page.js';
import { applyTrailingSlash } from '../../runtime/trailing-slash.js';

/** Where `/` should go when the site has no home page; undefined when it has one or nothing to go to. */
export function findHomeTarget(site: SiteData): string | undefined {
  if (site.hasHomePage) return undefined;
  const target = site.docs?.versions[0]?.mainDocPath ?? site.blog?.path ?? site.blogInstances?.[0]?.path;
  return target === undefined ? undefined : applyTrailingSlash(target, site);
}

/** The redirect page written as the base URL's index.html. */
export function renderHomeRedirect(site: SiteData, target: string): string {
  return renderRedirectPage({
    lang: site.locale.htmlLang, title: site.title, to: target, canonical: site.url + target,
    label: `Go to the documentation of ${site.title}`,
  });
}
