/**
 * The layout parts of a Docusaurus `themeConfig` (navbar, footer, color mode, announcement bar,
 * table of contents, social card image), its search and its code highlighting → our keys of
 * the same names. Most values are copied as written; the config schema then checks them.
 */
import { clean, isObj, type Obj } from './json-values.js';
import { mapAlgolia } from './map-algolia.js';

type Note = (key: string, what: string) => void;

/**
 * Copies `themeConfig` (`tc`) into `out`. Without Algolia, a local search plugin of the site
 * (`localSearch`) becomes opdocs' own local search.
 */
export function mapThemeConfig(tc: Obj, siteTitle: string | undefined, localSearch: boolean, out: Obj, note: Note): void {
  if (isObj(tc.navbar)) out.navbar = clean({ title: tc.navbar.title, logo: navbarLogo(tc.navbar, siteTitle), hideOnScroll: tc.navbar.hideOnScroll, style: tc.navbar.style, items: tc.navbar.items });
  if (isObj(tc.footer)) out.footer = clean({ style: tc.footer.style, links: footerLinks(tc.footer.links, note), copyright: tc.footer.copyright });
  if (isObj(tc.footer) && tc.footer.logo) note('themeConfig.footer.logo', 'the footer has no logo');
  if (isObj(tc.colorMode)) out.colorMode = clean({ defaultMode: tc.colorMode.defaultMode, disableSwitch: tc.colorMode.disableSwitch, respectPrefersColorScheme: tc.colorMode.respectPrefersColorScheme });
  if (isObj(tc.announcementBar)) out.announcementBar = clean({ ...tc.announcementBar });
  if (isObj(tc.tableOfContents)) out.tableOfContents = tc.tableOfContents;
  if (typeof tc.image === 'string') out.image = tc.image;
  if (isObj(tc.algolia)) out.search = mapAlgolia(tc.algolia, note);
  else if (localSearch) out.search = { provider: 'local' };
  const prism = isObj(tc.prism) ? tc.prism : {};
  if (Array.isArray(prism.magicComments)) {
    out.markdown = { ...(out.markdown as Obj | undefined), magicComments: prism.magicComments.filter(isObj).map((c) => clean({ className: c.className, line: c.line, block: c.block })) };
  }
  if (Object.keys(prism).some((key) => key !== 'magicComments')) {
    note('themeConfig.prism', 'code is highlighted with opdocs\' own light/dark themes; extra languages are detected by highlight.js');
  }
}

/**
 * Docusaurus lets the navbar logo go without `alt`; our schema wants one. Next to a navbar title
 * the image only repeats it, so it is decorative (empty alt); alone it names the site.
 */
function navbarLogo(navbar: Obj, siteTitle: string | undefined): unknown {
  const logo = navbar.logo;
  if (!isObj(logo) || typeof logo.alt === 'string') return logo;
  return { ...logo, alt: typeof navbar.title === 'string' && navbar.title ? '' : (siteTitle ?? '') };
}

/**
 * Footer links without Docusaurus' `{ html }` items, which opdocs' footer has no place for: each
 * is named and left out on its own, so the columns and links around it still carry over.
 */
function footerLinks(links: unknown, note: Note): unknown {
  if (!Array.isArray(links)) return links;
  const isHtml = (item: unknown) => isObj(item) && typeof item.html === 'string' && item.label === undefined;
  const dropHtml = (items: unknown[], at: string) => items.filter((item, i) => {
    if (!isHtml(item)) return true;
    note(`themeConfig.footer.links${at}[${i}]`, 'an HTML footer item is left out (opdocs\' footer shows links only); put its markup in footer.copyright, which is HTML');
    return false;
  });
  const columns = links.map((entry, i) => {
    if (!isObj(entry) || !Array.isArray(entry.items)) return entry;
    const items = dropHtml(entry.items, `[${i}].items`);
    // A column left with no links would show its heading alone: it goes too.
    return items.length === 0 && entry.items.length > 0 ? null : { ...entry, items };
  }).filter((entry) => entry !== null);
  return dropHtml(columns, '');
}
