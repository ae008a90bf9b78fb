/**
 * Watch-mode builds that keep their state between edits. The first build is a normal one
 * (staging, then swap); later ones reuse the parse cache, the bundles and the last render key
 * of every route, and write into the served folder only what changed: an edit to one Markdown
 * file re-parses that file and re-renders the routes whose data changed (the page; sidebars,
 * lists, tags and feeds only when titles, order or tags changed).
 */
import { join, resolve, sep } from 'node:path';
import { loadConfig } from '../config/load-config.js';
import { pluginPostcssOf } from '../config/plugin-postcss.js';
import type { SiteConfig } from '../config/types.js';
import { OpdocsErrors, type OpdocsWarning } from '../errors.js';
import { checkFolderPaths, checkSiteSetup, findClientModules, findCustomCss, missingFaviconWarnings } from './site-checks.js';
import { applySeverities, loadSite, sitePaths } from '../pipeline/site.js';
import { uninstalledSwizzles } from '../bundle/swizzled.js';
import { configWarnings } from '../config/config-warnings.js';
import { checkLocaleOption, codeMessages, defaultLocaleContext, localeContextOf, localizeConfig, type LocaleContext } from '../pipeline/locale.js';
import { checkReactPageLinks } from '../render/react-page-links.js';
import { createTextCache } from '../pipeline/load/scan.js';
import type { OnDemandFiles } from '../pipeline/features/feature.js';
import { createParseCache, type ParseCache } from '../pipeline/parse/parse-cache.js';
import { pageSources } from '../bundle/paths.js';
import { bundleClient, type BundleSite, type ClientManifest } from '../bundle/bundle-client.js';
import { generatedSiteConfig } from '../bundle/generated-config.js';
import { codeModulesOf } from '../bundle/bundle-site.js';
import { linkUsesMoved } from '../pipeline/check/markdown-links.js';
import { bundleServer, type LoadedServerBundle } from '../bundle/bundle-server.js';
import { renderRoutes } from '../render/render-pool.js';
import { renderBodies } from '../render/render-bodies.js';
import { collectBodyComponents } from '../render/content-imports.js';
import { routesToRender, type RenderedRoutes } from '../render/route-changes.js';
import { createStaging } from '../output/commit.js';
import { discardOnSignal } from '../output/staging-signals.js';
import { resolveCacheDir } from '../output/cache-dir.js';
import { forgetPages } from '../render/reuse-pages.js';
import { checkSiteOutDir } from '../output/out-dir.js';
import { copySiteAssets, readerFilesOnRequest, siteFiles, writeSiteFiles } from '../output/site-files.js';
import { outputIntact, removeGone } from './dev-output.js';
import { editsCode, withImportedFiles } from './dev-code-edits.js';
import type { UrlForm } from '../../runtime/trailing-slash.js';
import { deliverQueuedSignals } from '../signals-aside.js';

export interface DevBuildResult {
  outDir: string;
  baseUrl: string;
  routes: number;
  watchPaths: string[];
  /** Route paths whose page changed; null when every page must reload (config or code changed). */
  changedRoutes: string[] | null;
  /** Route paths that no longer exist (a deleted or renamed file): a page showing one must leave it. */
  removedRoutes: string[];
  /** Broken references the config lets through; printed by serve after each build. */
  warnings: OpdocsWarning[];
}

export interface DevSession {
  /** Rebuilds after `changed` files (null: everything). Throws OpdocsErrors for user errors; the served output stays as it was. */
  rebuild(changed: string[] | null): Promise<DevBuildResult>;
  /** Before a request for `rel` (output-relative) is answered: writes the on-demand files due under it. */
  makeOnDemand(rel: string): void;
  /**
   * Ends a running rebuild at its next step (Ctrl-C): its staging folder is discarded and
   * nothing more is written; it rejects with RebuildStopped. Later rebuilds reject at once.
   */
  stop(): void;
  dispose(): Promise<void>;
}

/** What a rebuild rejects with once the session was stopped: no failure to show. */
export class RebuildStopped extends Error {
  constructor() {
    super('the rebuild was stopped');
  }
}

const BUILD_ID = 'dev';

export function createDevSession(opts: { siteDir: string; outDir: string; bodyEnd?: string; sourceDirs: string[]; locale?: string }): DevSession {
  const siteDir = resolve(opts.siteDir);
  const outDir = resolve(siteDir, opts.outDir);
  const inSources = (path: string) => opts.sourceDirs.some((d) => path === d || path.startsWith(d + sep));
  let config: SiteConfig | null = null;
  let parseCache: ParseCache = createParseCache({ code: 'dev' });
  let server: LoadedServerBundle | null = null;
  let manifest: ClientManifest | null = null;
  let pagesKey = '';
  /** The site's files other than Markdown the bundles read (see dev-code-edits.ts); Markdown has its own test there. */
  let bundleInputs = new Set<string>();
  /** The Markdown-file links the bundles resolved (BundleSite.linkUses). */
  let linkUses = new Map<string, string>();
  /** What the last rebuild rendered, to render only the routes whose data changed. */
  let last: RenderedRoutes | null = null;
  /** The site files and copies the last rebuild wrote, output-relative: what a later one may have to delete. */
  let files = new Set<string>();
  let built = false;
  /** The URL form the last rebuild wrote pages in. */
  let form: UrlForm | null = null;
  const texts = createTextCache();
  let onDemand: OnDemandFiles[] = [];
  const stopping = new AbortController();
  // Throws the RebuildStopped that stop() aborted with.
  const checkStopped = () => stopping.signal.throwIfAborted();

  async function rebuild(changed: string[] | null): Promise<DevBuildResult> {
    // A Docusaurus repository without site.config.json is configured by its docusaurus.config.*.
    const configFile = config?.configFile ?? join(siteDir, 'site.config.json');
    const configChanged = !config || changed === null || changed.includes(configFile);
    if (configChanged) {
      config = await loadConfig(siteDir);
      parseCache = createParseCache({ code: 'dev' });
    }
    texts.forget(configChanged ? null : changed);
    // Looked at while the site is read (see outputIntact); the last rebuild's URL form, as a
    // config change rebuilds everything anyway.
    const intact = built && last && form && !configChanged ? outputIntact(outDir, form, { routes: last.routes, files }, manifest?.files ?? []) : Promise.resolve(false);
    // Another locale than the default is served as a site of its own, as a build writes it to <code>/.
    const localeCtx = opts.locale !== undefined ? devLocale(config as SiteConfig, opts.locale) : defaultLocaleContext(config as SiteConfig);
    const cfg = localeCtx ? localizeConfig(config as SiteConfig, localeCtx) : (config as SiteConfig);
    // The same refusal as `opdocs build`: a full rebuild swaps the output folder.
    const paths = sitePaths(cfg);
    checkSiteOutDir(paths, outDir);
    checkFolderPaths(siteDir, outDir);
    checkSiteSetup(cfg);
    const customCss = findCustomCss(cfg);
    const { result, errors, warnings } = await loadSite(cfg, { dev: true, parseCache, texts, signal: stopping.signal, ...(localeCtx ? { locale: localeCtx } : {}) });
    checkStopped();
    if (!result) throw new OpdocsErrors(errors);
    warnings.push(...uninstalledSwizzles(siteDir), ...configWarnings(cfg), ...missingFaviconWarnings(cfg));
    // As in a build, the MDX files' code modules come from their parse.
    const site: BundleSite = { siteDir, customCss, clientModules: findClientModules(cfg), staticDirs: paths.staticDirs, markdownFormat: cfg.markdown.format, math: cfg.markdown.math, mdx1Text: cfg.markdown.mdx1Compat.text, postcssPlugins: pluginPostcssOf(cfg), translations: codeMessages(cfg, localeCtx), siteConfig: generatedSiteConfig(cfg), codeModules: codeModulesOf(result),
      markdownLinks: () => Promise.resolve(result.markdownLinks), linkUses: new Map() };
    parseCache.save();
    const pages = pageSources(result.reactPages);
    const used = collectBodyComponents(result.routes);
    // A body that starts using another component needs new bundles, like a new page, and so do
    // new translations or config: the bundles hold them for `translate()` and `@generated/docusaurus.config`.
    const nextPagesKey = JSON.stringify([[...pages], used.names, [...(site.translations ?? [])], site.siteConfig]);
    const code = { siteDir, inSources, components: used.names, pageFiles: new Set(result.markdownFiles.values()), bundleInputs };
    // Markdown a React file imports holds the routes of the pages it links to: a page moved or gone needs it compiled again.
    const codeChanged = changed === null || changed.some((p) => editsCode(p, code)) || nextPagesKey !== pagesKey || linkUsesMoved(linkUses, result.markdownLinks);
    // Compared with the form the last rebuild wrote in: a config change is a full rebuild anyway.
    const full = !built || configChanged || codeChanged || !(await intact);
    // A full rebuild goes through staging like `opdocs build`; later ones patch the served folder.
    checkStopped();
    const staging = full ? createStaging(outDir) : null;
    const stopDiscarding = staging ? discardOnSignal(staging) : () => {};
    // Dev pages go where `opdocs build` would look for its own unchanged pages.
    forgetPages(resolveCacheDir(siteDir));
    const target = staging?.dir ?? outDir;
    try {
      if (full || !server || !manifest) {
        let inputs: string[] = [];
        const [s, m] = await Promise.all([
          bundleServer({ cacheDir: resolveCacheDir(siteDir), pages, baseUrl: cfg.baseUrl, site, components: used.names }),
          bundleClient({ outDir: target, baseUrl: cfg.baseUrl, pages, site, components: used.names, onInputs: (files) => { inputs = files; } }),
        ]);
        await server?.dispose();
        [server, manifest, pagesKey, linkUses] = [s, m, nextPagesKey, site.linkUses!];
        bundleInputs = new Set(inputs.filter((p) => !/\.mdx?$/i.test(p)));
      }
      await deliverQueuedSignals();
      checkStopped();
      const bodies = renderBodies({ site: result.site, routes: result.routes, server, siteDir, deps: new Map(result.shared.map((s) => [s.url, s.value])), markdownFiles: result.markdownFiles, marked: used.routes });
      if (bodies.errors.length) throw new OpdocsErrors(bodies.errors);
      result.routes = bodies.routes;
      const depJson = new Map(result.shared.map((s) => [s.url, s.json]));
      const shared = JSON.stringify([result.site, manifest, server.file, opts.bodyEnd ?? '', BUILD_ID]);
      const { todo, rendered: next } = routesToRender(full ? null : last, result.routes, shared, depJson);
      const rendered = await renderRoutes({
        site: result.site, config: cfg, routes: todo, server, manifest, buildId: BUILD_ID,
        deps: new Map(result.shared.map((s) => [s.url, s.value])),
        bodyEnd: opts.bodyEnd, serviceWorker: false, outDir: target, overwrite: !full, signal: stopping.signal,
      });
      checkStopped();
      if (rendered.errors.length) throw new OpdocsErrors(rendered.errors);
      // As `opdocs build` does: the links the re-rendered React pages hold.
      const pageLinks = applySeverities(checkReactPageLinks({ routes: todo, reactPages: result.reactPages, baseUrl: cfg.baseUrl, targets: result.linkTargets, linked: rendered.links, siteDir }), cfg);
      if (pageLinks.fatal.length) throw new OpdocsErrors(pageLinks.fatal);
      warnings.push(...pageLinks.warnings);
      const made = siteFiles(result, cfg, BUILD_ID, { readerFiles: 'on request' });
      writeSiteFiles(target, made, { onlyChanged: !full });
      copySiteAssets(target, result.copies, !full);
      const nextFiles = new Set([...made.keys(), ...result.copies.map((c) => c.to)]);
      const removedRoutes = full ? [] : removeGone(outDir, cfg, { routes: last?.routes ?? new Map(), files }, { routes: next.routes, files: nextFiles });
      checkStopped();
      void staging?.commit();
      stopDiscarding();
      last = next;
      files = nextFiles;
      form = { baseUrl: cfg.baseUrl, trailingSlash: cfg.trailingSlash };
      onDemand = [...result.onDemand, ...readerFilesOnRequest(result, cfg)];
      built = true;
      return {
        outDir, baseUrl: cfg.baseUrl, routes: result.routes.length, watchPaths: withImportedFiles([...result.watchPaths, ...site.customCss, ...(site.clientModules ?? []), join(siteDir, 'theme'), join(siteDir, 'src'), ...(localeCtx ? [localeCtx.dir] : [])], bundleInputs),
        changedRoutes: full ? null : todo.map((r) => r.path), removedRoutes, warnings,
      };
    } catch (err) {
      staging?.discard();
      stopDiscarding();
      throw err;
    }
  }

  return {
    rebuild,
    makeOnDemand(rel) {
      const due = onDemand.filter((d) => rel.startsWith(d.prefix));
      if (!due.length) return;
      onDemand = onDemand.filter((d) => !due.includes(d));
      writeSiteFiles(outDir, new Map(due.flatMap((d) => d.make()).map((f) => [f.path, f.data])), { onlyChanged: true });
    },
    stop() {
      stopping.abort(new RebuildStopped());
    },
    async dispose() {
      await server?.dispose();
      server = null;
    },
  };
}

/** The locale context `--locale` names (the default locale's only when it has an i18n/ folder); an unknown code is an error. */
function devLocale(config: SiteConfig, code: string): LocaleContext | undefined {
  checkLocaleOption(config, code);
  return localeContextOf(config, code);
}
