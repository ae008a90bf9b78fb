/**
 * `opdocs build`: config → content pipeline → bundles → render → write → service worker →
 * swap into place. Any user error aborts before the swap, leaving the old output intact.
 */
import { resolve, join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { loadConfigWithErrors } from '../config/load-config.js';
import { renderJsonSchema } from '../config/write-schema.js';
import { loadSite } from '../pipeline/site.js';
import { createParseCache } from '../pipeline/parse/parse-cache.js';
import { workerCodeId } from '../workers/pool.js';
import { pageSources } from '../bundle/paths.js';
import { bundleClient } from '../bundle/bundle-client.js';
import { bundleServer, type LoadedServerBundle } from '../bundle/bundle-server.js';
import { renderRoutes } from '../render/render-pool.js';
import { createStaging } from '../output/commit.js';
import { copySiteAssets, siteFiles, writeSiteFiles } from '../output/site-files.js';
import { writeServiceWorker } from '../output/service-worker.js';
import { OpdocsErrors } from '../errors.js';
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
}

/** Builds the site in `siteDir` into `outDir`. */
export async function buildSite(opts: BuildOptions): Promise<BuildResult> {
  const siteDir = resolve(opts.siteDir);
  const outDir = resolve(siteDir, opts.outDir);
  const timer = createTimer(opts.quiet);
  const { config, errors: configErrors } = await loadConfigWithErrors(siteDir);
  // With some keys wrong the config still loads (those keys at their defaults), so content
  // errors are reported in the same run; nothing is written while any error stands.
  if (!config) throw new OpdocsErrors(configErrors);
  timer.step('config');
  const staging = await createStaging(outDir);
  let server: LoadedServerBundle | undefined;
  try {
    const cacheDir = join(siteDir, 'node_modules', '.cache', 'opdocs');
    const code = workerCodeId('parse-worker');
    const parseCache = code ? createParseCache({ file: join(cacheDir, 'parse.bin'), code }) : undefined;
    const { result, errors } = await loadSite(config, { dev: opts.dev, parseCache });
    if (!result || configErrors.length) throw new OpdocsErrors([...configErrors, ...errors]);
    parseCache?.save();
    timer.step('load', `${result.routes.length} routes`);
    const pages = pageSources(result.reactPages);
    const [loadedServer, manifest] = await Promise.all([
      bundleServer({ cacheDir, pages, baseUrl: config.baseUrl }),
      bundleClient({ outDir: staging.dir, baseUrl: config.baseUrl, pages }),
    ]);
    server = loadedServer;
    timer.step('bundle');
    const buildId = randomBytes(6).toString('hex');
    const deps = new Map<string, unknown>(result.shared.map((s) => [s.url, s.value]));
    const rendered = await renderRoutes({
      site: result.site, config, routes: result.routes, server, manifest, deps, buildId,
      bodyEnd: opts.bodyEnd, serviceWorker: !opts.dev, outDir: staging.dir,
    });
    const { bytes, errors: renderErrors } = rendered;
    if (renderErrors.length) throw new OpdocsErrors(renderErrors);
    timer.step('render', `${rendered.pages} pages`);
    writeSiteFiles(staging.dir, siteFiles(result, config, buildId));
    writeSiteFiles(staging.dir, new Map([['site.config.schema.json', renderJsonSchema()]]));
    copySiteAssets(staging.dir, result.copies);
    await writeFile(join(siteDir, 'site.config.schema.json'), renderJsonSchema()).catch(() => undefined);
    timer.step('write');
    if (!opts.dev) {
      await writeServiceWorker(staging.dir, config.baseUrl);
      timer.step('service worker');
    }
    await staging.commit();
    await server.dispose();
    const summary = timer.done(`${result.routes.length} routes, ${rendered.pages} pages, ${(bytes / 1024).toFixed(0)} KiB of HTML → ${outDir}`);
    return { outDir, baseUrl: config.baseUrl, routes: result.routes.length, pages: rendered.pages, bytes, ms: summary, watchPaths: result.watchPaths };
  } catch (err) {
    await staging.discard();
    await server?.dispose().catch(() => undefined);
    throw err;
  }
}

