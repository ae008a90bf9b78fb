/**
 * Docusaurus' global data (`@docusaurus/useGlobalData`, `usePluginData`) for sites whose code
 * reads it: what the docs and blog plugins publish (each docs version with its docs, main doc
 * and sidebars; the blog's path), as one shared JSON file that every route loads with its data.
 * Sites that never import it get no file and no extra request.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import type { DocRoute, RouteData, SidebarItem, SiteData } from '../../../runtime/types.js';
import { contentHash } from '../../content-hash.js';
import type { EmitContext, Feature, SharedFile } from './feature.js';
import { derivedOf, type TextCache } from '../load/text-cache.js';

/**
 * An import of the module, or a docs client hook built on it (theme/compat/layout-docs.ts too), in
 * site code or an MDX page's code. The version hooks are among them: their versions' `docs` and
 * `mainDocId` (theme/compat/client-version.ts) come from this file, so the version list every
 * page carries stays without them.
 */
const READS_GLOBAL_DATA = /@docusaurus\/useGlobalData|\buse(?:AllDocsData|ActivePlugin(?:AndVersion)?|LayoutDoc|LayoutDocsSidebar|Versions|ActiveVersion|LatestVersion|ActiveDocContext|DocsPreferredVersion|DocsVersionCandidates)\b/;
const CODE = '**/*.{js,jsx,ts,tsx,mdx}';

/**
 * Whether the site's code reads it: its src/ and theme/ folders and its React pages' folder.
 * Under serve --watch the listings and texts are kept (`texts`) until the watcher names a file:
 * listing and reading every code file took a seventh of a TyKO rebuild.
 */
function siteCodeReadsIt(siteDir: string, pagesDir: string, texts?: TextCache): boolean {
  const folders = [...new Set([join(siteDir, 'src'), join(siteDir, 'theme'), pagesDir])];
  const list = (cwd: string) => fg.sync(CODE, { cwd, ignore: ['**/node_modules/**'], suppressErrors: true });
  const files = folders.flatMap((cwd) => {
    const rels = texts ? texts.listing(`global-data code\0${cwd}`, cwd, () => ({ rels: list(cwd), reports: [] }), () => {}) : list(cwd);
    return rels.map((rel) => join(cwd, rel));
  });
  return files.some((file) => {
    let text = texts?.get(file);
    if (text === undefined) {
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return false;
      }
      texts?.set(file, text);
    }
    const read = text;
    return derivedOf(texts, file, read, 'reads global data', () => READS_GLOBAL_DATA.test(read));
  });
}

/** The first link of a sidebar, as Docusaurus' global data names it (`link.path`, `link.label`). */
function firstLink(items: SidebarItem[]): { path: string; label: string } | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId !== undefined) return { path: item.href, label: item.label };
    if (item.type === 'category') {
      if (item.href !== undefined) return { path: item.href, label: item.label };
      const inner = firstLink(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * A docs entry's id as Docusaurus publishes it: a doc's own id, and for a generated index (whose
 * route id here is "category:<permalink>") its slug within the version ("/category/guides").
 */
function publishedId(doc: DocRoute, versionPath: string): string {
  if (!doc.id.startsWith('category:')) return doc.id;
  const root = versionPath.endsWith('/') ? versionPath.slice(0, -1) : versionPath;
  return doc.path.startsWith(`${root}/`) ? doc.path.slice(root.length) : doc.path;
}

/**
 * The value `useGlobalData()` returns: plugin name → instance id → its data. `breadcrumbs` tells
 * whether a docs instance shows breadcrumbs (its `breadcrumbs` option; default true).
 */
export function globalDataOf(site: SiteData, routes: RouteData[], shared: SharedFile[], breadcrumbs: (pluginId: string) => boolean = () => true, draftIds?: Map<string, string[]>): Record<string, Record<string, unknown>> {
  const sidebars = new Map(shared.map((s) => [s.url, s.value as SidebarItem[]]));
  const docs = routes.filter((r): r is DocRoute => r.kind === 'doc');
  const instances = [...(site.docs ? [site.docs] : []), ...(site.docsInstances ?? [])];
  const docsData = Object.fromEntries(instances.map((instance) => {
    const pluginId = instance.pluginId;
    const mine = docs.filter((d) => (d.version.pluginId ?? 'default') === pluginId);
    const versions = instance.versions.map((v) => {
      const own = mine.filter((d) => d.version.name === v.name);
      const sidebarIds = new Map(own.flatMap((d) => (d.sidebar ? [[d.sidebar.id, d.sidebar.url] as const] : [])));
      return {
        name: v.name, label: v.label, isLast: v.isLast, path: v.path,
        mainDocId: own.find((d) => d.path === v.mainDocPath)?.id ?? own[0]?.id,
        docs: own.map((d) => ({ id: publishedId(d, v.path), path: d.path, sidebar: d.sidebar?.id, ...(d.unlisted ? { unlisted: true } : {}) })),
        draftIds: draftIds?.get(`${pluginId}\0${v.name}`) ?? [],
        sidebars: Object.fromEntries([...sidebarIds].map(([id, url]) => [id, { link: firstLink(sidebars.get(url) ?? []) }])),
      };
    });
    const path = (instance.versions.find((v) => v.isLast) ?? instance.versions[0])?.path ?? site.baseUrl;
    return [pluginId, { path, versions, breadcrumbs: breadcrumbs(pluginId) }];
  }));
  return {
    ...(instances.length ? { 'docusaurus-plugin-content-docs': docsData } : {}),
    ...blogGlobalData(site),
  };
}

/**
 * Made once every route exists (the docs lists are the doc routes); each route then lists the
 * file among the data it loads, so the hooks read it as they read a sidebar, on the server too.
 */
function emitGlobalData(ctx: EmitContext): void {
  const { docs, docsInstances } = ctx.config;
  const breadcrumbs = (pluginId: string) => (pluginId === 'default' ? docs.breadcrumbs : docsInstances.find((i) => i.id === pluginId)?.breadcrumbs) !== false;
  const value = globalDataOf(ctx.site, ctx.routes, ctx.shared, breadcrumbs, ctx.draftIds);
  const json = JSON.stringify(value);
  const file = `assets/data/global-data-${contentHash(json)}.json`;
  const url = ctx.config.baseUrl + file;
  ctx.shared.push({ file, url, value, json });
  ctx.site.globalDataUrl = url;
  // Written so that a route object met again (kept from an earlier rebuild) lists it once.
  for (const route of ctx.routes) route.deps = [...route.deps.filter((d) => !d.includes('/assets/data/global-data-')), url];
}

export const globalDataFeature: Feature<{ wanted: boolean }> = {
  name: 'global-data',
  watchPaths: () => [],
  async load(ctx) {
    return { state: { wanted: siteCodeReadsIt(ctx.config.siteDir, ctx.paths.pagesDir, ctx.texts) }, errors: [], jobs: [], fileRoutes: [] };
  },
  routes: () => ({ routes: [], errors: [] }),
  emit(ctx, state) {
    const wanted = state.wanted || [...ctx.parsed.values()].some((p) => p.esm !== undefined && READS_GLOBAL_DATA.test(p.esm));
    if (wanted) emitGlobalData(ctx);
    return { files: [], errors: [] };
  },
};

/** The blog plugin's data by plugin id: each blog's path, as Docusaurus publishes it. */
function blogGlobalData(site: SiteData): Record<string, unknown> {
  const blogs = Object.fromEntries([
    ...(site.blog ? [['default', { path: site.blog.path }]] : []),
    ...(site.blogInstances ?? []).map((b) => [b.id, { path: b.path }]),
  ]);
  return Object.keys(blogs).length ? { 'docusaurus-plugin-content-blog': blogs } : {};
}
