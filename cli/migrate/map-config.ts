/**
 * A Docusaurus 3 config (evaluated) → site.config.json for building the repository in place
 * (`contentDir: "."`). What has no counterpart is listed as a note with what to do instead;
 * values our schema refuses are left out and noted too (see migrate.ts).
 */
import { clean, isObj, toJsonValue, type Obj, str } from './json-values.js';
import { STAND_IN_MODULE, standInModulesIn, standInNote, standInNotInstalled } from './stand-in-text.js';
import { mapI18n } from './map-i18n.js';
import { mayLoadReal } from './real-packages.js';
import { mapPlugins, mapPresets } from './map-plugins.js';
import { mapHeadTags, mapThemeContentOptions } from './map-theme-extras.js';
import { mapThemeConfig } from './map-theme-config.js';
import { relativeToSite } from './site-paths.js';
import { noteSiteOptions } from './map-uncarried.js';

export { entryName } from './plugin-entries.js';

export interface MigrateNote {
  /** Config path, e.g. "themeConfig.prism" or "plugins[2]". */
  key: string;
  what: string;
  /** Left out for a value that is not valid (Docusaurus refuses it too), not for a setting opdocs lacks. */
  invalid?: true;
}


/** The module a config value was computed from when it is a package's stand-in or text made from one. */
function standInModuleOf(v: unknown): string | undefined {
  if (typeof v === 'string') return standInModulesIn(v)[0];
  const module = typeof v === 'function' ? (v as unknown as Record<symbol, unknown>)[STAND_IN_MODULE] : undefined;
  return typeof module === 'string' ? module : undefined;
}

/**
 * Docusaurus 2 alphas took a url with the site's path in it (`https://host/~me/course/` beside
 * `baseUrl: '/~me/course/'`); later releases refuse it and opdocs' url is an origin. The path
 * only ever belonged in baseUrl, so the origin carries over, with a note when baseUrl says
 * something else.
 */
function originOnly(url: string, baseUrl: string | undefined, note: (key: string, what: string) => void): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!/^https?:$/.test(parsed.protocol) || (parsed.pathname === '/' && !parsed.search && !parsed.hash)) return url;
  const path = parsed.pathname.replace(/\/?$/, '/');
  const where = baseUrl === path ? 'which baseUrl already holds' : `baseUrl stays ${JSON.stringify(baseUrl ?? '/')}; if the site lives under ${path}, set baseUrl to it`;
  note('url', `carried over as its origin ${parsed.origin}: a url may not hold a path (${path}), ${where}`);
  return parsed.origin;
}

/** The site's own text settings, copied as they are. */
const TEXT_KEYS = ['title', 'tagline', 'titleDelimiter', 'url', 'baseUrl', 'favicon', 'organizationName', 'projectName'] as const;

/** The site config for the evaluated Docusaurus config `dc`, and a note for each part that did not carry over as it was. */
export function mapDocusaurusConfig(dc: Obj): { config: Obj; notes: MigrateNote[] } {
  const notes: MigrateNote[] = [];
  const note = (key: string, what: string) => notes.push({ key, what });
  const text: Partial<Record<(typeof TEXT_KEYS)[number], string>> = {};
  for (const key of TEXT_KEYS) {
    const module = standInModuleOf(dc[key]);
    // A stand-in's text is no value of the site's: left out, saying which package it needs.
    if (module !== undefined) note(key, standInNote(module, str(dc.__siteDir) ?? '.') + (key === 'title' ? '; until then the title is "Docs"' : ''));
    else text[key] = str(dc[key]);
  }
  if (text.url) text.url = originOnly(text.url, text.baseUrl, note);
  // Docusaurus refuses a config without a title; a placeholder keeps the site building.
  if (dc.title === undefined) note('title', 'the config has no title, which Docusaurus requires; site.config.json gets "Docs" so the site builds: write the site\'s own title there');
  // The title first, where it always was, whatever became of it.
  const out: Obj = { title: text.title ?? 'Docs' };
  Object.assign(out, text, { title: out.title, contentDir: '.' });
  for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks'] as const) if (typeof dc[key] === 'string') out[key] = dc[key];
  if (typeof dc.baseUrlIssueBanner === 'boolean') out.baseUrlIssueBanner = dc.baseUrlIssueBanner;
  if (dc.noIndex === true) out.noIndex = true;
  // Docusaurus warns about two docs on one route unless told otherwise; opdocs fails by default.
  out.onDuplicateRoutes = typeof dc.onDuplicateRoutes === 'string' ? dc.onDuplicateRoutes : 'warn';
  const markdown = isObj(dc.markdown) ? dc.markdown : {};
  if (typeof markdown.format === 'string') out.markdown = { format: markdown.format };
  const hooks = isObj(markdown.hooks) ? markdown.hooks : {};
  if (typeof hooks.onBrokenMarkdownLinks === 'string') out.onBrokenMarkdownLinks = hooks.onBrokenMarkdownLinks;
  if (typeof hooks.onBrokenMarkdownImages === 'string') out.onBrokenImages = hooks.onBrokenMarkdownImages;
  if (markdown.mermaid === true) out.markdown = { ...(out.markdown as Obj | undefined), mermaid: true };
  if (isObj(markdown.anchors) && markdown.anchors.maintainCase === true) out.markdown = { ...(out.markdown as Obj | undefined), anchors: { maintainCase: true } };
  if (Array.isArray(dc.staticDirectories)) out.staticDirectories = dc.staticDirectories;
  noteSiteOptions(dc, note);
  if (isObj(dc.i18n)) mapI18n(dc.i18n, out);
  // Carried over as is: the same URLs and the same file layout (<path>.html with false) as the Docusaurus build.
  // Any other value too, so that the schema fit names it as left out rather than dropping it unsaid.
  if (dc.trailingSlash !== undefined && dc.trailingSlash !== null) out.trailingSlash = dc.trailingSlash;
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
    const { json, dropped, standIns, modules } = toJsonValue(dc.customFields, 'customFields');
    out.customFields = json;
    for (const at of dropped) {
      const standIn = standIns.get(at);
      const module = modules.get(at);
      // A utility the site has installed runs for real (real-packages.ts): a stand-in for one means
      // it is not installed, and pages reading the value fail until it is.
      const siteDir = str(dc.__siteDir) ?? '.';
      note(at, module !== undefined && mayLoadReal(module) && standInNotInstalled(module, siteDir) ? standInNote(module, siteDir)
        : standIn
        ? `computed with a package migrate does not run (${standIn}: packages a config imports are stood in for), so it is left out; write the value itself under customFields in site.config.json`
        : 'not a JSON value (a function or class instance), so pages do not get it; compute it in the page instead');
    }
  }

  const searchFromPreset = mapPresets(dc, out, note);
  const searchFromPlugin = mapPlugins(dc, out, note) || searchFromPreset;

  const tc = isObj(dc.themeConfig) ? dc.themeConfig : {};
  mapThemeConfig(tc, text.title, searchFromPlugin, out, note);
  mapThemeContentOptions(tc, out);
  mapOwnThemeKeys(tc, out, note);
  delete out.__siteDir;
  return { config: clean(out), notes };
}

/** The themeConfig keys migrate carries to opdocs' own keys (map-theme-config.ts, map-theme-extras.ts). */
const THEME_KEYS_MAPPED = new Set(['navbar', 'footer', 'colorMode', 'announcementBar', 'tableOfContents', 'image', 'algolia', 'prism', 'metadata', 'docs', 'blog']);

/**
 * The rest of `themeConfig` (a comments widget's settings, a plugin's options) goes to our
 * `themeConfig` as written: the site's components read it with useThemeConfig(), and read
 * nothing when it was dropped.
 */
function mapOwnThemeKeys(tc: Obj, out: Obj, note: (key: string, what: string) => void): void {
  const own = Object.fromEntries(Object.entries(tc).filter(([key]) => !THEME_KEYS_MAPPED.has(key)));
  if (Object.keys(own).length === 0) return;
  const { json, dropped } = toJsonValue(own, 'themeConfig');
  if (isObj(json) && Object.keys(json).length) out.themeConfig = json;
  for (const at of dropped) note(at, 'not a JSON value (a function or class instance), so useThemeConfig() does not give it; compute it in the component instead');
}
