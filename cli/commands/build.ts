/**
 * `opdocs build`: config → content pipeline → bundles → render → write → service worker →
 * swap into place. Any user error aborts before the swap, leaving the old output intact.
 */
import { resolve, join, dirname } from 'node:path';
import { mkdir, writeFile, copyFile } from 'node:fs/promises';
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { loadConfig } from '../config/load-config.js';
import { renderJsonSchema } from '../config/write-schema.js';
import { loadSite } from '../pipeline/site.js';
import { pageSources } from '../bundle/paths.js';
import { bundleClient } from '../bundle/bundle-client.js';
import { bundleServer, type LoadedServerBundle } from '../bundle/bundle-server.js';
import { renderRoutes } from '../render/render-pool.js';
import { createStaging, type Staging } from '../output/commit.js';
import { checkOutDir } from '../output/out-dir.js';
import { computeBuildId } from '../output/build-id.js';
import { createCsp } from '../render/document.js';
import { renderHeadersFile } from '../render/csp.js';
import { renderSitemap } from '../output/sitemap.js';
import { renderFeeds } from '../output/feeds.js';
import { writeServiceWorker } from '../output/service-worker.js';
import { htmlFileFor, dataFileFor } from '../pipeline/routes/url.js';
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

/**
 * Where the server bundle is written for the length of a build: the site's node_modules cache,
 * or the system temp folder when the site folder is read-only.
 */
function resolveCacheDir(siteDir: string): string {
  const preferred = join(siteDir, 'node_modules', '.cache', 'opdocs');
  try {
    mkdirSync(preferred, { recursive: true });
    accessSync(preferred, constants.W_OK);
    return preferred;
  } catch {
    return join(tmpdir(), 'opdocs-cache');
  }
}

/** Builds the site in `siteDir` into `outDir`. */
export async function buildSite(opts: BuildOptions): Promise<BuildResult> {
  const siteDir = resolve(opts.siteDir);
  const outDir = resolve(siteDir, opts.outDir);
  const timer = createTimer(opts.quiet);
  // Stack traces of a React page that throws during rendering point into the site's source.
  process.setSourceMapsEnabled(true);
  const config = await loadConfig(siteDir);
  timer.step('config');
  checkOutDir({ siteDir, contentDir: join(config.siteDir, config.contentDir), outDir });
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
  let serverPromise: Promise<LoadedServerBundle> | undefined;
  try {
    const { result, errors } = await loadSite(config, {
      dev: opts.dev,
      // The bundles start as soon as the React pages are known and run (in esbuild's own
      // process) while the markdown is parsed here.
      reactPageMeta: async (reactPages) => {
        serverPromise ??= bundleServer({ cacheDir: resolveCacheDir(siteDir), pages: pageSources(reactPages), baseUrl: config.baseUrl });
        return (await serverPromise).reactMeta;
      },
    });
    if (!result) throw new OpdocsErrors(errors);
    timer.step('load', `${result.routes.length} routes`);
    const [server, manifest] = await Promise.all([
      serverPromise as Promise<LoadedServerBundle>,
      bundleClient({ outDir: staging.dir, siteDir, baseUrl: config.baseUrl, pages: pageSources(result.reactPages) }),
    ]);
    timer.step('bundle');
    const buildId = computeBuildId({ site: result.site, routes: result.routes, shared: result.shared, manifest, copies: result.copies, dev: opts.dev });
    const deps = new Map<string, unknown>(result.shared.map((s) => [s.url, JSON.parse(s.json)]));
    const rendered = await renderRoutes({
      site: result.site, config, routes: result.routes, server, manifest, deps, buildId,
      bodyEnd: opts.bodyEnd, serviceWorker: !opts.dev, outDir: staging.dir, csp: !opts.dev,
    });
    const { pages, bytes, errors: renderErrors } = rendered;
    if (renderErrors.length) throw new OpdocsErrors(renderErrors);
    timer.step('render', `${pages} pages`);
    const write = (rel: string, data: string) => {
      mkdirSync(dirname(join(staging.dir, rel)), { recursive: true });
      writeFileSync(join(staging.dir, rel), data);
    };
    for (const s of result.shared) write(s.file, s.json);
    write('sitemap.xml', renderSitemap(result.site, result.routes));
    for (const [file, xml] of renderFeeds(result.site, config, result.routes)) write(file, xml);
    write('__opdocs.json', JSON.stringify({ baseUrl: config.baseUrl, buildId }));
    write('site.config.schema.json', renderJsonSchema());
    if (!opts.dev) write('_headers', renderHeadersFile(createCsp({ site: result.site, config, headScripts: server.renderHeadScripts(result.site) })));
    await Promise.all(result.copies.map(async (c) => {
      const to = join(staging.dir, c.to);
      await mkdir(dirname(to), { recursive: true });
      await copyFile(c.from, to);
    }));
    await writeFile(join(siteDir, 'site.config.schema.json'), renderJsonSchema()).catch(() => undefined);
    timer.step('write');
    if (!opts.dev) {
      await writeServiceWorker(staging.dir, config.baseUrl);
      timer.step('service worker');
    }
    staging.commit();
    await server.dispose();
    const summary = timer.done(`${result.routes.length} routes, ${pages} pages, ${(bytes / 1024).toFixed(0)} KiB of HTML → ${outDir}`);
    return { outDir, baseUrl: config.baseUrl, routes: result.routes.length, pages, bytes, ms: summary, watchPaths: result.watchPaths };
  } catch (err) {
    staging.discard();
    await serverPromise?.then((s: LoadedServerBundle) => s.dispose(), () => undefined);
    throw err;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

