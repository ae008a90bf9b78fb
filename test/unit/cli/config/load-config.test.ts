import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig, loadConfigWithErrors, parseConfig, readConfig } from '../../../../cli/config/load-config';
import { asUserErrors, formatErrors } from '../../../../cli/errors';

const FILE = '/site/site.config.json';

/** The exact text the CLI would print for this config, or a failure if it loads. */
function errorsOf(lines: string[], env: Record<string, string | undefined> = {}): string {
  try {
    parseConfig(lines.join('\n'), FILE, env);
  } catch (err) {
    const errors = asUserErrors(err);
    if (!errors) throw err;
    return formatErrors(errors, '/site');
  }
  throw new Error('expected the config to be rejected');
}

const errors = suite('parseConfig errors');

errors('reports a trailing comma with its line and column', () => {
  assert.is(errorsOf([
    '{',
    '  "title": "TyKO",',
    '  "url": "https://akyriako.github.io",',
    '}',
  ]), [
    'site.config.json:3:38  error  invalid JSON: trailing comma',
    '  hint: remove the "," before "}"',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('reports a missing closing brace at the end of the file', () => {
  assert.is(errorsOf([
    '{',
    '  "title": "TyKO",',
    '  "navbar": { "items": [] ',
    '',
  ]), [
    'site.config.json:4:1  error  invalid JSON: expected "}"',
    '  hint: an object is not closed',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('rejects an unknown top-level key and suggests the nearest one', () => {
  assert.is(errorsOf([
    '{',
    '  "title": "TyKO",',
    '  "url": "https://akyriako.github.io",',
    '  "tagLine": "Consensus"',
    '}',
  ]), [
    'site.config.json:4:3  error  tagLine: unknown key',
    '  hint: did you mean "tagline"? allowed: $schema, analytics, announcementBar, baseUrl, baseUrlIssueBanner, blog, blogInstances, clientModules, colorMode, contentDir, csp, customCss, customFields, '
      + 'docs, docsInstances, favicon, footer, googleTagManager, gtag, headTags, i18n, image, markdown, metadata, navbar, noIndex, offline, onBrokenAnchors, onBrokenImages, onBrokenLinks, onBrokenMarkdownLinks, onDuplicateRoutes, '
      + 'organizationName, projectName, redirects, scripts, search, staticDirectories, stylesheets, tableOfContents, tagline, themeConfig, title, titleDelimiter, trailingSlash, url',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('rejects an unknown nested key with its full path', () => {
  assert.is(errorsOf([
    '{',
    '  "title": "TyKO",',
    '  "url": "https://akyriako.github.io",',
    '  "navbar": { "itme": [] }',
    '}',
  ]), [
    'site.config.json:4:15  error  navbar.itme: unknown key',
    '  hint: did you mean "items"? allowed: hideOnScroll, items, logo, style, title',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('rejects a number where a string is expected, pointing at the value', () => {
  assert.is(errorsOf([
    '{',
    '  "title": 42,',
    '  "url": "https://akyriako.github.io"',
    '}',
  ]), [
    'site.config.json:2:12  error  title: expected a string, got 42',
    '  hint: e.g. "title": "TyKO"',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('rejects a misspelt navbar item type and suggests the right one', () => {
  assert.is(errorsOf([
    '{',
    '  "title": "TyKO",',
    '  "url": "https://akyriako.github.io",',
    '  "navbar": {',
    '    "items": [',
    '      { "to": "/docs", "label": "Docs" },',
    '      { "href": "https://github.com", "label": "GitHub" },',
    '      { "type": "doc", "docId": "intro" },',
    '      { "type": "dropdwn", "label": "More", "items": [] }',
    '    ]',
    '  }',
    '}',
  ]), [
    'site.config.json:9:17  error  navbar.items[3].type: unknown value "dropdwn"',
    '  hint: did you mean "dropdown"? allowed: default, doc, docSidebar, docsVersion, docsVersionDropdown, dropdown, html, localeDropdown, search',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('rejects a misspelt enum value in any section', () => {
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://akyriako.github.io",',
    '  "colorMode": { "defaultMode": "drak" } }',
  ]), [
    'site.config.json:2:33  error  colorMode.defaultMode: unknown value "drak"',
    '  hint: did you mean "dark"? allowed: dark, light',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('rejects a navbar link that has both "to" and "href"', () => {
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://akyriako.github.io",',
    '  "navbar": { "items": [ { "label": "Repo", "to": "/repo", "href": "https://github.com" } ] } }',
  ]), [
    'site.config.json:2:60  error  navbar.items[0].href: needs exactly one of "to" (a page of this site) and "href" (an external URL)',
    '  hint: use "to" for a page of this site (e.g. "/docs/intro") or "href" for an external URL',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('rejects a dropdown inside a dropdown, with or without an explicit type', () => {
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://akyriako.github.io",',
    '  "navbar": { "items": [ { "label": "More", "items": [',
    '    { "label": "Inner", "items": [] },',
    '    { "type": "dropdown", "label": "Inner 2", "items": [] }',
    '  ] } ] } }',
  ]), [
    'site.config.json:3:5  error  navbar.items[0].items[0]: Nested dropdowns are not allowed',
    '  hint: put these links directly in the outer dropdown\'s "items", or make it a separate navbar item',
    'site.config.json:4:15  error  navbar.items[0].items[1]: Nested dropdowns are not allowed',
    '  hint: put these links directly in the outer dropdown\'s "items", or make it a separate navbar item',
    '',
    '2 problems found; nothing was written.',
  ].join('\n'));
});

errors('reports a missing title at the enclosing object', () => {
  assert.is(errorsOf([
    '{',
    '  "url": "https://akyriako.github.io"',
    '}',
  ]), [
    'site.config.json:1:1  error  title: missing required key',
    '  hint: add it, e.g. "title": "TyKO"',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('requires the api key when Algolia is implied by an app id', () => {
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://akyriako.github.io",',
    '  "search": { "appId": "ABC", "indexName": "tyko" } }',
  ]), [
    'site.config.json:2:13  error  search.apiKey: required when provider is "algolia"',
    '  hint: set "apiKey" (write "${NAME}" to read it from the environment), or use "provider": "local"',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('checks the DocSearch options: facet filters, the path rewrite and insights', () => {
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://akyriako.github.io",',
    '  "search": { "searchParameters": { "distinct": 1, "facetFilters": 3 },',
    '    "replaceSearchResultPathname": { "from": "", "to": 2 }, "insights": "yes" } }',
  ]), [
    'site.config.json:2:68  error  search.searchParameters.facetFilters: expected a string or an array, got 3',
    '  hint: e.g. "facetFilters": ["type:content", ["area:cli", "area:api"]] (a nested list means any of these)',
    'site.config.json:3:46  error  search.replaceSearchResultPathname.from: must not be empty',
    'site.config.json:3:56  error  search.replaceSearchResultPathname.to: expected a string, got 2',
    '  hint: e.g. "to": "/guides/"',
    'site.config.json:3:73  error  search.insights: expected true or false, got "yes"',
    '',
    '4 problems found; nothing was written.',
  ].join('\n'));
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://akyriako.github.io",',
    '  "search": { "searchParameters": "type:content" } }',
  ]), [
    'site.config.json:2:35  error  search.searchParameters: expected an object, got "type:content"',
    '  hint: e.g. "searchParameters": {"facetFilters":["type:content"],"distinct":1}',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://akyriako.github.io",',
    '  "search": { "searchParameters": { "facetFilters": ["type:content", ["area:cli", 4], {}] } } }',
  ]), [
    'site.config.json:2:83  error  search.searchParameters.facetFilters[1][1]: expected a string, got 4',
    '  hint: e.g. "facetFilters": ["type:content", ["area:cli", "area:api"]] (a nested list means any of these)',
    'site.config.json:2:87  error  search.searchParameters.facetFilters[2]: expected a string or an array of strings, got an object',
    '  hint: e.g. "facetFilters": ["type:content", ["area:cli", "area:api"]] (a nested list means any of these)',
    '',
    '2 problems found; nothing was written.',
  ].join('\n'));
});

errors('reports every problem at once, sorted by position', () => {
  assert.is(errorsOf([
    '{',
    '  "url": "https://akyriako.github.io/tyko",',
    '  "navbar": { "logo": { "src": "img/logo.svg" }, "hideOnScroll": "yes" },',
    '  "tableOfContents": { "minHeadingLevel": 4, "maxHeadingLevel": 7 },',
    '  "blog": { "postsPerPage": 0 }',
    '}',
  ]), [
    'site.config.json:1:1  error  title: missing required key',
    '  hint: add it, e.g. "title": "TyKO"',
    'site.config.json:2:10  error  url: must be the origin only, got "https://akyriako.github.io/tyko"',
    '  hint: set "url": "https://akyriako.github.io" and put the path in "baseUrl": "/tyko/"',
    'site.config.json:3:23  error  navbar.logo.alt: missing required key',
    '  hint: add it, e.g. "alt": "TyKO logo"',
    'site.config.json:3:66  error  navbar.hideOnScroll: expected true or false, got "yes"',
    'site.config.json:4:65  error  tableOfContents.maxHeadingLevel: must be between 2 and 6, got 7',
    'site.config.json:5:29  error  blog.postsPerPage: must be at least 1, got 0',
    '  hint: Posts per list page, or "ALL" for one page. Default 10.',
    '',
    '6 problems found; nothing was written.',
  ].join('\n'));
});

errors('checks that the minimum heading level is not above the maximum', () => {
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://akyriako.github.io",',
    '  "tableOfContents": { "minHeadingLevel": 4 } }',
  ]), [
    'site.config.json:2:43  error  tableOfContents.minHeadingLevel: must not be greater than maxHeadingLevel (3), got 4',
    '  hint: e.g. "minHeadingLevel": 2, "maxHeadingLevel": 3',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('requires the default locale to be one of the locales', () => {
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://akyriako.github.io",',
    '  "i18n": { "defaultLocale": "fr", "locales": ["en", "de"] } }',
  ]), [
    'site.config.json:2:30  error  i18n.defaultLocale: "fr" is not in i18n.locales',
    '  hint: add it to "locales", or use one of: en, de',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('says which environment variable is missing inside a longer string', () => {
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://${HOST}" }',
  ]), [
    'site.config.json:1:27  error  url: environment variable "HOST" is not set',
    '  hint: set it, or write the whole value as "${NAME}" so an unset variable leaves the key out',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('points at a required value whose environment variable is unset', () => {
  assert.is(errorsOf([
    '{ "title": "${SITE_TITLE}", "url": "https://akyriako.github.io" }',
  ]), [
    'site.config.json:1:12  error  title: missing required key',
    '  hint: environment variable SITE_TITLE is not set; set it, or write the value itself',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('rejects duplicate keys, comments and a file that is not an object', () => {
  assert.is(errorsOf(['{ "title": "A", "url": "https://x.io", "title": "B" }']), [
    'site.config.json:1:40  error  title: duplicate key',
    '  hint: remove one of the two; JSON keeps only the last',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
  assert.is(errorsOf(['{', '  // the site', '  "title": "A" }']), [
    'site.config.json:2:3  error  invalid JSON: comments are not allowed in JSON',
    '  hint: remove the comment',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
  assert.is(errorsOf(['["title"]']), [
    'site.config.json:1:1  error  site.config.json must hold one JSON object',
    '  hint: start from {"title": "My Site", "url": "https://example.com"}',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('says a base URL is a path and the origin belongs in url', () => {
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://example.com",',
    '  "baseUrl": "https://example.com/x/" }',
  ]), [
    'site.config.json:2:14  error  baseUrl: must be a path, not a URL, got "https://example.com/x/"',
    '  hint: put the origin in "url": "https://example.com" and the path in "baseUrl": "/x/"',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('checks the build keys: severities, markdown format, offline precache', () => {
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://akyriako.github.io", "onBrokenLinks": "throws",',
    '  "markdown": { "format": "mdxx" }, "offline": { "precache": "some", "maxPrecacheMB": -1 },',
    '  "customCss": "src/custom.css", "csp": "yes" }',
  ]), [
    'site.config.json:1:74  error  onBrokenLinks: unknown value "throws"',
    '  hint: did you mean "throw"? allowed: ignore, log, throw, warn',
    'site.config.json:2:27  error  markdown.format: unknown value "mdxx"',
    '  hint: did you mean "mdx"? allowed: detect, md, mdx',
    'site.config.json:2:62  error  offline.precache: unknown value "some"',
    '  hint: allowed: all, auto, visited',
    'site.config.json:2:87  error  offline.maxPrecacheMB: must be at least 0, got -1',
    'site.config.json:3:16  error  customCss: expected an array, got "src/custom.css"',
    '  hint: e.g. "customCss": ["src/custom.css"]',
    'site.config.json:3:41  error  csp: expected true or false, got "yes"',
    '',
    '6 problems found; nothing was written.',
  ].join('\n'));
});

errors('reports a wrong entry of a union by the variant it meant', () => {
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://akyriako.github.io",',
    '  "blog": { "feedOptions": { "type": ["rss", "atomm"] }, "sidebar": { "count": "all" } },',
    '  "search": { "searchPagePath": 3 } }',
  ]), [
    'site.config.json:2:46  error  blog.feedOptions.type[1]: unknown value "atomm"',
    '  hint: did you mean "atom"? allowed: atom, json, rss',
    'site.config.json:2:80  error  blog.sidebar.count: unknown value "all"',
    '  hint: did you mean "ALL"? allowed: ALL',
    'site.config.json:3:33  error  search.searchPagePath: expected a string or null or false, got 3',
    '',
    '3 problems found; nothing was written.',
  ].join('\n'));
});

errors('checks the docs and blog page segments and globs, and blog segments that would share URLs', () => {
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://akyriako.github.io",',
    '  "docs": { "tagsBasePath": "/", "include": ["../shared/*.md"] },',
    '  "blog": { "archiveBasePath": "old/../new", "authorsBasePath": "page", "exclude": ["/drafts/**"] } }',
  ]), [
    'site.config.json:2:29  error  docs.tagsBasePath: must name a path segment, got "/"',
    '  hint: e.g. "tags" (a leading or trailing "/" is ignored)',
    'site.config.json:2:46  error  docs.include[0]: glob climbs out of the folder with "..", got "../shared/*.md"',
    '  hint: write globs relative to the folder, e.g. "guides/**/*.md"',
    'site.config.json:3:32  error  blog.archiveBasePath: must be path segments without "", "." or "..", got "old/../new"',
    '  hint: e.g. "archive" (a leading or trailing "/" is ignored), or null for no such page',
    'site.config.json:3:65  error  blog.authorsBasePath: is the same as pageBasePath ("page"), so their pages would share URLs',
    '  hint: give each its own segment (the defaults: tags, archive, page, authors)',
    'site.config.json:3:85  error  blog.exclude[0]: glob starts at "/", got "/drafts/**"',
    '  hint: write globs relative to the folder, e.g. "guides/**/*.md"',
    '',
    '5 problems found; nothing was written.',
  ].join('\n'));
});

errors('a docs routeBasePath of percent-encoded dots or a bare "%" is blamed on the config key, not on every doc', () => {
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://akyriako.github.io",',
    '  "docs": { "routeBasePath": "%2e%2e" }, "blog": { "routeBasePath": "news/%2E/x", "tagsBasePath": "100%" } }',
  ]), [
    'site.config.json:2:30  error  docs.routeBasePath: must be path segments without "", "." or "..", got "%2e%2e"',
    '  hint: e.g. "docs", "guides/v2", or "" for the site\'s root',
    'site.config.json:2:69  error  blog.routeBasePath: must be path segments without "", "." or "..", got "news/%2E/x"',
    '  hint: e.g. "docs", "guides/v2", or "" for the site\'s root',
    'site.config.json:2:99  error  blog.tagsBasePath: must not hold a "%" that starts no escape (write "%25" for the character), got "100%"',
    '  hint: e.g. "tags" (a leading or trailing "/" is ignored)',
    '',
    '3 problems found; nothing was written.',
  ].join('\n'));
});

errors('a url holding a user name and password fails without printing them (every page would publish them)', () => {
  assert.is(errorsOf(['{ "title": "TyKO",', '  "url": "https://deploy:s3cret@akyriako.github.io" }']), [
    'site.config.json:2:10  error  url: must not hold a user name or password, got "https://…@akyriako.github.io"',
    '  hint: set "url": "https://akyriako.github.io"',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('two docsInstances under one id fail at the second id, naming the first', () => {
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://akyriako.github.io", "docsInstances": [',
    '  { "id": "api", "path": "api", "routeBasePath": "api" },',
    '  { "id": "api", "path": "api2", "routeBasePath": "api2" } ] }',
  ]), [
    'site.config.json:3:11  error  docsInstances[1].id: the id "api" is already the id of docsInstances[0]',
    '  hint: give each set of docs an id of its own, e.g. "api" and "guides"',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors('names a link placed among footer columns at its own entry', () => {
  assert.is(errorsOf([
    '{ "title": "TyKO", "url": "https://akyriako.github.io", "footer": { "links": [',
    '  { "title": "Docs", "items": [] },',
    '  { "label": "Terms", "to": "/terms" }',
    '] } }',
  ]), [
    'site.config.json:3:3  error  footer.links[1]: a link among columns: footer links are either all columns ({ title, items }) or all links',
    '  hint: move this link into the "items" of a column, or turn every column into links',
    '',
    '1 problem found; nothing was written.',
  ].join('\n'));
});

errors.run();

const resolve = suite('parseConfig results');
const minimal = '{ "title": "TyKO", "url": "https://akyriako.github.io/" }';
/** Docusaurus' default `exclude` of docs and blog: `_` partials and tests are not pages. */
const DOCUSAURUS_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

resolve('fills every default for a minimal config', () => {
  assert.equal(parseConfig(minimal, FILE, {}), {
    siteDir: '/site',
    configFile: '/site/site.config.json',
    title: 'TyKO',
    tagline: '',
    titleDelimiter: '|',
    url: 'https://akyriako.github.io',
    baseUrl: '/',
    baseUrlIssueBanner: true,
    noIndex: false,
    contentDir: 'content',
    customCss: [],
    clientModules: [],
    i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } } },
    navbar: { hideOnScroll: false, items: [] },
    search: { provider: 'local', contextualSearch: true, searchPagePath: 'search', insights: false },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false },
    docs: {
      path: 'docs', routeBasePath: 'docs', tagsBasePath: 'tags', tags: 'tags.yml', onInlineTags: 'warn', include: ['**/*.{md,mdx}'], exclude: DOCUSAURUS_EXCLUDE, sidebars: { tutorialSidebar: 'autogenerated' },
      sidebarCollapsed: true, sidebarCollapsible: true, sidebarHideable: false, sidebarAutoCollapseCategories: false, editLocalizedFiles: false, breadcrumbs: true,
      showLastUpdateTime: false, showLastUpdateAuthor: false, versions: {}, includeCurrentVersion: true, disableVersioning: false, versionPersistence: 'localStorage',
    },
    docsInstances: [],
    blog: {
      path: 'blog', routeBasePath: 'blog', tagsBasePath: 'tags', archiveBasePath: 'archive', pageBasePath: 'page', authorsBasePath: 'authors',
      include: ['**/*.{md,mdx}'], exclude: DOCUSAURUS_EXCLUDE, title: 'Blog', description: 'Blog', showReadingTime: true, postsPerPage: 10, sortPosts: 'descending',
      sidebar: { title: 'Recent posts', count: 5, groupByYear: true }, editLocalizedFiles: false, showLastUpdateTime: false, showLastUpdateAuthor: false,
      onInlineTags: 'warn', onInlineAuthors: 'warn', onUntruncatedBlogPosts: 'warn',
      feedTypes: ['rss', 'atom'], feedLimit: 20, feedXslt: { rss: false, atom: false },
    },
    blogInstances: [],
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    redirects: [],
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    onBrokenMarkdownLinks: 'warn',
    onBrokenImages: 'throw',
    onDuplicateRoutes: 'throw',
    markdown: { format: 'mdx', mermaid: false, math: false, anchors: { maintainCase: false }, mdx1Compat: { text: false } },
    staticDirectories: ['static'],
    offline: { precache: 'auto', maxPrecacheMB: 20 },
    csp: false,
    metadata: [], stylesheets: [], scripts: [], headTags: [],
  });
});

resolve('trailingSlash is kept as written, and absent when unset (the default)', () => {
  assert.is(parseConfig(minimal, FILE, {}).trailingSlash, undefined);
  assert.not.ok('trailingSlash' in parseConfig(minimal, FILE, {}));
  for (const value of [true, false]) {
    assert.is(parseConfig(`{ "title": "T", "url": "https://x.io", "trailingSlash": ${value} }`, FILE, {}).trailingSlash, value);
  }
});

resolve('writes the url as the URL standard does: a unicode host in punycode, lower case, no default port or trailing slash', () => {
  const urlOf = (url: string) => parseConfig(`{ "title": "T", "url": ${JSON.stringify(url)} }`, FILE, {}).url;
  assert.is(urlOf('https://Bücher.Example:443/'), 'https://xn--bcher-kva.example');
  assert.is(urlOf('http://localhost:3000/'), 'http://localhost:3000');
  assert.is(urlOf('https://docs.example.org'), 'https://docs.example.org');
});

resolve('adds the slashes a base URL needs', () => {
  const config = parseConfig('{ "title": "T", "url": "https://x.io", "baseUrl": "tyko" }', FILE, {});
  assert.is(config.baseUrl, '/tyko/');
});

resolve('replaces ${NAME} pieces from the environment', () => {
  const config = parseConfig([
    '{ "title": "TyKO", "url": "https://akyriako.github.io",',
    '  "search": { "appId": "${APP}", "apiKey": "${KEY}", "indexName": "tyko-${STAGE}" },',
    '  "analytics": { "src": "https://umami.example/script.js", "websiteId": "${UMAMI_ID}" } }',
  ].join('\n'), FILE, { APP: 'A1', KEY: 'k2', STAGE: 'prod', UMAMI_ID: 'w-9' });
  assert.equal(config.search, {
    appId: 'A1', apiKey: 'k2', indexName: 'tyko-prod', provider: 'algolia', contextualSearch: true, searchPagePath: 'search', insights: false,
  });
  assert.equal(config.analytics, {
    src: 'https://umami.example/script.js', websiteId: 'w-9', autoTrack: true, doNotTrack: false, cache: false, excludeSearch: false, excludeHash: false,
  });
});

resolve('treats an unset "${NAME}" as absent, so defaults apply and analytics is dropped', () => {
  const config = parseConfig([
    '{ "title": "TyKO", "url": "https://akyriako.github.io", "tagline": "${TAGLINE}",',
    '  "colorMode": { "defaultMode": "${MODE}" },',
    '  "analytics": { "src": "https://umami.example/script.js", "websiteId": "${UMAMI_ID}" } }',
  ].join('\n'), FILE, {});
  assert.is(config.tagline, '');
  assert.is(config.colorMode.defaultMode, 'light');
  assert.is(config.analytics, undefined);
  assert.not.ok('analytics' in config);
});

resolve('maps "aria-label" to ariaLabel and makes item types explicit', () => {
  const config = parseConfig([
    '{ "title": "TyKO", "url": "https://akyriako.github.io", "navbar": { "items": [',
    '  { "href": "https://github.com/akyriako/tyko", "aria-label": "GitHub repository", "position": "right" },',
    '  { "label": "More", "items": [ { "type": "doc", "docId": "faq", "aria-label": "FAQ" } ] },',
    '  { "type": "search" }',
    '] } }',
  ].join('\n'), FILE, {});
  assert.equal(config.navbar.items, [
    { type: 'default', href: 'https://github.com/akyriako/tyko', ariaLabel: 'GitHub repository', position: 'right' },
    { type: 'dropdown', label: 'More', position: 'left', items: [{ type: 'doc', docId: 'faq', ariaLabel: 'FAQ', position: 'left' }] },
    { type: 'search', position: 'left' },
  ]);
});

resolve('maps feed options and disables the search page with false', () => {
  const config = parseConfig([
    '{ "title": "TyKO", "url": "https://akyriako.github.io", "search": { "searchPagePath": false },',
    '  "blog": { "postsPerPage": "ALL", "feedOptions": { "type": "all", "limit": 5, "copyright": "TyKO", "title": "TyKO Releases" } } }',
  ].join('\n'), FILE, {});
  assert.is(config.search.searchPagePath, null);
  assert.is(config.blog.postsPerPage, 'ALL');
  assert.equal([config.blog.feedTypes, config.blog.feedLimit, config.blog.feedCopyright, config.blog.feedTitle], [['rss', 'atom', 'json'], 5, 'TyKO', 'TyKO Releases']);
  assert.not.ok('feedOptions' in config.blog);
});

resolve('fills locale settings for every locale', () => {
  const config = parseConfig([
    '{ "title": "TyKO", "url": "https://akyriako.github.io",',
    '  "i18n": { "locales": ["en", "ar"], "localeConfigs": { "ar": { "direction": "rtl", "label": "Arabic" } } } }',
  ].join('\n'), FILE, {});
  assert.equal(config.i18n, {
    defaultLocale: 'en',
    locales: ['en', 'ar'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en' },
      ar: { label: 'Arabic', direction: 'rtl', htmlLang: 'ar' },
    },
  });
});

resolve('accepts "$schema" at the top level', () => {
  const config = parseConfig('{ "$schema": "./site.config.schema.json", "title": "T", "url": "https://x.io" }', FILE, {});
  assert.is(config.title, 'T');
});

resolve('reads the build keys', () => {
  const config = parseConfig([
    '{ "title": "TyKO", "url": "https://akyriako.github.io", "customCss": ["src/custom.css"], "onBrokenAnchors": "throw",',
    '  "markdown": { "format": "md" }, "staticDirectories": ["static", "public"], "offline": { "precache": "visited" },',
    '  "csp": true, "search": { "appId": "A", "apiKey": "k", "indexName": "i", "hosts": ["127.0.0.1:4010"], "missingResultsUrl": "https://x.io/new?q={query}" } }',
  ].join('\n'), FILE, {});
  assert.equal(config.customCss, ['src/custom.css']);
  assert.equal([config.onBrokenLinks, config.onBrokenAnchors, config.onBrokenMarkdownLinks, config.onBrokenImages], ['throw', 'throw', 'warn', 'throw']);
  assert.equal(config.markdown, { format: 'md', mermaid: false, math: false, anchors: { maintainCase: false }, mdx1Compat: { text: false } });
  assert.equal(config.staticDirectories, ['static', 'public']);
  assert.equal(config.offline, { precache: 'visited', maxPrecacheMB: 20 });
  assert.is(config.csp, true);
  assert.equal(config.search.hosts, ['127.0.0.1:4010']);
  assert.is(config.search.missingResultsUrl, 'https://x.io/new?q={query}');
});

resolve('reads the DocSearch options as written: any Algolia parameter, the path rewrite, insights', () => {
  const config = parseConfig([
    '{ "title": "TyKO", "url": "https://akyriako.github.io", "search": { "appId": "A", "apiKey": "k", "indexName": "i",',
    '  "searchParameters": { "facetFilters": "type:content", "distinct": 2 }, "insights": true,',
    '  "replaceSearchResultPathname": { "from": "/docs/", "to": "/guides/" } } }',
  ].join('\n'), FILE, {});
  assert.equal(config.search.searchParameters, { facetFilters: 'type:content', distinct: 2 });
  assert.equal(config.search.replaceSearchResultPathname, { from: '/docs/', to: '/guides/' });
  assert.is(config.search.insights, true);
});

resolve('with some keys wrong, still returns a config with those keys at their defaults', () => {
  const { config, errors: found } = readConfig([
    '{ "title": "TyKO", "url": "https://akyriako.github.io", "tagLine": "x",',
    '  "colorMode": { "defaultMode": "drak" }, "navbar": { "items": [ { "to": "/a", "label": "A" }, { "type": "dropdwn" } ] },',
    '  "tableOfContents": { "minHeadingLevel": 5 } }',
  ].join('\n'), FILE, {});
  assert.equal(found.map((e) => e.message).sort(), [
    'colorMode.defaultMode: unknown value "drak"',
    'navbar.items[1].type: unknown value "dropdwn"',
    'tableOfContents.minHeadingLevel: must not be greater than maxHeadingLevel (3), got 5',
    'tagLine: unknown key',
  ]);
  assert.is(config?.colorMode.defaultMode, 'light');
  assert.equal(config?.navbar.items, [{ type: 'default', to: '/a', label: 'A', position: 'left' }]);
  assert.equal(config?.tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 3 });
});

resolve('without a title there is no config to go on with', () => {
  const { config, errors: found } = readConfig('{ "url": "https://akyriako.github.io" }', FILE, {});
  assert.is(config, undefined);
  assert.equal(found.map((e) => e.message), ['title: missing required key']);
});

resolve('footer links are columns, or one row of links as in Docusaurus\' simple footer', () => {
  const footer = (links: unknown) => parseConfig(JSON.stringify({ title: 'T', url: 'https://x.io', footer: { links } }), FILE, {}).footer?.links;
  assert.equal(footer([{ label: 'Terms', href: 'https://x.io/terms' }, { label: 'Privacy', to: '/privacy', className: 'p' }]), [
    { label: 'Terms', href: 'https://x.io/terms' }, { label: 'Privacy', to: '/privacy', className: 'p' },
  ]);
  assert.equal(footer([{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }]), [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }]);
  assert.equal(footer([]), []);
});

resolve('navbar html items and docsVersion links (also in dropdowns), and a title on links', () => {
  const items = parseConfig(JSON.stringify({ title: 'T', url: 'https://x.io', navbar: { items: [
    { type: 'html', position: 'right', value: '<span class="navbar-separator"></span>' },
    { label: 'Versions', items: [{ type: 'docsVersion', to: '/docs/next/intro', label: 'Next' }, { type: 'html', value: '<hr>', className: 'rule' }] },
    { href: 'https://github.com/x', label: 'GitHub', title: 'Source code' },
    { type: 'docsVersion', title: 'Latest docs' },
  ] } }), FILE, {}).navbar.items;
  assert.equal(items, [
    { type: 'html', position: 'right', value: '<span class="navbar-separator"></span>' },
    { type: 'dropdown', label: 'Versions', position: 'left', items: [
      { type: 'docsVersion', to: '/docs/next/intro', label: 'Next', position: 'left' },
      { type: 'html', value: '<hr>', className: 'rule', position: 'left' },
    ] },
    { type: 'default', href: 'https://github.com/x', label: 'GitHub', title: 'Source code', position: 'left' },
    { type: 'docsVersion', title: 'Latest docs', position: 'left' },
  ]);
});

resolve.run();

const load = suite('loadConfig');

load('reads site.config.json from the site folder and returns absolute paths', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'opdocs-config-'));
  try {
    await writeFile(join(dir, 'site.config.json'), minimal);
    const config = await loadConfig(dir);
    assert.is(config.siteDir, dir);
    assert.is(config.configFile, join(dir, 'site.config.json'));
    assert.is(config.url, 'https://akyriako.github.io');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

load('fails with a user error when the file does not exist', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'opdocs-config-'));
  try {
    await loadConfig(dir);
    assert.unreachable('should have thrown');
  } catch (err) {
    const errors = asUserErrors(err);
    assert.ok(errors, 'a user error, not a crash');
    assert.is(errors![0].message, 'cannot find site.config.json');
    assert.is(errors![0].file, join(dir, 'site.config.json'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

load('a file given as the site folder is named as such, with what to pass instead', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'opdocs-config-'));
  try {
    await writeFile(join(dir, 'site.config.json'), '{}');
    const { errors } = await loadConfigWithErrors(join(dir, 'site.config.json'));
    assert.equal(errors.map((e) => [e.file, e.message, e.hint]), [
      [join(dir, 'site.config.json'), 'is a file, not a site folder', 'pass the folder that holds site.config.json, or nothing when you are in it'],
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

load('loadConfigWithErrors returns the problems next to a usable config', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'opdocs-config-'));
  try {
    await writeFile(join(dir, 'site.config.json'), '{ "title": "T", "url": "https://x.io", "csp": "yes" }');
    const { config, errors: found } = await loadConfigWithErrors(dir);
    assert.is(config?.csp, false);
    assert.equal(found.map((e) => [e.message, e.line, e.column]), [['csp: expected true or false, got "yes"', 1, 47]]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

load.run();

const Shapes = suite('config shape mistakes say what belongs there');

Shapes('an empty file and a section written as an array get a hint with the expected shape', () => {
  const problems = (text: string) => {
    try {
      parseConfig(text, '/site/site.config.json', {});
    } catch (err) {
      return ((err as { errors?: { message: string; hint?: string }[] }).errors ?? []).map((e) => [e.message, e.hint]);
    }
    return [];
  };
  assert.equal(problems('  \n'), [['the file is empty', 'write the site\'s settings as a JSON object, at least { "title": "My Site", "url": "https://example.com" }']]);
  const [[message, hint]] = problems('{ "title": "T", "url": "https://e.org", "navbar": [] }');
  assert.is(message, 'navbar: expected an object, got an array');
  assert.match(hint ?? '', /^"navbar" is an object of its settings: \{ "title": …, /);
});

Shapes.run();
