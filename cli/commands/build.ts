/**
 * `opdocs build`: config → content pipeline → bundles → render → write → service worker →
 * swap into place. Any user error aborts before the swap, leaving the old output intact.
 */
import { resolve, join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { loadConfigWithErrors } from '../config/load-config.js';
import { renderJsonSchema } from '../config/write-schema.js';
import { loadSite, sitePaths } from '../pipeline/site.js';
import { createParseCache } from '../pipeline/parse/parse-cache.js';
import { workerCodeId } from '../workers/pool.js';
import { pageSources } from '../bundle/paths.js';
import { bundleClient } from '../bundle/bundle-client.js';
import { bundleServer, type LoadedServerBundle } from '../bundle/bundle-server.js';
import { renderRoutes } from '../render/render-pool.js';
import { createStaging, type Staging } from '../output/commit.js';
import { checkOutDir } from '../output/out-dir.js';
import { computeBuildId } from '../output/build-id.js';
import { createCsp } from '../render/document.js';
import { renderHeadersFile } from '../render/csp.js';
import { copySiteAssets, siteFiles, writeSiteFiles } from '../output/site-files.js';
import { writeServiceWorker } from '../output/service-worker.js';
import { formatWarnings, OpdocsErrors, type OpdocsWarning } from '../errors.js';
import { createTimer } from './timer.js';

export interface BuildOptions {
  siteDir: string;
  outDir: string;
  quiet?: boolean;
  /** serve --watch: include drafts, no service worker. */
  dev?: boolean;
  /** Markup appended to every page body (the dev reload client). */
  bodyEnd?: string;
}

export interface BuildResult {
  outDir: string;
  baseUrl: string;
  routes: number;
  pages: number;
  bytes: number;
  ms: number;
  watchPaths: string[];
  /** Broken links, anchors and images the config lets through (`onBroken*: "warn" | "log"`). */
  warnings: OpdocsWarning[];
}

/** Builds the site in `siteDir` into `outDir`. */
export async function buildSite(opts: BuildOptions): Promise<BuildResult> {
  const siteDir = resolve(opts.siteDir);
  const outDir = resolve(siteDir, opts.outDir);
  const timer = createTimer(opts.quiet);
  // Stack traces of a React page that throws during rendering point into the site's source.
  process.setSourceMapsEnabled(true);
  const { config, errors: configErrors } = await loadConfigWithErrors(siteDir);
  // With some keys wrong the config still loads (those keys at their defaults), so content
  // errors are reported in the same run; nothing is written while any error stands.
  if (!config) throw new OpdocsErrors(configErrors);
  timer.step('config');
  const paths = sitePaths(config);
  checkOutDir({ siteDir, contentDir: paths.contentDir, outDir, inputDirs: [paths.docsDir, paths.blogDir, paths.pagesDir, ...paths.staticDirs] });
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
  let server: LoadedServerBundle | undefined;
  try {
    const cacheDir = join(siteDir, 'node_modules', '.cache', 'opdocs');
    const code = workerCodeId('parse-worker');
    const parseCache = code ? createParseCache({ file: join(cacheDir, 'parse.bin'), code }) : undefined;
    const { result, errors, warnings } = await loadSite(config, { dev: opts.dev, parseCache });
    if (!result || configErrors.length) throw new OpdocsErrors([...configErrors, ...errors]);
    if (warnings.length && !opts.quiet) process.stderr.write(`${formatWarnings(warnings, siteDir)}\n`);
    parseCache?.save();
    timer.step('load', `${result.routes.length} routes`);
    const pages = pageSources(result.reactPages);
    const [loadedServer, manifest] = await Promise.all([
      bundleServer({ cacheDir, pages, baseUrl: config.baseUrl }),
      bundleClient({ outDir: staging.dir, siteDir, baseUrl: config.baseUrl, pages }),
    ]);
    server = loadedServer;
    timer.step('bundle');
    const buildId = computeBuildId({ site: result.site, routes: result.routes, shared: result.shared, manifest, copies: result.copies, dev: opts.dev });
    const deps = new Map<string, unknown>(result.shared.map((s) => [s.url, s.value]));
    const rendered = await renderRoutes({
      site: result.site, config, routes: result.routes, server, manifest, deps, buildId,
      bodyEnd: opts.bodyEnd, serviceWorker: !opts.dev, outDir: staging.dir, csp: !opts.dev,
    });
    if (rendered.errors.length) throw new OpdocsErrors(rendered.errors);
    timer.step('render', `${rendered.pages} pages`);
    const files = siteFiles(result, config, buildId);
    files.set('site.config.schema.json', renderJsonSchema());
    if (!opts.dev) files.set('_headers', renderHeadersFile(createCsp({ site: result.site, config, headScripts: server.renderHeadScripts(result.site) })));
    writeSiteFiles(staging.dir, files);
    copySiteAssets(staging.dir, result.copies);
    await writeFile(join(siteDir, 'site.config.schema.json'), renderJsonSchema()).catch(() => undefined);
    timer.step('write');
    if (!opts.dev) {
      await writeServiceWorker(staging.dir, config.baseUrl);
      timer.step('service worker');
    }
    staging.commit();
    await server.dispose();
    const summary = timer.done(`${result.routes.length} routes, ${rendered.pages} pages, ${(rendered.bytes / 1024).toFixed(0)} KiB of HTML → ${outDir}`);
    return { outDir, baseUrl: config.baseUrl, routes: result.routes.length, pages: rendered.pages, bytes: rendered.bytes, ms: summary, watchPaths: result.watchPaths, warnings };
  } catch (err) {
    staging.discard();
    await server?.dispose().catch(() => undefined);
    throw err;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
