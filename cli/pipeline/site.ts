/**
 * loadSite: the content pipeline as stages over features (features/): load every feature in
 * parallel → parse all markdown in one pool → facts → SiteData → routes → collisions and
 * link checks. Pure data work (disk reads only in the features' load); no React, no esbuild.
 */
import { findSiteMdxComponents } from './load/mdx-components.js';
import { siteAdmonitionKeywords } from './load/admonition-keywords.js';
import { contentHash } from '../content-hash.js';
import type { RouteData } from '../../runtime/types.js';
import type { SiteConfig } from '../config/types.js';
import { OpdocsError, reportAt, type OpdocsWarning, type Reports } from '../errors.js';
import type { ParsedMarkdown } from './parse/markdown.js';
import { expectParses, parseAll } from './parse/parse-pool.js';
import { contentOverrides } from '../bundle/theme-overrides.js';
import { swizzledThemeFiles } from '../bundle/docusaurus-modules.js';
import { toOpdocsErrors } from './parse/parse-job.js';
import { createLinkTracker, EXTERNAL } from './check/links.js';
import { checkLinks, type BrokenKind, type LinkTargets } from './check/check-links.js';
import { mermaidPackageWarnings } from './check/mermaid-package.js';
import { createSiteData } from './site-data.js';
import { configPosition } from '../config/config-position.js';
import { routeKey } from './routes/url.js';
import { applyRouteForm } from './routes/route-form.js';
import { applyTrailingSlash, isHtmlFilePath } from '../../runtime/trailing-slash.js';
import { checkRouteFiles, type RouteSource } from './check/route-files.js';
import { setPageJsonLd } from './page-json-ld.js';
import { chromeLinks } from './check/chrome-links.js';
import { markSkippedPluginLinks } from './check/skipped-plugin-links.js';
import { resolveSocialImages } from './check/social-image.js';
import { FEATURES } from './features/index.js';
import type { DeferredFiles, FeatureContext, GeneratedFile, OnDemandFiles, SharedFile, SiteFacts } from './features/feature.js';
import { reactPageSources } from './features/pages.js';
import { bothNames } from './load/localized.js';
import { applyToHeadData } from '../../theme/compat/head-data.js';
import type { LoadedSite, LoadSiteOptions } from './loaded-site.js';
import { sitePaths, siteWatchPaths } from './site-paths.js';
import { builtLabelsOf } from './parse/built-labels.js';
import { codeMessages } from './locale.js';
import { feedFiles } from '../output/feeds.js';
import { skippedPluginsOf } from '../config/skipped-plugins.js';
import { chromeIntoSkipped, unbuiltRouteBases } from './unbuilt-routes.js';
import { contentPluginsOf } from '../config/content-plugins.js';
import { pluginAliasesOf } from '../config/plugin-aliases.js';
import { markdownPreprocessorOf } from '../config/markdown-preprocessor.js';
import { setMarkdownPreprocessor } from './load/markdown-preprocess.js';
import { namePlaceholderLinks, nameUnrunPlugins } from './check/unrun-plugin-hint.js';
import { DOCUSAURUS_CONFIG_NAMES } from '../config/docusaurus-names.js';
import { basename } from 'node:path';
import { pageTitles } from './check/page-titles.js';

export type { SharedFile } from './features/feature.js';
export type { LoadedSite, LoadSiteOptions } from './loaded-site.js';
export { sitePaths, siteWatchPaths } from './site-paths.js';

/** Reads and resolves the whole site; throws nothing for user errors, returns them. */
export async function loadSite(config: SiteConfig, opts: LoadSiteOptions = {}): Promise<{ result: LoadedSite | null; errors: OpdocsError[]; warnings: OpdocsWarning[] }> {
  const paths = sitePaths(config);
  let listed = 0;
  const ctx: FeatureContext = {
    config, paths, dev: opts.dev ?? false, texts: opts.texts, ...(opts.locale ? { locale: opts.locale } : {}),
    listed: (files) => expectParses((listed += files), opts.parseCache?.size ?? 0),
  };
  const base = config.baseUrl;
  setMarkdownPreprocessor(markdownPreprocessorOf(config));
  const loads = await Promise.all(FEATURES.map((f) => f.load(ctx)));
  const errors: OpdocsError[] = loads.flatMap((l) => l.errors);

  const fileRoutes = loads.flatMap((l) => l.fileRoutes);
  const fileToRoute = new Map(opts.locale ? bothNames(fileRoutes, loads.flatMap((l) => l.localized ?? [])) : fileRoutes);
  // The locale's code.json over the theme texts opdocs ships for its language.
  const translations = codeMessages(config, opts.locale);
  const linkCtx = { baseUrl: base, ...(opts.locale ? { rootBaseUrl: opts.locale.rootBaseUrl } : {}), trailingSlash: config.trailingSlash, siteDir: config.siteDir, roots: [config.siteDir, paths.contentDir, paths.docsDir], ownRoots: loads.flatMap((l) => l.linkRoots ?? []), staticDir: paths.staticDir, staticDirs: paths.staticDirs, fileToRoute, contentOverrides: contentOverrides(config.siteDir), npm2yarn: config.markdown.npm2yarn ?? null, math: config.markdown.math, mdx1Text: config.markdown.mdx1Compat.text, markdownFormat: config.markdown.format, mermaid: config.markdown.mermaid, magicComments: config.markdown.magicComments ?? null, anchorsMaintainCase: config.markdown.anchors.maintainCase, truncateMarker: config.blog.truncateMarker ?? null, admonitionKeywords: siteAdmonitionKeywords(config.siteDir), infoAdmonitionKeywords: config.markdown.admonitionKeywords ?? null, defaultCodeLanguage: config.markdown.defaultCodeLanguage ?? null, mdxComponents: findSiteMdxComponents(config.siteDir), pluginAliases: pluginAliasesOf(config), swizzled: swizzledThemeFiles(config.siteDir), labels: builtLabelsOf(translations) };
  const tracker = createLinkTracker(linkCtx);
  const jobs = loads.flatMap((l) => l.jobs);
  opts.onRead?.();
  const batch = await parseAll(jobs, linkCtx, opts.parseCache, opts.onParseProgress, opts.onParsed, opts.signal);
  errors.push(...nameUnrunPlugins(toOpdocsErrors(batch.errors), contentPluginsOf(config), config.configFile, skippedPluginsOf(config).filter((p) => p.theme || /theme/i.test(p.name)).map((p) => p.name)));
  // Hand each feature back the results of its own jobs, in its order.
  let at = 0;
  const parsedOf = loads.map((l) => batch.parsed.slice(at, (at += l.jobs.length)));

  const facts: SiteFacts = {};
  FEATURES.forEach((f, i) => {
    if (!f.facts) return;
    const r = f.facts(loads[i].state, parsedOf[i], ctx);
    errors.push(...r.errors);
    Object.assign(facts, r.facts);
  });
  const staticImage = (src: string, key: string[]) => {
    // A logo on a CDN or inline (https:, //, data:) is the site's to vouch for: used as written.
    if (EXTERNAL.test(src)) return { src };
    const rel = src.replace(/^\//, '');
    return tracker.resolveImage(config.configFile, '/' + rel, configPosition(config.configFile, key)) ?? { src: base + rel };
  };
  const { site, errors: siteErrors } = createSiteData({
    config, versions: facts.versions ?? [], docPermalinks: facts.docPermalinks ?? new Map(),
    sidebarFirstLinks: facts.sidebarFirstLinks ?? new Map(), docSidebars: facts.docSidebars ?? new Map(),
    versionLinks: facts.versionLinks, hasHomePage: (facts.hasHomePage ?? false) || docAtBase(facts.docPermalinks, base),
    hasBlog: facts.hasBlog ?? false, blogIds: facts.blogIds ?? [], hasDocs: facts.hasDocs ?? false, staticImage, docsProblem: facts.docsProblem,
    docsInstances: facts.docsInstances ?? new Map(),
    ...(opts.locale ? { locale: { code: opts.locale.code, rootBaseUrl: opts.locale.rootBaseUrl } } : {}),
    ...(translations ? { translations } : {}),
  });
  errors.push(...siteErrors);

  const routes: RouteData[] = [];
  const routeWarnings: OpdocsWarning[] = [];
  const shared: SharedFile[] = [];
  const anchors = new Map<string, Set<string> | null>();
  const routePaths = new Map<string, string>();
  const sources = new Map<RouteData, RouteSource>();
  FEATURES.forEach((f, i) => {
    const r = f.routes(loads[i].state, parsedOf[i], { ...ctx, site, resolveImage: (file, src, pos) => tracker.resolveImage(file, src, pos) });
    errors.push(...r.errors);
    routeWarnings.push(...(r.warnings ?? []));
    routes.push(...r.routes);
    shared.push(...(r.shared ?? []));
    for (const route of r.routes) {
      anchors.set(routeKey(route.path), null);
      routePaths.set(routeKey(route.path), route.path);
    }
    for (const [path, ids] of r.anchors ?? []) anchors.set(routeKey(path), ids);
    for (const [route, source] of r.sources ?? []) sources.set(route, source);
  });
  for (const path of loads.flatMap((l) => l.linkableRoutes ?? [])) if (!anchors.has(routeKey(path))) anchors.set(routeKey(path), null);
  // Config `trailingSlash`: from here on every page path is in the site's form.
  applyRouteForm(routes, config);
  // Addresses the router must not trim (runtime/location.ts normalizePathname): few sites have any.
  const htmlRoutes = routes.filter((r) => r.kind !== 'not-found' && r.kind !== 'offline' && isHtmlFilePath(r.path)).map((r) => r.path);
  if (htmlRoutes.length) site.htmlRoutes = htmlRoutes;
  // Most sites skip no plugin: their routes are not walked for it on each build and rebuild.
  const skipped = skippedPluginsOf(config);
  const chrome = chromeLinks(config);
  const unbuilt = skipped.length ? unbuiltRouteBases([...skipped, ...chromeIntoSkipped(chrome, base)], base, routes.map((r) => r.path)) : [];
  if (unbuilt.length) site.unbuiltRoutes = unbuilt;
  resolveSocialImages(routes, sources, { tracker, siteUrl: config.url, baseUrl: base, staticDirs: paths.staticDirs, fallbackFile: config.configFile });
  // With `csp` the build writes _headers; otherwise a static _headers (a Docusaurus site's) is copied.
  // The feeds with their stylesheets (feedOptions.xslt): named here, made only when written.
  const feedPaths = feedFiles(site, config, routes).map((f) => f.path);
  const generatedFiles = [...shared.map((s) => s.file), ...feedPaths, ...loads.flatMap((l) => l.writes ?? []), ...(config.csp ? ['_headers'] : [])];
  // Built in place, a static file on a page's file gives way to the page, as in Docusaurus' build.
  const pageWins = DOCUSAURUS_CONFIG_NAMES.includes(basename(config.configFile)) ? new Set<string>() : undefined;
  errors.push(...checkRouteFiles({
    routes, sources, fallback: { file: config.configFile }, baseUrl: base, trailingSlash: config.trailingSlash, siteDir: config.siteDir,
    staticFiles: loads.flatMap((l) => l.staticFiles ?? []), generatedFiles, ...(pageWins ? { pageWins } : {}),
    ownIcons: Boolean(config.offline.icons?.length),
  }));

  // A site kept out of search engines has no sitemap (output/site-files.ts), so a link to one is broken.
  const linkable = new Set([...loads.flatMap((l) => l.files ?? []), ...(config.noIndex ? [] : ['sitemap.xml']), 'opensearch.xml', ...feedPaths]);
  const linkTargets: LinkTargets = { routes: anchors, paths: routePaths, staticFiles: linkable, baseUrl: base, titles: pageTitles(routes, jobs, batch.parsed) };
  errors.push(...tracker.errors, ...namePlaceholderLinks(checkLinks([...markSkippedPluginLinks([...batch.pending, ...tracker.pending, ...loads.flatMap((l) => l.links ?? [])], config, chrome), ...chrome], linkTargets), contentPluginsOf(config), config.configFile));
  const { fatal, warnings } = applySeverities(errors, config);
  warnings.push(...loads.flatMap((l) => l.warnings ?? []), ...routeWarnings, ...mermaidPackageWarnings({ on: config.markdown.mermaid, siteDir: config.siteDir, jobs, parsed: batch.parsed }));
  if (fatal.length) return { result: null, errors: fatal, warnings };

  // Each Markdown file's route, in the site's form as the routes now are.
  const jobRoutes = jobs.map((j) => applyTrailingSlash(j.route, config));
  const parsed = new Map(jobRoutes.map((route, i) => [route, batch.parsed[i]]));
  // <Head> in an MDX body sets the page's title and meta tags, as it would in Docusaurus.
  for (const route of routes) {
    const head = parsed.get(route.path)?.head;
    if (head) applyToHeadData(route.head, head);
    setPageJsonLd(route.head, parsed.get(route.path)?.jsonLd);
  }
  const files: GeneratedFile[] = [];
  const contentCss = contentStylesheet(batch.parsed);
  if (contentCss) {
    files.push(contentCss);
    site.contentCss = base + contentCss.path;
  }
  const emitErrors: OpdocsError[] = [];
  const onDemand: OnDemandFiles[] = [];
  const deferred: DeferredFiles[] = [];
  for (const [i, f] of FEATURES.entries()) {
    const r = f.emit?.({ ...ctx, site, routes, parsed, shared, draftIds: facts.draftIds }, loads[i].state);
    if (!r) continue;
    files.push(...r.files);
    onDemand.push(...(r.onDemand ?? []));
    deferred.push(...(r.deferred ?? []));
    emitErrors.push(...r.errors);
  }
  // A redirect from a page's own address is Docusaurus' duplicate route: onDuplicateRoutes decides.
  const emitted = applySeverities(emitErrors, config);
  warnings.push(...emitted.warnings);
  if (emitted.fatal.length) return { result: null, errors: emitted.fatal, warnings };
  const pagesAt = FEATURES.findIndex((f) => f.name === 'pages');
  return {
    result: {
      site, routes, shared, parsed, files, onDemand, deferred, markdownFiles: new Map(jobRoutes.map((route, i) => [route, jobs[i].file])),
      copies: [...batch.assets, ...tracker.assets(), ...loads.flatMap((l) => l.copies ?? []).filter((c) => !pageWins?.has(c.to))],
      reactPages: reactPageSources(loads[pagesAt].state),
      watchPaths: siteWatchPaths(config),
      linkTargets,
      markdownLinks: { fileToRoute, roots: linkCtx.roots, ownRoots: linkCtx.ownRoots, baseUrl: base, trailingSlash: config.trailingSlash, brokenFails: config.onBrokenMarkdownLinks === 'throw' },
      ...(opts.translations ? { translations: FEATURES.flatMap((f, i) => f.translations?.(loads[i].state, ctx) ?? []) } : {}),
    },
    errors: [],
    warnings,
  };
}

/** One stylesheet for every CSS module MDX pages import (each once, in a stable order). */
function contentStylesheet(parsed: ParsedMarkdown[]): GeneratedFile | null {
  const styles = [...new Set(parsed.flatMap((p) => p.styles ?? []))].sort();
  if (styles.length === 0) return null;
  const css = styles.join('');
  return { path: `assets/content-${contentHash(css)}.css`, data: css };
}

/** Splits broken links, anchors and images by their `onBroken*` setting: thrown, printed or dropped. */
export function applySeverities(errors: OpdocsError[], config: Pick<SiteConfig, BrokenKind>): { fatal: OpdocsError[]; warnings: OpdocsWarning[] } {
  const reports: Reports = { errors: [], warnings: [] };
  for (const error of errors) {
    const level = error.kind ? config[error.kind] : 'throw';
    reportAt(reports, level === 'throw' && error.unchecked ? 'warn' : level, error);
  }
  return { fatal: reports.errors, warnings: reports.warnings };
}

/**
 * A doc served at the base URL (docs at `routeBasePath: '/'` with a `slug: /` doc) is the site's
 * home page, as Docusaurus finds it: the router loads it like any page, breadcrumbs lead to it.
 */
function docAtBase(permalinks: Map<string, string> | undefined, base: string): boolean {
  const trim = (path: string) => path.replace(/\/+$/, '');
  return [...(permalinks?.values() ?? [])].some((permalink) => trim(permalink) === trim(base));
}
