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
  if (isObj(tc.navbar)) {
    // Next to a navbar title the image only repeats it, so it is decorative (empty alt); alone it names the site.
    const navbarAlt = typeof tc.navbar.title === 'string' && tc.navbar.title ? '' : (siteTitle ?? '');
    // Docusaurus takes `title: null` for no title, as it does leaving the key out.
    out.navbar = clean({ title: tc.navbar.title ?? undefined, logo: mapLogo(tc.navbar.logo, navbarAlt), hideOnScroll: tc.navbar.hideOnScroll, style: tc.navbar.style, items: tc.navbar.items });
  }
  if (isObj(tc.footer)) out.footer = clean({ style: tc.footer.style, links: footerLinks(tc.footer.links), copyright: tc.footer.copyright, logo: mapLogo(tc.footer.logo, siteTitle ?? '') });
  if (isObj(tc.colorMode)) out.colorMode = clean({ defaultMode: tc.colorMode.defaultMode, disableSwitch: tc.colorMode.disableSwitch, respectPrefersColorScheme: tc.colorMode.respectPrefersColorScheme });
  if (isObj(tc.announcementBar)) out.announcementBar = clean({ ...tc.announcementBar });
  if (isObj(tc.tableOfContents)) out.tableOfContents = tc.tableOfContents;
  if (typeof tc.image === 'string') out.image = tc.image;
  const algolia = isObj(tc.algolia) ? mapAlgolia(tc.algolia, note) : null;
  if (algolia) out.search = algolia;
  else if (localSearch) out.search = { provider: 'local' };
  const prism = isObj(tc.prism) ? tc.prism : {};
  if (Array.isArray(prism.magicComments)) {
    out.markdown = { ...(out.markdown as Obj | undefined), magicComments: prism.magicComments.filter(isObj).map((c) => clean({ className: c.className, line: c.line, block: c.block })) };
  }
  if (typeof prism.defaultLanguage === 'string' && /^[\w+#.-]+$/.test(prism.defaultLanguage)) {
    out.markdown = { ...(out.markdown as Obj | undefined), defaultCodeLanguage: prism.defaultLanguage };
  }
  if (Object.keys(prism).some((key) => key !== 'magicComments' && key !== 'defaultLanguage')) {
    note('themeConfig.prism', 'code is highlighted with opdocs\' own light/dark themes; a fence in any language highlight.js has is coloured without listing it (additionalLanguages)');
  }
}

/** A navbar or footer logo. Docusaurus lets it go without `alt`; our schema wants one, so it gets `fallbackAlt`. */
function mapLogo(logo: unknown, fallbackAlt: string): unknown {
  if (!isObj(logo)) return logo;
  const sized = { ...logo, width: pixels(logo.width), height: pixels(logo.height) };
  return clean(typeof logo.alt === 'string' ? sized : { ...sized, alt: fallbackAlt });
}

/**
 * Docusaurus puts the logo's `width`/`height` on the <img> as written, so `'40px'` and `'40'` are
 * 40 pixels there (an HTML length attribute reads its leading number); our schema wants the
 * number. Any other string is kept for the schema to leave out with a note.
 */
function pixels(size: unknown): unknown {
  const m = typeof size === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/i.exec(size) : null;
  return m ? Number(m[1]) : size;
}

/**
 * Footer links, Docusaurus' `{ html }` items kept as markup items; anything else such an item
 * holds besides `html` (Docusaurus reads nothing else of it) is dropped so the config stays valid.
 */
function footerLinks(links: unknown): unknown {
  if (!Array.isArray(links)) return links;
  const item = (entry: unknown) => (isObj(entry) && typeof entry.html === 'string' && entry.label === undefined ? { html: entry.html } : entry);
  return links.map((entry) => (isObj(entry) && Array.isArray(entry.items) ? { ...entry, items: entry.items.map(item) } : item(entry)));
}
