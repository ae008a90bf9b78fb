/**
 * `opdocs build`: config → content pipeline → bundles → render → write → service worker →
 * swap into place. Any user error aborts before the swap, leaving the old output intact.
 */
import { resolve, join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { loadConfigWithErrors } from '../config/load-config.js';
import { applySeverities, loadSite, sitePaths, siteWatchPaths } from '../pipeline/site.js';
import { checkReactPageLinks } from '../render/react-page-links.js';
import { listReactPages } from '../pipeline/features/pages.js';
import { createParseCache, type ParseCache } from '../pipeline/parse/parse-cache.js';
import { workerCodeId } from '../workers/pool.js';
import { codeModulesOf, startBundlesEarly } from '../bundle/bundle-site.js';
import type { BundleSite } from '../bundle/bundle-client.js';
import { endRender, prepareRenderThreads, renderRoutes, rendersOnThreads } from '../render/render-pool.js';
import { routeDigests, routeKeys } from '../render/route-keys.js';
import { reusePages } from '../render/reuse-pages.js';
import { renderBodies } from '../render/render-bodies.js';
import { collectBodyComponents } from '../render/content-imports.js';
import { createStaging, type Staging } from '../output/commit.js';
import { checkSiteOutDir } from '../output/out-dir.js';
import { resolveCacheDir } from '../output/cache-dir.js';
import { computeBuildId } from '../output/build-id.js';
import { createCsp, volatileParts } from '../render/document.js';
import { renderHeadersFile } from '../render/csp.js';
import { copySiteAssets, siteFiles, writeSiteFiles } from '../output/site-files.js';
import { writeServiceWorker } from '../output/service-worker.js';
import { describeFile, isPrecachable, type KnownFile } from '../output/precache-manifest.js';
import { routeFiles } from '../render/write-page.js';
import { copyAppIcons, renderAppIcons } from '../output/app-icons.js';
import { appIconSource, createWebManifest, WEB_MANIFEST_FILE } from '../output/web-manifest.js';
import { formatWarnings, OpdocsErrors, type OpdocsWarning } from '../errors.js';
import { createTimer } from './timer.js';
import { buildKey, checkUpToDate, codeId, recordBuild, startFingerprint } from '../output/up-to-date.js';
import { OPDOCS_ROOT, RUNTIME_DIR, THEME_DIR } from '../bundle/paths.js';
import { checkSiteSetup, findClientModules, findCustomCss } from './site-checks.js';
import { setImmediate } from 'node:timers/promises';

export interface BuildOptions {
  siteDir: string;
  outDir: string;
  quiet?: boolean;
  /** serve --watch: include drafts, no service worker. */
  dev?: boolean;
  /** Markup appended to every page body (the dev reload client). */
  bodyEnd?: string;
  /** Build even when nothing changed since the last build. */
  force?: boolean;
}

export interface BuildResult {
  outDir: string;
  baseUrl: string;
  routes: number;
  pages: number;
  /** Pages linked unchanged from the previous output instead of rendered. */
  reused: number;
  bytes: number;
  ms: number;
  watchPaths: string[];
  /** Broken links, anchors and images the config lets through (`onBroken*: "warn" | "log"`). */
  warnings: OpdocsWarning[];
}

/** Files written between two turns of the event loop while pages render. */
const WRITE_SLICE = 256;

const hashFile = (file: string) => createHash('sha256').update(readFileSync(file)).digest('base64url');

/** Builds the site in `siteDir` into `outDir`. */
export async function buildSite(opts: BuildOptions): Promise<BuildResult> {
  const siteDir = resolve(opts.siteDir);
  const outDir = resolve(siteDir, opts.outDir);
  const timer = createTimer(opts.quiet);
  const { config, errors: configErrors } = await loadConfigWithErrors(siteDir);
  // With some keys wrong the config still loads (those keys at their defaults), so content
  // errors are reported in the same run; nothing is written while any error stands.
  if (!config) throw new OpdocsErrors(configErrors);
  checkSiteSetup(config);
  const bundleSite: BundleSite = { siteDir, customCss: findCustomCss(config), clientModules: findClientModules(config), staticDirs: sitePaths(config).staticDirs, markdownFormat: config.markdown.format, math: config.markdown.math, mdx1Text: config.markdown.mdx1Compat.text };
  timer.step('config');
  const paths = sitePaths(config);
  checkSiteOutDir(paths, outDir);
  // Only a built opdocs knows its own code (from source, the check is skipped).
  const code = opts.dev ? null : codeId(join(OPDOCS_ROOT, 'dist'));
  const key = code ? buildKey([code, config, outDir, opts.bodyEnd ?? '']) : null;
  const cacheDir = resolveCacheDir(siteDir);
  const check = key && !opts.force ? await checkUpToDate(cacheDir, key, outDir) : null;
  if (check?.unchanged) {
    const { last } = check;
    if (last.warnings && !opts.quiet) process.stderr.write(`${last.warnings}\n`);
    const ms = timer.done(`${outDir}: nothing changed since the last build (${last.routes} routes; --force rebuilds)`, 'up to date:');
    return { outDir, baseUrl: config.baseUrl, routes: last.routes, pages: last.pages, reused: last.pages, bytes: 0, ms, watchPaths: last.roots, warnings: [] };
  }
  const watchPaths = [...siteWatchPaths(config), ...bundleSite.customCss, ...(bundleSite.clientModules ?? []), join(siteDir, 'theme')];
  const roots = [...watchPaths, config.configFile, join(siteDir, 'package.json'), join(siteDir, 'package-lock.json'), THEME_DIR, RUNTIME_DIR];
  let inputs: Promise<string> | undefined;
  // Ctrl-C or a kill mid-build: remove the staging folder (and finish or undo a half-done
  // swap) synchronously, then exit as the signal would have. Installed before the staging
  // folder exists, so no signal can find one without a handler.
  let staging: Staging | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    staging?.discard();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    staging = createStaging(outDir);
  } catch (err) {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    throw err;
  }
  let bundles: ReturnType<typeof startBundlesEarly> | undefined;
  let icons: Promise<string> | undefined;
  let parseCache: ParseCache | undefined;
  let cacheSaved: Promise<void> | undefined;
  let loaded = false;
  let ended = false;
  try {
    // Work that needs only the config or the list of React pages starts at once and runs
    // beside the content load (esbuild in its own process); it is awaited where its result is needed.
    bundles = startBundlesEarly({ cacheDir, outDir: staging.dir, baseUrl: config.baseUrl, site: bundleSite }, listReactPages(paths.pagesDir));
    const icon = opts.dev ? null : appIconSource(config);
    const parserCode = workerCodeId('parse-worker');
    parseCache = parserCode ? createParseCache({ file: join(cacheDir, 'parse.bin'), code: parserCode }) : undefined;
    const { result, errors, warnings } = await loadSite(config, {
      dev: opts.dev, parseCache, onParseProgress: (files, total) => timer.progress('load', files, total, 'files parsed'),
      // The pages to render are about the files parsed afresh (the others' pages are mostly kept).
      onRead: () => {
        if (key) inputs = startFingerprint(check, roots, outDir);
      },
      onParsed: (fresh) => void bundles?.serverFile().then((file) => {
        if (!ended) prepareRenderThreads(file, fresh);
      }, () => undefined),
    });
    if (!result || configErrors.length) throw new OpdocsErrors([...configErrors, ...errors]);
    loaded = true;
    let warningText = warnings.length ? formatWarnings(warnings, siteDir) : '';
    if (warningText && !opts.quiet) process.stderr.write(`${warningText}\n`);
    // The files derived from the whole site (the search index: tens of MB of bytes on large
    // sites) go to disk now rather than being held through rendering.
    const known = new Map<string, KnownFile>();
    // Precachable files are described as they are written, so the precache list need not read them back.
    const stagingDir = staging.dir;
    const linkFrom = existsSync(outDir) ? outDir : undefined;
    const writeFiles = (files: Map<string, string | Uint8Array>) => {
      writeSiteFiles(stagingDir, files, { linkFrom });
      for (const [rel, data] of files) if (isPrecachable(rel)) known.set(rel, describeFile(data));
    };
    // What serve --watch makes only when asked for, a build makes now.
    writeFiles(new Map([...result.files, ...result.onDemand.flatMap((d) => d.make())].map((f) => [f.path, f.data])));
    result.files = [];
    timer.step('load', `${result.routes.length} routes`);
    const used = collectBodyComponents(result.routes);
    // The MDX files' code modules, as their parse made them: the bundles need not parse them again.
    bundleSite.codeModules = codeModulesOf(result);
    const confirmed = bundles.confirm(result.reactPages, used.names);
    // The app icons start while esbuild finishes: loading sharp blocks this thread (a native
    // library of 18 MB, up to half a second when it is not in the page cache), which the
    // content load must not wait for; its resizing then runs on libuv threads beside rendering.
    if (icon?.kind === 'raster') {
      icons = renderAppIcons({ config, sourceFile: join(siteDir, config.contentDir, 'static', icon.rel), cacheDir });
      // Its failure is reported where it is awaited, after any content errors, as before.
      icons.catch(() => undefined);
    }
    const { server: ssr, manifest } = await (await confirmed).result();
    timer.step('bundle');
    const deps = new Map<string, unknown>(result.shared.map((s) => [s.url, s.value]));
    const bodies = renderBodies({ site: result.site, routes: result.routes, server: ssr, deps, markdownFiles: result.markdownFiles, marked: used.routes });
    if (bodies.errors.length) throw new OpdocsErrors(bodies.errors);
    result.routes = bodies.routes;
    // Each route's data digested once, for the build id and the render keys.
    const digests = routeDigests(result.routes);
    const buildId = computeBuildId({ site: result.site, routes: result.routes, routeDigests: digests, shared: result.shared, manifest, copies: result.copies, dev: opts.dev, code });
    for (const d of result.deferred) d.name(buildId);
    // Everything every page shares: when it and a route's data are as last time, so is the page
    // (but for its volatile parts, which reusePages writes into kept pages).
    // The whole config counts too: options such as csp change every page without changing site data.
    const volatile = volatileParts(result.site, buildId);
    const sharedKey = JSON.stringify([config, volatile.stable, manifest, hashFile(ssr.file), opts.bodyEnd ?? '', opts.dev ?? false]);
    const keys = routeKeys(result.routes, sharedKey, new Map(result.shared.map((s) => [s.url, s.json])), digests);
    const reuse = reusePages({ cacheDir, outDir, stagingDir: staging.dir, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, routes: result.routes, keys, marks: volatile.marks });
    // While threads render, this thread is free: the parse cache is written meanwhile, in
    // slices so the threads' requests for more pages are answered between them.
    cacheSaved = parseCache && rendersOnThreads(reuse.todo.length) ? parseCache.saveInSlices() : undefined;
    const rendered = await renderRoutes({
      meanwhile: async () => {
        // Written a few hundred files at a time: render threads wait on this thread for routes.
        for (const d of result.deferred) {
          const made = await d.make();
          for (let i = 0; i < made.length; i += WRITE_SLICE) {
            writeFiles(new Map(made.slice(i, i + WRITE_SLICE).map((f) => [f.path, f.data])));
            await setImmediate();
          }
        }
      },
      site: result.site, config, routes: reuse.todo, server: ssr, manifest, deps, buildId, known,
      bodyEnd: opts.bodyEnd, serviceWorker: !opts.dev, outDir: staging.dir, csp: !opts.dev && config.csp, analytics: !opts.dev,
      onProgress: (pages, total) => timer.progress('render', pages, total, 'pages rendered'),
    });
    if (rendered.errors.length) throw new OpdocsErrors(rendered.errors);
    // Kept pages are in the staging folder too: every React page's links are checked each build.
    const pageLinks = applySeverities(checkReactPageLinks({ routes: result.routes, reactPages: result.reactPages, outDir: staging.dir, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, targets: result.linkTargets }), config);
    if (pageLinks.fatal.length) throw new OpdocsErrors(pageLinks.fatal);
    if (pageLinks.warnings.length) {
      warnings.push(...pageLinks.warnings);
      const text = formatWarnings(pageLinks.warnings, siteDir);
      if (!opts.quiet) process.stderr.write(`${text}\n`);
      // Replayed by a later build that finds nothing changed.
      warningText = warningText ? `${warningText}\n${text}` : text;
    }
    timer.step('render', `${rendered.pages} pages${reuse.reused ? `, ${reuse.reused} unchanged` : ''}`);
    const files = siteFiles(result, config, buildId);
    if (!opts.dev) files.set(WEB_MANIFEST_FILE, JSON.stringify(createWebManifest(config), null, 2));
    if (!opts.dev && config.csp) files.set('_headers', renderHeadersFile(createCsp({ site: result.site, config, headScripts: ssr.renderHeadScripts(result.site) })));
    writeFiles(files);
    copySiteAssets(staging.dir, result.copies);
    timer.step('write');
    if (!opts.dev) {
      if (icons) await copyAppIcons(await icons, staging.dir);
      const sw = await writeServiceWorker(staging.dir, {
        baseUrl: config.baseUrl, buildId, cacheDir, precache: config.offline.precache, maxPrecacheBytes: config.offline.maxPrecacheMB * 1e6, known,
        dataFiles: result.routes.flatMap((r) => routeFiles(r, config).slice(1)),
      });
      const noIcon = icon ? '' : '; not installable: no PNG, WebP, JPEG or SVG icon (set "offline.icon")';
      timer.step('offline', `${sw.mode === 'all' ? 'every page' : 'pages as read'}; precache ${sw.precached} files, ${(sw.bytes / 1024).toFixed(0)} KiB${noIcon}`);
    }
    void staging.commit();
    reuse.save();
    if (cacheSaved) await cacheSaved;
    else parseCache?.save();
    await bundles.discard();
    if (key && inputs) await recordBuild(cacheDir, outDir, inputs, { key, roots, routes: result.routes.length, pages: rendered.pages + reuse.reused, warnings: warningText });
    const summary = timer.done(`${result.routes.length} routes, ${rendered.pages + reuse.reused} pages${reuse.reused ? ` (${reuse.reused} unchanged)` : `, ${(rendered.bytes / 1024).toFixed(0)} KiB of HTML`} → ${outDir}`);
    return { outDir, baseUrl: config.baseUrl, routes: result.routes.length, pages: rendered.pages + reuse.reused, reused: reuse.reused, bytes: rendered.bytes, ms: summary, watchPaths, warnings };
  } catch (err) {
    // esbuild may still be writing into the staging folder and sharp into the cache: let them
    // finish before the staging folder goes, so none is left behind.
    await Promise.allSettled([bundles?.discard(), icons]);
    staging.discard();
    // A build that fails after its content loaded (a React page throws) keeps its parses for the next.
    if (cacheSaved) await cacheSaved;
    else if (loaded) parseCache?.save();
    throw err;
  } finally {
    ended = true;
    void endRender();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
