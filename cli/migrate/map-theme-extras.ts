/**
 * Parts of a Docusaurus config that map one to one onto site.config.json keys of the same
 * meaning: the head tags (`scripts`, `stylesheets`, `headTags`, `themeConfig.metadata`) and the
 * docs and blog options of `themeConfig` (sidebar hiding and auto-collapse, version persistence,
 * the blog sidebar's year groups).
 */
import { clean, isObj, toJsonValue, type Obj } from './json-values.js';

/** Copies the head tags into `out`; a function value among them is dropped and noted. */
export function mapHeadTags(dc: Obj, out: Obj, note: (key: string, what: string) => void): void {
  const tc = isObj(dc.themeConfig) ? dc.themeConfig : {};
  for (const [from, to, value] of [['scripts', 'scripts', dc.scripts], ['stylesheets', 'stylesheets', dc.stylesheets], ['headTags', 'headTags', dc.headTags], ['themeConfig.metadata', 'metadata', tc.metadata]] as const) {
    if (!Array.isArray(value) || value.length === 0) continue;
    const { json, dropped } = toJsonValue(value, from);
    out[to] = json;
    for (const at of dropped) note(at, 'not a JSON value (a function or class instance), so it is left out');
  }
}

/** Copies `themeConfig.docs` and `themeConfig.blog` options into the `docs` and `blog` of `out`. */
export function mapThemeContentOptions(tc: Obj, out: Obj): void {
  const docs = isObj(tc.docs) ? tc.docs : {};
  const sidebar = isObj(docs.sidebar) ? docs.sidebar : {};
  const docsOptions = clean({
    sidebarHideable: typeof sidebar.hideable === 'boolean' ? sidebar.hideable : undefined,
    sidebarAutoCollapseCategories: typeof sidebar.autoCollapseCategories === 'boolean' ? sidebar.autoCollapseCategories : undefined,
    versionPersistence: typeof docs.versionPersistence === 'string' ? docs.versionPersistence : undefined,
  });
  if (Object.keys(docsOptions).length) out.docs = { ...(isObj(out.docs) ? out.docs : {}), ...docsOptions };
  const blogSidebar = isObj(tc.blog) && isObj(tc.blog.sidebar) ? tc.blog.sidebar : {};
  if (typeof blogSidebar.groupByYear === 'boolean') {
    const blog = isObj(out.blog) ? out.blog : {};
    out.blog = { ...blog, sidebar: { ...(isObj(blog.sidebar) ? blog.sidebar : {}), groupByYear: blogSidebar.groupByYear } };
  }
}
