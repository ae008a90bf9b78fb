/**
 * The schema of site.config.json: one description from which both the validator
 * (validate.ts) and the editor's JSON Schema (createJsonSchema) are derived.
 *
 * Hand-written rather than zod/valibot: the design card lists no validator package, and this
 * schema must also emit a draft-07 JSON Schema with a description per field and report
 * errors at line:column of the source, which a tree-walking validator over jsonc-parser's
 * positions gives directly.
 */
import { blogSchema, docsSchema } from './schema-content';
import { s, type ObjectNode, type Problem } from './schema-dsl';
import { toJsonSchema } from './json-schema';
import { checkToOrHref, navbarSchema } from './schema-navbar';

function checkOrigin(value: string): Problem[] {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return [{ message: `must be an absolute URL, got ${JSON.stringify(value)}`, hint: 'e.g. "url": "https://akyriako.github.io"' }];
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return [{ message: `must start with https:// or http://, got ${JSON.stringify(value)}`, hint: 'e.g. "url": "https://akyriako.github.io"' }];
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    return [{
      message: `must be the origin only, got ${JSON.stringify(value)}`,
      hint: `set "url": "${parsed.origin}" and put the path in "baseUrl": "${parsed.pathname.replace(/\/?$/, '/')}"`,
    }];
  }
  return [];
}

const i18nSchema = s.object({
  defaultLocale: s.string({ doc: 'Locale served at the site root. Default "en".', default: 'en', examples: ['en'] }),
  locales: s.array(s.string(), { doc: 'All locales of the site. Default [defaultLocale].', examples: [['en']] }),
  localeConfigs: s.record(s.object({
    label: s.string({ doc: 'Name in the locale menu. Default: the language\'s own name, e.g. "English".', examples: ['English'] }),
    direction: s.enum(['ltr', 'rtl'], { doc: 'Writing direction. Default "ltr".', default: 'ltr' }),
    htmlLang: s.string({ doc: 'Value of `<html lang>`. Default: the locale code.', examples: ['en-US'] }),
  }), { doc: 'Per-locale settings, keyed by locale code. Default {}.', default: {} }),
}, {
  doc: 'Languages of the site.',
  fill: true,
  check: (v) => {
    const locales = v.locales as string[] | undefined;
    if (!locales || locales.includes(v.defaultLocale as string)) return [];
    return [{
      path: ['defaultLocale'],
      message: `${JSON.stringify(v.defaultLocale)} is not in i18n.locales`,
      hint: `add it to "locales", or use one of: ${locales.join(', ') || '(none listed)'}`,
    }];
  },
});

const searchSchema = s.object({
  provider: s.enum(['local', 'algolia'], {
    doc: 'Search backend: "local" (an index built with the site) or "algolia" (DocSearch). Default "local", or "algolia" when `appId` is set.',
  }),
  appId: s.string({ doc: 'Algolia application id.', examples: ['${ALGOLIA_APP_ID}'] }),
  apiKey: s.string({ doc: 'Algolia search-only API key (public). Keep it out of the repository with "${NAME}".', examples: ['${ALGOLIA_SEARCH_KEY}'] }),
  indexName: s.string({ doc: 'Algolia index name.', examples: ['tyko'] }),
  contextualSearch: s.boolean({ doc: 'Only show results from the current locale and docs version. Default true.', default: true }),
  searchPagePath: s.oneOf([s.string(), s.literal(null), s.literal(false)], {
    doc: 'Path of the full search page. Default "search"; null or false: no search page.',
    default: 'search',
  }),
  externalUrlRegex: s.string({ doc: 'Results whose URL matches this regular expression open as normal links (other sites).' }),
}, {
  doc: 'Site search.',
  fill: true,
  check: (v) => {
    const provider = v.provider ?? (v.appId !== undefined ? 'algolia' : 'local');
    if (provider !== 'algolia') return [];
    return ['appId', 'apiKey', 'indexName'].filter((key) => v[key] === undefined).map((key) => ({
      path: [key],
      message: 'required when provider is "algolia"',
      hint: `set "${key}" (write "\${NAME}" to read it from the environment), or use "provider": "local"`,
    }));
  },
});

const tocLevel = (doc: string, dflt: number) => s.number({ doc, default: dflt, integer: true, min: 2, max: 6 });

/** The top level of site.config.json. */
export const siteConfigSchema: ObjectNode = s.object({
  $schema: s.string({ doc: 'Path or URL of this JSON Schema, for editor completion.', examples: ['./site.config.schema.json'] }),
  title: s.string({ doc: 'Site name: in the navbar, page titles and feeds.', required: true, examples: ['TyKO'] }),
  tagline: s.string({ doc: 'Short description, shown on the home page and in meta tags. Default "".', default: '' }),
  favicon: s.string({ doc: 'Favicon, a path under static/.', examples: ['img/favicon.ico'] }),
  url: s.string({ doc: 'Origin the site is served from, without a path.', required: true, examples: ['https://akyriako.github.io'], check: checkOrigin }),
  baseUrl: s.string({ doc: 'Path the site lives under; a leading and trailing "/" are added. Default "/".', default: '/', examples: ['/tyko/'] }),
  organizationName: s.string({ doc: 'GitHub user or organisation owning the repository.', examples: ['akyriako'] }),
  projectName: s.string({ doc: 'Repository name.', examples: ['tyko'] }),
  image: s.string({ doc: 'Social card image (og:image), a path under static/.', examples: ['img/social-card.png'] }),
  contentDir: s.string({ doc: 'Folder, relative to the site folder, holding docs/, blog/, pages/ and static/. Default "content".', default: 'content' }),
  customCss: s.array(s.string(), {
    doc: 'Stylesheets, relative to the site folder, bundled after the theme\'s CSS: override its custom properties (--ifm-color-primary, --ifm-font-family-base, …) or add rules. Default [].',
    default: [],
    examples: [['css/custom.css']],
  }),
  i18n: i18nSchema,
  navbar: navbarSchema,
  search: searchSchema,
  colorMode: s.object({
    defaultMode: s.enum(['light', 'dark'], { doc: 'Colour mode before the reader picks one. Default "light".', default: 'light' }),
    respectPrefersColorScheme: s.boolean({ doc: 'Start from the system\'s light/dark preference. Default false.', default: false }),
    disableSwitch: s.boolean({ doc: 'Hide the light/dark switch. Default false.', default: false }),
  }, { doc: 'Light and dark mode.', fill: true }),
  docs: docsSchema,
  blog: blogSchema,
  tableOfContents: s.object({
    minHeadingLevel: tocLevel('Smallest heading level listed in the table of contents (2–6). Default 2.', 2),
    maxHeadingLevel: tocLevel('Largest heading level listed in the table of contents (2–6). Default 3.', 3),
  }, {
    doc: 'Which headings the "On this page" list shows.',
    fill: true,
    check: (v) => ((v.minHeadingLevel as number) > (v.maxHeadingLevel as number) ? [{
      path: ['minHeadingLevel'],
      message: `must not be greater than maxHeadingLevel (${v.maxHeadingLevel}), got ${v.minHeadingLevel}`,
      hint: 'e.g. "minHeadingLevel": 2, "maxHeadingLevel": 3',
    }] : []),
  }),
  announcementBar: s.object({
    id: s.string({ doc: 'Change it to show a dismissed bar again. Default "announcement-bar".', default: 'announcement-bar' }),
    content: s.string({ doc: 'HTML shown in the bar.', required: true, examples: ['⭐ Star TyKO on <a href="https://github.com/akyriako/tyko">GitHub</a>'] }),
    isCloseable: s.boolean({ doc: 'Show a close button. Default true.', default: true }),
    backgroundColor: s.string({ doc: 'CSS background colour.', examples: ['#fafbfc'] }),
    textColor: s.string({ doc: 'CSS text colour.', examples: ['#091E42'] }),
  }, { doc: 'A dismissible bar above the navbar. Default: none.' }),
  analytics: s.object({
    src: s.string({ doc: 'URL of the tracker script. Analytics is off when this or websiteId is empty.', examples: ['${UMAMI_SRC}'] }),
    websiteId: s.string({ doc: 'Website id given by the tracker.', examples: ['${UMAMI_WEBSITE_ID}'] }),
    autoTrack: s.boolean({ doc: 'Track page views automatically. Default true.', default: true }),
    doNotTrack: s.boolean({ doc: 'Honour the browser\'s Do Not Track setting. Default false.', default: false }),
    cache: s.boolean({ doc: 'Let the tracker cache data to reduce requests. Default false.', default: false }),
    domains: s.array(s.string(), { doc: 'Only track on these host names.', examples: [['akyriako.github.io']] }),
    hostUrl: s.string({ doc: 'Send data to this host instead of the script\'s origin.' }),
    tag: s.string({ doc: 'Tag added to every event.' }),
  }, { doc: 'An Umami-style tracker script. Default: none.' }),
  footer: s.object({
    style: s.enum(['light', 'dark'], { doc: 'Footer colour scheme. Default "light".', default: 'light' }),
    links: s.array(s.object({
      title: s.string({ doc: 'Column heading.', required: true, examples: ['Docs'] }),
      items: s.array(s.object({
        label: s.string({ doc: 'Link text.', required: true, examples: ['Getting started'] }),
        to: s.string({ doc: 'Path of a page on this site. Give this or `href`.' }),
        href: s.string({ doc: 'Full URL of an external page. Give this or `to`.' }),
      }, { doc: 'One footer link.', check: checkToOrHref }), { doc: 'Links in the column.', default: [] }),
    }, { doc: 'A column of footer links.' }), { doc: 'Columns of links. Default [].', default: [] }),
    copyright: s.string({ doc: 'Copyright line (HTML).', examples: ['Copyright © 2026 TyKO'] }),
  }, { doc: 'The page footer. Default: none.' }),
}, { doc: 'Configuration of an opdocs site (site.config.json).' });

/** The draft-07 JSON Schema of site.config.json, for editors (`"$schema"`). */
export function createJsonSchema(): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'opdocs site.config.json',
    ...toJsonSchema(siteConfigSchema),
  };
}
