/**
 * The `presets`, `plugins` and `themes` of a Docusaurus config. Only the classic preset and the
 * plugins opdocs has a counterpart for carry over; every other one is a note, as opdocs runs
 * no Docusaurus plugins.
 */
import { clean, isObj, type Obj, str } from './json-values.js';
import { mapBlog, mapDocs, mapDocsPlugin } from './map-docs-blog.js';
import { googleTagKind, mapGoogleTag } from './map-google-tags.js';
import { entryName, entryOptions, entryPlugin, isClassic, isClassicNamesake, isFbPreset } from './plugin-entries.js';
import { relativeToSite } from './site-paths.js';
import { mapRedirects } from './map-redirects.js';
import { moduleAliasOptions, pathsFor, webpackAliases } from './webpack-aliases.js';
import { notePagesOptions } from './map-uncarried.js';
import { postCssPluginNote } from './postcss-plugin.js';
import { mapPwa } from './map-pwa.js';

type Note = (key: string, what: string) => void;

/** The note of a plugin opdocs has no counterpart for; a build in place names these plugins (docusaurus-in-place.ts). */
export const UNRUN_PLUGIN = 'not supported (opdocs runs no Docusaurus plugins); its pages or behaviour are missing';

/** For the preset's analytics keys and the analytics plugins alike. */
const ANALYTICS_NOTE = 'analytics: opdocs supports Umami (`analytics`) and Google\'s tags (`gtag`, `googleTagManager`) in site.config.json; add another tracker\'s script by hand with `scripts` or `headTags`';


const LOCAL_SEARCH = /^(@easyops-cn\/docusaurus-search-local|docusaurus-lunr-search|docusaurus-search-local|@cmfcmf\/docusaurus-search-local)$/;
// The sass plugin's work (.scss and .module.scss through the site's own sass package) is built in.
const IGNORED_PLUGINS = /^(@docusaurus\/plugin-svgr|@docusaurus\/plugin-debug|docusaurus-plugin-sass)$/;

// Options of Meta's preset that change a public build (the others serve its internal site only).
const FB_PRESET_OWN = ['remark-code-snippets', 'experimentalXRepoSnippets', 'maxCodeBlockHeight'];

/**
 * Whether a preset's options are read as the classic preset's: a classic one, or another whose
 * `docs` or `blog` is an object. Presets that wrap the classic one (a company's theme and
 * analytics on top) take its options as they are, and dropping them would lose the docs' route
 * base and sidebars, breaking every link of the site.
 */
const readsAsClassic = (name: string, o: Obj): boolean => isClassic(name) || isObj(o.docs) || isObj(o.blog);

/** A preset entry as the config wrote it, short: `42`, `[]`, `[null]`. */
function describeEntry(entry: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(entry);
  } catch {
    // A circular value: its type is all there is to say.
  }
  return text === undefined ? typeof entry : text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * The classic preset's docs, blog, pages, theme and analytics options → `out`; true when a
 * preset brings a local search of its own (Meta's does, on a site without Algolia).
 */
export function mapPresets(dc: Obj, out: Obj, note: Note): boolean {
  const presets = Array.isArray(dc.presets) ? dc.presets : [];
  let localSearch = false;
  presets.forEach((preset, i) => {
    // Docusaurus skips false and null entries (`process.env.X && 'preset'`), so there is nothing to note.
    if (preset === false || preset === null || preset === undefined) return;
    const head = entryPlugin(preset);
    // `42`, `[]` or `[null]` names nothing to load: "preset undefined is not supported" would read as a package of that name.
    if (typeof head !== 'string' && typeof head !== 'function') {
      return note(`presets[${i}]`, `${describeEntry(preset)} names no preset, and Docusaurus cannot load it either; remove it, or write the preset's package name there`);
    }
    const name = entryName(preset, 'preset');
    const o = entryOptions(preset);
    if (!readsAsClassic(name, o)) return note(`presets[${i}]`, `preset ${name} is not supported; configure its parts by hand`);
    if (!isClassic(name)) note(`presets[${i}]`, `preset ${name} is not supported, but its docs and blog options are written as the classic preset's and carry over; what it adds of its own does not`);
    if (isClassicNamesake(name)) note(`presets[${i}]`, `${name} is read as the classic preset it is named after: its docs, blog, pages and theme options carry over, what it adds of its own does not`);
    if (isFbPreset(name)) {
      localSearch = true;
      for (const key of FB_PRESET_OWN) if (o[key] !== undefined) note(`presets[${i}].${key}`, `not carried over: ${name} adds it to the classic preset's options, and opdocs runs no Docusaurus plugins`);
    }
    // `docs: false` beside a docs plugin without an id: that plugin is the site's docs, and docs/ no stray folder.
    // No `docs` key is the preset's docs with Docusaurus' defaults (its sidebar's name among them).
    const presetDocs = (o.docs === false || o.docs === undefined) && hasDefaultDocsPlugin(dc) ? undefined : o.docs ?? {};
    mapDocs(presetDocs, out, note, str(dc.__siteDir));
    mapBlog(o.blog, out, note);
    mapPages(o.pages, 'presets.classic.pages', note);
    mapThemeClassic(o.theme, out, str(dc.__siteDir));
    for (const key of ['gtag', 'googleAnalytics', 'googleTagManager'] as const) if (o[key]) mapGoogleTag(key, o[key], `presets.classic.${key}`, out, note);
    noteSitemap(o.sitemap, 'presets.classic.sitemap', note);
  });
  return localSearch;
}

/** Whether `plugins` lists a docs plugin with no id (or "default"), which takes the preset's place. */
function hasDefaultDocsPlugin(dc: Obj): boolean {
  return (Array.isArray(dc.plugins) ? dc.plugins : []).some((p) => p && /plugin-content-docs/.test(entryName(p, 'plugin'))
    && [undefined, 'default'].includes(str(entryOptions(p).id)));
}

/**
 * The entries of `plugins` and `themes` → `out`; true when one of them is a local search plugin,
 * whose place opdocs' own local search takes unless Algolia is configured.
 */
export function mapPlugins(dc: Obj, out: Obj, note: Note): boolean {
  let searchFromPlugin = false;
  const classic = (Array.isArray(dc.presets) ? dc.presets : []).filter((p) => readsAsClassic(entryName(p, 'preset'), entryOptions(p))).map(entryOptions);
  // The classic preset makes a blog unless told not to (`blog: false`): a blog plugin is then one more.
  let blogTaken = classic.some((o) => o.blog !== false);
  let pagesTaken = classic.some((o) => o.pages !== false);
  // Short names expand by where they stand: "mermaid" among themes is @docusaurus/theme-mermaid.
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  const plugins = [...list(dc.plugins).map((p) => [p, 'plugin'] as const), ...list(dc.themes).map((t) => [t, 'theme'] as const)];
  plugins.forEach(([plugin, kind], i) => {
    // Docusaurus skips false and null entries, written for plugins used only sometimes (`isProd && 'x'`).
    if (plugin === false || plugin === null || plugin === undefined) return;
    const name = entryName(plugin, kind);
    if (LOCAL_SEARCH.test(name)) {
      searchFromPlugin = true;
      return;
    }
    if (/plugin-sitemap$/.test(name)) return noteSitemap(entryOptions(plugin), `plugins: ${name}`, note);
    if (IGNORED_PLUGINS.test(name)) return;
    // Its diagrams are drawn by markdown.mermaid (with the mermaid package it installed).
    if (/theme-mermaid$/.test(name)) return;
    // Listed by itself, the DocSearch theme only draws the search that themeConfig.algolia configures (map-algolia.ts).
    if (/theme-search-algolia$/.test(name) && isAlgoliaConfigured(dc)) return;
    if (/docusaurus-plugin-umami$/.test(name)) return mapUmami(entryOptions(plugin), out, (what) => note(`plugins: ${name}`, what));
    const google = googleTagKind(name);
    if (google) return mapGoogleTag(google, entryOptions(plugin), `plugins[${i}]`, out, note);
    if (/plugin-content-docs/.test(name)) return mapDocsPlugin(entryOptions(plugin), `plugins[${i}]`, out, note, str(dc.__siteDir));
    if (/plugin-client-redirects$/.test(name)) return mapRedirects(entryOptions(plugin), `plugins: ${name}`, out, note);
    // A site may list the classic preset's parts one by one instead of using the preset.
    if (/plugin-content-blog/.test(name)) {
      mapBlog(entryOptions(plugin), out, note, `plugins[${i}]`, blogTaken);
      blogTaken = true;
      return;
    }
    if (/plugin-content-pages$/.test(name) && !pagesTaken) {
      pagesTaken = true;
      return mapPages(entryOptions(plugin), `plugins[${i}]`, note);
    }
    if (/plugin-pwa$/.test(name)) return mapPwa(entryOptions(plugin), dc, out, (what) => note(`plugins: ${name}`, what));
    if (/theme-classic$/.test(name)) return mapThemeClassic(entryOptions(plugin), out, str(dc.__siteDir));
    const aliases = /(^|\/)docusaurus-plugin-module-alias$/.test(name) ? moduleAliasOptions(plugin, str(dc.__siteDir)) : webpackAliases(plugin, str(dc.__siteDir), dc);
    if (Object.keys(aliases).length) {
      const paths = JSON.stringify({ compilerOptions: { paths: pathsFor(aliases) } });
      return note(`plugins: ${name}`, `its webpack aliases are not applied (opdocs runs no plugins); put them in tsconfig.json or jsconfig.json, which opdocs reads for the site's code and MDX: ${paths}`);
    }
    const postcss = postCssPluginNote(plugin, str(dc.__siteDir));
    if (postcss) return note(`plugins: ${name}`, postcss);
    const what = /plugin-content-pages/.test(name) ? 'a second set of pages is not supported; move its pages into src/pages'
      : /plugin-ideal-image/.test(name) ? 'images are not resized: `@theme/IdealImage` shows the original file, lazily loaded, without the blurred placeholder'
      // It makes no pages, so a broken link is never blamed on it.
      : /theme-live-codeblock$/.test(name) ? 'live code blocks (```jsx live) show as highlighted code, without the editor and its running result'
      : /plugin-vercel-analytics$/.test(name) ? ANALYTICS_NOTE
      : UNRUN_PLUGIN;
    note(`plugins: ${name}`, what);
  });
  return searchFromPlugin;
}

/** The pages plugin's options (the classic preset's `pages`): only src/pages can be read. */
function mapPages(pages: unknown, at: string, note: Note): void {
  if (pages === false) note(at, 'pages cannot be turned off; remove src/pages instead');
  else if (isObj(pages) && typeof pages.path === 'string' && !/^(\.\/)?src\/pages\/?$/.test(pages.path)) note(`${at}.path`, `pages are read from src/pages; move ${pages.path} there`);
  if (isObj(pages)) notePagesOptions(pages, at, note);
}

/** The classic theme's options (the classic preset's `theme`): its stylesheets join `customCss`. */
function mapThemeClassic(theme: unknown, out: Obj, siteDir: string | undefined): void {
  const css = !isObj(theme) ? [] : Array.isArray(theme.customCss) ? theme.customCss : typeof theme.customCss === 'string' ? [theme.customCss] : [];
  if (!css.length) return;
  const before = Array.isArray(out.customCss) ? out.customCss : [];
  out.customCss = [...before, ...css.map((c) => relativeToSite(String(c), siteDir))];
}

/**
 * The sitemap's options: opdocs writes sitemap.xml of every page that is not noindex, with each
 * page's URL only, so any option changes what the site publishes and is noted.
 */
function noteSitemap(options: unknown, key: string, note: Note): void {
  if (options === false) return note(key, 'the sitemap cannot be turned off: opdocs always writes sitemap.xml');
  const set = isObj(options) ? Object.keys(options).filter((k) => options[k] !== undefined) : [];
  if (set.length) note(key, `${set.join(', ')}: not carried over; sitemap.xml lists the URL of every page that is not noindex, without dates, change frequencies or priorities`);
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

/** True when themeConfig.algolia is an object, which migrate carries to `search`. */
function isAlgoliaConfigured(dc: Obj): boolean {
  return isObj(dc.themeConfig) && isObj(dc.themeConfig.algolia);
}
