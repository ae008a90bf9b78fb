/**
 * A Docusaurus 3 config (evaluated) → site.config.json for building the repository in place
 * (`contentDir: "."`). What has no counterpart is listed as a note with what to do instead;
 * values our schema refuses are left out and noted too (see migrate.ts).
 */
import { clean, isObj, toJsonValue, type Obj } from './json-values.js';
import { mapAlgolia } from './map-algolia.js';
import { mapHeadTags, mapThemeContentOptions } from './map-theme-extras.js';
import { blogContentOptions, docsContentOptions, segment } from './map-content-options.js';

export interface MigrateNote {
  /** Config path, e.g. "themeConfig.prism" or "plugins[2]". */
  key: string;
  what: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Name of a plugin/preset/theme entry: "classic", "@docusaurus/preset-classic", a resolved path, or a function. */
export function entryName(entry: unknown): string {
  const head = Array.isArray(entry) ? entry[0] : entry;
  if (typeof head === 'function') return head.name ? `function ${head.name}` : 'an inline plugin function';
  if (typeof head === 'string') {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(head);
    return m ? m[1] : head;
  }
  return String(head);
}
const entryOptions = (entry: unknown): Obj => (Array.isArray(entry) && isObj(entry[1]) ? entry[1] : {});
const isClassic = (name: string) => /^(classic|@docusaurus\/preset-classic)$/.test(name);

const LOCAL_SEARCH = /^(@easyops-cn\/docusaurus-search-local|docusaurus-lunr-search|docusaurus-search-local|@cmfcmf\/docusaurus-search-local)$/;
const IGNORED_PLUGINS = /^(@docusaurus\/plugin-sitemap|@docusaurus\/plugin-svgr|@docusaurus\/plugin-debug)$/;

export function mapDocusaurusConfig(dc: Obj): { config: Obj; notes: MigrateNote[] } {
  const notes: MigrateNote[] = [];
  const note = (key: string, what: string) => notes.push({ key, what });
  const out: Obj = {
    title: str(dc.title) ?? 'Docs', tagline: str(dc.tagline), titleDelimiter: str(dc.titleDelimiter), url: str(dc.url), baseUrl: str(dc.baseUrl), favicon: str(dc.favicon),
    organizationName: str(dc.organizationName), projectName: str(dc.projectName), contentDir: '.',
  };
  for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks'] as const) if (typeof dc[key] === 'string') out[key] = dc[key];
  if (typeof dc.baseUrlIssueBanner === 'boolean') out.baseUrlIssueBanner = dc.baseUrlIssueBanner;
  // Docusaurus warns about two docs on one route unless told otherwise; opdocs fails by default.
  out.onDuplicateRoutes = typeof dc.onDuplicateRoutes === 'string' ? dc.onDuplicateRoutes : 'warn';
  const markdown = isObj(dc.markdown) ? dc.markdown : {};
  if (typeof markdown.format === 'string') out.markdown = { format: markdown.format };
  const hooks = isObj(markdown.hooks) ? markdown.hooks : {};
  if (typeof hooks.onBrokenMarkdownLinks === 'string') out.onBrokenMarkdownLinks = hooks.onBrokenMarkdownLinks;
  if (typeof hooks.onBrokenMarkdownImages === 'string') out.onBrokenImages = hooks.onBrokenMarkdownImages;
  if (markdown.mermaid === true) out.markdown = { ...(out.markdown as Obj | undefined), mermaid: true };
  if (Array.isArray(dc.staticDirectories)) out.staticDirectories = dc.staticDirectories;
  if (isObj(dc.i18n)) {
    // Every locale is built, each from its translations under i18n/<locale>/ (untranslated
    // files fall back to the default locale's); of each locale's settings opdocs knows three.
    const locale = str(dc.i18n.defaultLocale);
    const locales = (Array.isArray(dc.i18n.locales) ? dc.i18n.locales : []).filter((l): l is string => typeof l === 'string');
    const configs = isObj(dc.i18n.localeConfigs) ? dc.i18n.localeConfigs : {};
    const kept: Obj = {};
    for (const [code, lc] of Object.entries(configs)) {
      if (!isObj(lc)) continue;
      const entry = clean({ label: str(lc.label), direction: str(lc.direction), htmlLang: str(lc.htmlLang) });
      if (Object.keys(entry).length) kept[code] = entry;
    }
    out.i18n = clean({ defaultLocale: locale, locales: locales.length ? locales : locale ? [locale] : undefined, localeConfigs: Object.keys(kept).length ? kept : undefined });
    const others = locales.filter((l) => l !== locale);
    if (others.length) note('i18n.locales', `the theme's own texts of ${others.join(', ')} (i18n/<locale>/code.json) are not used: they stay in the default locale's language (content, navbar, footer, sidebar and blog labels are translated)`);
  }
  // Carried over as is: the same URLs and the same file layout (<path>.html with false) as the Docusaurus build.
  if (typeof dc.trailingSlash === 'boolean') out.trailingSlash = dc.trailingSlash;
  mapHeadTags(dc, out, note);
  if (Array.isArray(dc.clientModules) && dc.clientModules.length) {
    const modules = dc.clientModules.filter((m): m is string => typeof m === 'string');
    out.clientModules = modules.map((m) => relativeToSite(m, str(dc.__siteDir)));
    if (modules.length < dc.clientModules.length) note('clientModules', 'entries that are not paths are left out');
  }
  for (const key of ['webpack', 'ssrTemplate']) {
    const v = dc[key];
    if (v !== undefined && !(Array.isArray(v) && v.length === 0) && !(isObj(v) && Object.keys(v).length === 0)) {
      note(key, 'not carried over; add what you need to a React page or to customCss');
    }
  }
  if (isObj(dc.customFields) && Object.keys(dc.customFields).length) {
    const { json, dropped } = toJsonValue(dc.customFields, 'customFields');
    out.customFields = json;
    for (const at of dropped) note(at, 'not a JSON value (a function or class instance), so pages do not get it; compute it in the page instead');
  }

  let searchFromPlugin = false;
  const presets = Array.isArray(dc.presets) ? dc.presets : [];
  presets.forEach((preset, i) => {
    const name = entryName(preset);
    if (!isClassic(name)) return note(`presets[${i}]`, `preset ${name} is not supported; configure its parts by hand`);
    const o = entryOptions(preset);
    mapDocs(o.docs, out, note);
    mapBlog(o.blog, out, note);
    if (o.pages === false) note('presets.classic.pages', 'pages cannot be turned off; remove src/pages instead');
    else if (isObj(o.pages) && typeof o.pages.path === 'string' && !/^(\.\/)?src\/pages\/?$/.test(o.pages.path)) note('presets.classic.pages.path', `pages are read from src/pages (or pages/); move ${o.pages.path} there`);
    const theme = isObj(o.theme) ? o.theme : {};
    const css = Array.isArray(theme.customCss) ? theme.customCss : typeof theme.customCss === 'string' ? [theme.customCss] : [];
    if (css.length) out.customCss = css.map((c) => relativeToSite(String(c), str(dc.__siteDir)));
    for (const key of ['gtag', 'googleAnalytics', 'googleTagManager']) if (o[key]) note(`presets.classic.${key}`, 'analytics: opdocs supports Umami (`analytics` in site.config.json); add your tag by hand otherwise');
  });
  const plugins = [...(Array.isArray(dc.plugins) ? dc.plugins : []), ...(Array.isArray(dc.themes) ? dc.themes : [])];
  plugins.forEach((plugin, i) => {
    const name = entryName(plugin);
    if (LOCAL_SEARCH.test(name)) {
      searchFromPlugin = true;
      return;
    }
    if (IGNORED_PLUGINS.test(name)) return;
    // Its diagrams are drawn by markdown.mermaid (with the mermaid package it installed).
    if (/theme-mermaid$/.test(name)) return;
    if (/docusaurus-plugin-umami$/.test(name)) return mapUmami(entryOptions(plugin), out, (what) => note(`plugins: ${name}`, what));
    if (/plugin-content-docs/.test(name)) return mapDocsPlugin(entryOptions(plugin), `plugins[${i}]`, out, note);
    const what = /plugin-content-blog/.test(name) ? 'a second blog is not supported'
      : /plugin-client-redirects/.test(name) ? 'redirects: configure them at your host (e.g. Netlify _redirects)'
      : /plugin-ideal-image/.test(name) ? 'images are copied as they are (wide ones link to the full-size file)'
      : 'not supported (opdocs runs no Docusaurus plugins); its pages or behaviour are missing';
    note(`plugins: ${name}`, what);
  });

  const tc = isObj(dc.themeConfig) ? dc.themeConfig : {};
  if (isObj(tc.navbar)) out.navbar = clean({ title: tc.navbar.title, logo: navbarLogo(tc.navbar, str(dc.title)), hideOnScroll: tc.navbar.hideOnScroll, style: tc.navbar.style, items: tc.navbar.items });
  if (isObj(tc.footer)) out.footer = clean({ style: tc.footer.style, links: tc.footer.links, copyright: tc.footer.copyright });
  if (isObj(tc.footer) && tc.footer.logo) note('themeConfig.footer.logo', 'the footer has no logo');
  if (isObj(tc.colorMode)) out.colorMode = clean({ defaultMode: tc.colorMode.defaultMode, disableSwitch: tc.colorMode.disableSwitch, respectPrefersColorScheme: tc.colorMode.respectPrefersColorScheme });
  if (isObj(tc.announcementBar)) out.announcementBar = clean({ ...tc.announcementBar });
  if (isObj(tc.tableOfContents)) out.tableOfContents = tc.tableOfContents;
  if (typeof tc.image === 'string') out.image = tc.image;
  if (isObj(tc.algolia)) out.search = mapAlgolia(tc.algolia, note);
  else if (searchFromPlugin) out.search = { provider: 'local' };
  const prism = isObj(tc.prism) ? tc.prism : {};
  if (Array.isArray(prism.magicComments)) {
    out.markdown = { ...(out.markdown as Obj | undefined), magicComments: prism.magicComments.filter(isObj).map((c) => clean({ className: c.className, line: c.line, block: c.block })) };
  }
  if (Object.keys(prism).some((key) => key !== 'magicComments')) {
    note('themeConfig.prism', 'code is highlighted with opdocs\' own light/dark themes; extra languages are detected by highlight.js');
  }
  mapThemeContentOptions(tc, out);
  delete out.__siteDir;
  return { config: clean(out), notes };
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

/** The Umami plugin's options → `analytics`; its values often come from environment variables unset at migrate time. */
function mapUmami(o: Obj, out: Obj, note: (what: string) => void): void {
  const domain = str(o.analyticsDomain);
  const src = domain ? (/^https?:\/\//.test(domain) ? domain.replace(/\/?$/, '/script.js') : `https://${domain}/script.js`) : undefined;
  const websiteId = str(o.websiteID);
  if (!src || !websiteId) {
    note('analytics are off: websiteID or analyticsDomain is empty here (unset environment variables?); set "analytics": { "src": "${UMAMI_SRC}", "websiteId": "${UMAMI_WEBSITE_ID}" } to read them at build time');
    return;
  }
  out.analytics = clean({
    src, websiteId, autoTrack: o.dataAutoTrack, doNotTrack: o.dataDoNotTrack, cache: o.dataCache, hostUrl: str(o.dataHostURL), tag: str(o.dataTag),
    excludeSearch: o.dataExcludeSearch, excludeHash: o.dataExcludeHash, beforeSend: str(o.dataBeforeSend),
    domains: typeof o.dataDomains === 'string' ? o.dataDomains.split(',').map((d) => d.trim()).filter(Boolean) : undefined,
  });
}

function relativeToSite(path: string, siteDir: string | undefined): string {
  const p = siteDir && path.startsWith(siteDir + '/') ? path.slice(siteDir.length + 1) : path;
  return p.replace(/^\.\//, '');
}

type Note = (key: string, what: string) => void;

function editUrlOf(v: unknown, key: string, note: Note): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'function') note(key, 'a function-valued editUrl cannot be carried over; set a fixed base URL (the file\'s path is appended)');
  return undefined;
}

function mapDocs(docs: unknown, out: Obj, note: Note): void {
  if (docs === false) return note('presets.classic.docs', 'docs are off in Docusaurus; opdocs builds docs/ when it exists, so remove or rename it');
  if (!isObj(docs)) return;
  out.docs = docsOptions(docs, 'presets.classic.docs', out, note);
}

/**
 * A docs plugin entry of `plugins`: the docs section when it has no id (and no preset gave one),
 * else one of `docsInstances`, which keep Docusaurus' defaults for their folder and URL.
 */
function mapDocsPlugin(options: Obj, at: string, out: Obj, note: Note): void {
  const id = str(options.id);
  const mapped = docsOptions(options, at, out, note);
  if ((id === undefined || id === 'default') && out.docs === undefined) {
    out.docs = mapped;
    return;
  }
  const instances = (out.docsInstances ??= []) as Obj[];
  instances.push({ id: id ?? 'default', ...mapped, path: mapped.path ?? 'docs', routeBasePath: mapped.routeBasePath ?? 'docs' });
}

function docsOptions(docs: Obj, at: string, out: Obj, note: Note): Obj {
  const d: Obj = clean({
    path: str(docs.path)?.replace(/^\.\//, ''), routeBasePath: segment(docs.routeBasePath),
    sidebarPath: typeof docs.sidebarPath === 'string' ? docs.sidebarPath.replace(/^\.\//, '') : undefined,
    editUrl: editUrlOf(docs.editUrl, `${at}.editUrl`, note),
    sidebarCollapsed: docs.sidebarCollapsed, sidebarCollapsible: docs.sidebarCollapsible, breadcrumbs: docs.breadcrumbs,
    showLastUpdateTime: docs.showLastUpdateTime, showLastUpdateAuthor: docs.showLastUpdateAuthor,
    lastVersion: str(docs.lastVersion), includeCurrentVersion: docs.includeCurrentVersion, disableVersioning: docs.disableVersioning,
    onlyIncludeVersions: Array.isArray(docs.onlyIncludeVersions) ? docs.onlyIncludeVersions.filter((v) => typeof v === 'string') : undefined,
    ...docsContentOptions(docs, at, note),
  });
  if (docs.sidebarPath === false) note(`${at}.sidebarPath`, 'docs without any sidebar are not supported; an autogenerated sidebar is used');
  if (isObj(docs.versions)) {
    d.versions = Object.fromEntries(Object.entries(docs.versions).filter(([, v]) => isObj(v))
      .map(([name, v]) => [name, clean({ label: (v as Obj).label, path: (v as Obj).path, banner: (v as Obj).banner, badge: (v as Obj).badge })]));
  }
  mapContentPlugins(docs, at, out, note);
  return d;
}

const MANAGERS = ['yarn', 'pnpm', 'bun'];

const pluginText = (entry: unknown) => String(Array.isArray(entry) ? entry[0] : entry);

/**
 * The remark/rehype plugins of a docs or blog section: npm2yarn becomes `markdown.npm2yarn`
 * and remark-math `markdown.math` (opdocs has both built in); any other is a note, as opdocs
 * runs none.
 */
function mapContentPlugins(section: Obj, at: string, out: Obj, note: Note): void {
  for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins']) {
    const all = Array.isArray(section[key]) ? section[key] : [];
    const list = all.filter((entry) => !(key === 'remarkPlugins' && /remark-math|remarkMath/.test(pluginText(entry))));
    if (list.length < all.length) {
      out.markdown = { ...(out.markdown as Obj | undefined), math: true };
      note(`${at}.remarkPlugins: remark-math`, 'formulas are parsed (markdown.math) but shown as TeX source: opdocs does not typeset them');
    }
    const others = list.filter((entry) => !(key === 'remarkPlugins' && /npm2yarn/.test(pluginText(entry))));
    if (others.length) note(`${at}.${key}`, 'remark/rehype plugins are not run');
    if (others.length === list.length) continue;
    const options = entryOptions(list.find((entry) => !others.includes(entry)));
    const given = Array.isArray(options.converters) ? options.converters : undefined;
    const names = given?.map((c) => (Array.isArray(c) ? c[0] : c)).filter((n): n is string => typeof n === 'string' && MANAGERS.includes(n));
    if (given?.some((c) => Array.isArray(c) || !MANAGERS.includes(String(c)))) {
      note(`${at}.remarkPlugins: npm2yarn`, 'custom converters are not run: opdocs converts npm commands with its own yarn/pnpm/bun rules');
    }
    const markdown = (out.markdown ?? {}) as Obj;
    out.markdown = { ...markdown, npm2yarn: clean({ converters: names, sync: typeof options.sync === 'boolean' ? options.sync : undefined }) };
  }
}

function mapBlog(blog: unknown, out: Obj, note: Note): void {
  if (blog === false) return note('presets.classic.blog', 'the blog is off in Docusaurus; opdocs builds blog/ when it exists, so remove or rename it');
  if (!isObj(blog)) return;
  const feed = isObj(blog.feedOptions) ? blog.feedOptions : {};
  out.blog = clean({
    path: str(blog.path)?.replace(/^\.\//, ''), routeBasePath: segment(blog.routeBasePath),
    title: str(blog.blogTitle), description: str(blog.blogDescription), showReadingTime: blog.showReadingTime,
    postsPerPage: blog.postsPerPage, editUrl: editUrlOf(blog.editUrl, 'presets.classic.blog.editUrl', note),
    feedOptions: Object.keys(feed).length ? clean({ type: feed.type, limit: typeof feed.limit === 'number' ? feed.limit : undefined, copyright: str(feed.copyright), title: str(feed.title), description: str(feed.description), xslt: feedXslt(feed.xslt, note) }) : undefined,
    sidebar: blog.blogSidebarTitle !== undefined || blog.blogSidebarCount !== undefined ? clean({ title: str(blog.blogSidebarTitle), count: blog.blogSidebarCount }) : undefined,
    onInlineTags: str(blog.onInlineTags), onInlineAuthors: str(blog.onInlineAuthors), onUntruncatedBlogPosts: str(blog.onUntruncatedBlogPosts),
    ...blogContentOptions(blog, 'presets.classic.blog', note),
  });
  mapContentPlugins(blog, 'presets.classic.blog', out, note);
  if (blog.authorsMapPath && blog.authorsMapPath !== 'authors.yml') note('presets.classic.blog.authorsMapPath', 'authors are read from blog/authors.yml; rename the file');
  if (typeof feed.createFeedItems === 'function') note('presets.classic.blog.feedOptions.createFeedItems', 'feed items cannot be customised');
}

/** `feedOptions.xslt`: on/off per feed carries over; a stylesheet of the site's own (a path) is a note. */
function feedXslt(xslt: unknown, note: Note): unknown {
  if (typeof xslt === 'boolean') return xslt;
  if (typeof xslt === 'string') {
    note('presets.classic.blog.feedOptions.xslt', 'both feeds get opdocs\' own stylesheet; a custom .xsl file is not used');
    return true;
  }
  if (!isObj(xslt)) return undefined;
  const own = (['rss', 'atom'] as const).filter((k) => typeof xslt[k] === 'string');
  if (own.length) note('presets.classic.blog.feedOptions.xslt', `the ${own.join(' and ')} feed gets opdocs' own stylesheet; a custom .xsl file is not used`);
  return clean({ rss: xslt.rss === undefined ? undefined : Boolean(xslt.rss), atom: xslt.atom === undefined ? undefined : Boolean(xslt.atom) });
}
