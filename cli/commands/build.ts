/**
 * `opdocs build`: config → content pipeline → bundles → render → write → service worker →
 * swap into place. Any user error aborts before the swap, leaving the old output intact.
 */
import { resolve, join, dirname } from 'node:path';
import { mkdir, writeFile, copyFile } from 'node:fs/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config/load-config.js';
import { renderJsonSchema } from '../config/write-schema.js';
import { loadSite } from '../pipeline/site.js';
import { pageSources } from '../bundle/paths.js';
import { bundleClient } from '../bundle/bundle-client.js';
import { bundleServer, type LoadedServerBundle } from '../bundle/bundle-server.js';
import { renderRoutes } from '../render/render-pool.js';
import { createStaging } from '../output/commit.js';
import { renderSitemap } from '../output/sitemap.js';
import { renderFeeds } from '../output/feeds.js';
import { writeServiceWorker } from '../output/service-worker.js';
import { htmlFileFor, dataFileFor } from '../pipeline/routes/url.js';
import { emitSearch, getSidebarsByUrl } from '../pipeline/search/emit.js';
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
  const config = await loadConfig(siteDir);
  timer.step('config');
  const staging = await createStaging(outDir);
  let serverPromise: Promise<LoadedServerBundle> | undefined;
  try {
    const { result, errors } = await loadSite(config, {
      dev: opts.dev,
      // The bundles start as soon as the React pages are known and run (in esbuild's own
      // process) while the markdown is parsed here.
      reactPageMeta: async (reactPages) => {
        serverPromise ??= bundleServer({ cacheDir: join(siteDir, 'node_modules', '.cache', 'opdocs'), pages: pageSources(reactPages), baseUrl: config.baseUrl });
        return (await serverPromise).reactMeta;
      },
    });
    if (!result) throw new OpdocsErrors(errors);
    timer.step('load', `${result.routes.length} routes`);
    const [server, manifest] = await Promise.all([
      serverPromise as Promise<LoadedServerBundle>,
      bundleClient({ outDir: staging.dir, baseUrl: config.baseUrl, pages: pageSources(result.reactPages) }),
    ]);
    timer.step('bundle');
    // Search hook: records and index files; the index URL goes into the site data every page embeds.
    const search = emitSearch({ site: result.site, routes: result.routes, blocks: result.searchBlocks, sidebars: getSidebarsByUrl(result.shared) });
    if (search.indexUrl && result.site.search) result.site.search.indexUrl = search.indexUrl;
    timer.step('search', `${search.records.length} records`);
    const buildId = randomBytes(6).toString('hex');
    const deps = new Map<string, unknown>(result.shared.map((s) => [s.url, JSON.parse(s.json)]));
    const rendered = await renderRoutes({
      site: result.site, config, routes: result.routes, server, manifest, deps, buildId,
      bodyEnd: opts.bodyEnd, serviceWorker: !opts.dev, outDir: staging.dir,
    });
    const { pages, bytes, errors: renderErrors } = rendered;
    if (renderErrors.length) throw new OpdocsErrors(renderErrors);
    timer.step('render', `${pages} pages`);
    const write = (rel: string, data: string | Uint8Array) => {
      mkdirSync(dirname(join(staging.dir, rel)), { recursive: true });
      writeFileSync(join(staging.dir, rel), data);
    };
    for (const s of result.shared) write(s.file, s.json);
    for (const f of search.files) write(f.path, f.data);
    write('sitemap.xml', renderSitemap(result.site, result.routes));
    for (const [file, xml] of renderFeeds(result.site, config, result.routes)) write(file, xml);
    write('__opdocs.json', JSON.stringify({ baseUrl: config.baseUrl, buildId }));
    write('site.config.schema.json', renderJsonSchema());
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
    await staging.commit();
    await server.dispose();
    const summary = timer.done(`${result.routes.length} routes, ${pages} pages, ${(bytes / 1024).toFixed(0)} KiB of HTML → ${outDir}`);
    return { outDir, baseUrl: config.baseUrl, routes: result.routes.length, pages, bytes, ms: summary, watchPaths: result.watchPaths };
  } catch (err) {
    await staging.discard();
    await serverPromise?.then((s: LoadedServerBundle) => s.dispose(), () => undefined);
    throw err;
  }
}

