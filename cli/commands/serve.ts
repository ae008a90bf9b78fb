/**
 * `opdocs serve [--watch]`. Without watch: serve an existing build as a static host would.
 * With watch: build in dev mode, serve, rebuild on changes and reload open pages. A failing
 * rebuild never stops the server: the last good output stays up and the browser shows the error.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { formatWarnings, OpdocsError, type OpdocsWarning } from '../errors.js';
import { describeBuildFailure } from './watch-failure.js';
import { abandonSiteCode } from '../site-code.js';
import {
  CONFIG_FILE, createIgnore, findOpdocsSourceDirs, loadOutputBaseUrl, loadSiteHints, OUTPUT_INFO_FILE,
} from '../serve/site-paths.js';
import { checkCanListen } from '../serve/listen-error.js';
import { createStaticServer, type StaticServer } from '../serve/static-server.js';
import { createWatcher, type Watcher } from '../serve/watcher.js';
import { changedLine } from './changed-line.js';

/** The shape of `buildSite` from ./build.ts, repeated here so tests can pass a fake. */
export type BuildSite = (opts: { siteDir: string; outDir: string; quiet?: boolean; dev?: boolean }) =>
  Promise<{ outDir: string; baseUrl: string; routes: number; watchPaths: string[] }>;

/** Where serve prints progress (stdout) and problems (stderr). */
export interface ServeLogger {
  info(text: string): void;
  error(text: string): void;
}

/** Options of {@link serveCommand}. */
export interface ServeCommandOptions {
  /** Folder holding site.config.json. */
  siteDir: string;
  /** Output folder, relative to siteDir (or absolute), e.g. "build". */
  dir: string;
  port: number;
  host: string;
  /** Build in dev mode, rebuild on changes and live-reload pages. */
  watch: boolean;
  /** With watch: the locale to build and serve (default: the default locale), as `docusaurus start --locale`. */
  locale?: string;
  /** Test hook: the build to run instead of ./build.ts. */
  build?: BuildSite;
  /** Test hook: opdocs' own source folders to watch. Default: theme/ and runtime/ of this install. */
  sourceDirs?: string[];
  /** Test hook: where to print. Default: console. */
  logger?: ServeLogger;
}

/** A running `opdocs serve`. */
export interface ServeHandle {
  /** The site's URL, base URL included. */
  url: string;
  /** Stops watching and serving. */
  close(): Promise<void>;
}

const consoleLogger: ServeLogger = {
  info: (text) => console.log(text),
  error: (text) => console.error(text),
};

/** Runs `opdocs serve`; resolves once the server listens (and, with watch, the watcher is ready). */
export async function serveCommand(opts: ServeCommandOptions): Promise<ServeHandle> {
  const siteDir = resolve(opts.siteDir);
  const outDir = resolve(siteDir, opts.dir);
  const log = opts.logger ?? consoleLogger;
  if (!isLoopback(opts.host)) {
    log.error(`warning: serving on ${opts.host}, which other machines can reach. \`opdocs serve\` is a preview server, not a production host${opts.watch ? ', and watch mode shows build errors (with file paths) to every visitor' : ''}.
  hint: use --host 127.0.0.1 unless you mean to share it on your network`);
  }
  return opts.watch
    ? serveWatched({ ...opts, siteDir, outDir, log })
    : serveBuilt({ ...opts, siteDir, outDir, log });
}

/** True for hosts that only this machine can reach. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h) || h === '0:0:0:0:0:0:0:1';
}

interface ResolvedServeOptions extends ServeCommandOptions {
  outDir: string;
  log: ServeLogger;
}

async function serveBuilt(opts: ResolvedServeOptions): Promise<ServeHandle> {
  const info = await stat(opts.outDir).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new OpdocsError({
      file: opts.outDir,
      message: `nothing to serve: ${info ? `${opts.dir} is a file, not a folder` : `the folder ${opts.dir} does not exist`}`,
      hint: 'run `opdocs build` first, or pass the output folder with `--dir`',
    });
  }
  const recorded = await loadOutputBaseUrl(opts.outDir);
  if (recorded === undefined) refuseSourceFolder(opts);
  const baseUrl = recorded ?? '/';
  const server = createStaticServer({ dir: opts.outDir, baseUrl, port: opts.port, host: opts.host });
  const { url } = await server.listen();
  opts.log.info(`Serving ${relative(opts.siteDir, opts.outDir) || '.'} at ${url}`);
  // Without the build's record the site's base URL is unknown: said, so pages that 404 under
  // another path, or a folder that is no build at all, do not puzzle the reader.
  if (recorded === undefined) opts.log.info(`note: ${opts.dir} holds no ${OUTPUT_INFO_FILE}, so it is no opdocs build (or an old one): its files are served as they are, at the root; run \`opdocs build\` to serve the site under its baseUrl`);
  // Said rather than ignored: a user who asked for one locale would otherwise look for it at the root.
  if (opts.locale !== undefined) opts.log.info(`note: --locale is read with --watch only; the build is served as it is, another locale than the default at ${url}${opts.locale}/ when the build has it`);
  return { url, close: () => server.close() };
}

/**
 * `--dir .`, `--dir ""` (an unset variable) or `--dir /` would serve the site's own files, its
 * `.env` among them, or the whole disk: never a build, so refused rather than published.
 */
function refuseSourceFolder(opts: ResolvedServeOptions): void {
  const holdsSite = opts.outDir === opts.siteDir || !relative(opts.outDir, opts.siteDir).startsWith('..');
  if (!holdsSite) return;
  throw new OpdocsError({
    file: opts.outDir,
    message: `nothing to serve: ${opts.outDir === opts.siteDir ? 'the --dir is the site folder' : 'the --dir holds the site folder'}, not a build; serving it would publish the site's own files`,
    hint: 'run `opdocs build` and serve its output (the default, --dir build)',
  });
}

/** One watch-mode build: everything (null) or after the changed files. */
type Rebuild = (changed: string[] | null) => Promise<{ baseUrl: string; routes: number; watchPaths: string[]; changedRoutes: string[] | null; removedRoutes?: string[]; warnings: OpdocsWarning[] }>;

async function createRebuild(opts: ResolvedServeOptions, sourceDirs: string[]): Promise<{ rebuild: Rebuild; beforeServe?: (rel: string) => void; stop(): void; dispose(): Promise<void> }> {
  const { siteDir, outDir } = opts;
  if (opts.build) {
    const build = opts.build;
    return {
      rebuild: async (changed) => ({ warnings: [], ...(await build({ siteDir, outDir, dev: true, quiet: changed !== null })), changedRoutes: null }),
      stop: () => undefined,
      dispose: async () => undefined,
    };
  }
  // Loaded lazily: the build pulls in esbuild, React and the whole pipeline, which plain
  // `serve` never needs.
  const { createDevSession } = await import('./dev-session.js');
  const session = createDevSession({ siteDir, outDir, sourceDirs, ...(opts.locale !== undefined ? { locale: opts.locale } : {}) });
  return { rebuild: (changed) => session.rebuild(changed), beforeServe: (rel) => session.makeOnDemand(rel), stop: () => session.stop(), dispose: () => session.dispose() };
}

async function serveWatched(opts: ResolvedServeOptions): Promise<ServeHandle> {
  const { siteDir, outDir, log } = opts;
  const sourceDirs = opts.sourceDirs ?? findOpdocsSourceDirs();
  await checkCanListen(opts.host, opts.port);
  const { rebuild, beforeServe, stop, dispose } = await createRebuild(opts, sourceDirs);
  const hints = loadSiteHints(siteDir);
  let baseUrl: string;
  let buildPaths: string[] = [];
  let firstError: string | null = null;
  // Whether the output folder holds a good build to fall back on (an earlier run's, or this
  // one's): a failed build leaves it as it was, and every build writes this file.
  const kept = () => existsSync(join(outDir, OUTPUT_INFO_FILE));
  // Sub-millisecond, and so strictly after the mtime of any file saved before the build began.
  const buildStarted = performance.timeOrigin + performance.now();
  try {
    const result = await rebuild(null);
    if (result.warnings.length) log.error(formatWarnings(result.warnings, siteDir));
    baseUrl = result.baseUrl;
    buildPaths = result.watchPaths;
  } catch (err) {
    firstError = describeBuildFailure(err, siteDir, false, kept());
    log.error(firstError);
    baseUrl = (await loadOutputBaseUrl(outDir).catch(() => undefined)) ?? hints.baseUrl ?? '/';
  }

  let failing = firstError !== null;
  /** Set when a newer edit stopped the running build's wait for a site file (abandonSiteCode). */
  let abandoned = false;
  /** Set by close(): a rebuild it stopped is no failure to show. */
  let closing = false;
  let watcher: Watcher | undefined;
  const server: StaticServer = createStaticServer({
    dir: outDir, baseUrl, port: opts.port, host: opts.host, dev: true,
    beforeServe: (rel) => {
      // The output folder was deleted under the server (a clean script, `rm -rf build`): rebuild
      // it now rather than answer 404 until the next edit. The 404 page reloads once it is back.
      // Not while the build fails: each reload would start another failing build.
      if (!failing && !existsSync(outDir)) watcher?.queue(outDir);
      beforeServe?.(rel);
    },
  });
  server.setBuildError(firstError);
  const { url } = await server.listen();
  const origin = url.slice(0, url.length - baseUrl.length);
  log.info(`Serving ${relative(siteDir, outDir) || '.'} at ${url} (watching for changes)`);

  const watched = new Set([join(siteDir, CONFIG_FILE), hints.contentDir, ...buildPaths, ...sourceDirs]);
  const contentWatcher = createWatcher({
    paths: [...watched],
    ignored: createIgnore(outDir),
    changedSince: buildStarted,
    onError: (err) => log.error(`opdocs: watcher error: ${err instanceof Error ? err.message : String(err)}`),
    // A build stuck on a site file's promise that never settles would hold back every later edit.
    onChangeWhileRunning: () => { if (abandonSiteCode()) abandoned = true; },
    onBatch: async (changed) => {
      log.info(changedLine(changed, siteDir));
      const started = Date.now();
      abandoned = false;
      try {
        // After a failed build the served pages show the error: the next good one reloads them.
        const result = await rebuild(failing ? null : changed);
        if (result.warnings.length) log.error(formatWarnings(result.warnings, siteDir));
        if (result.baseUrl !== baseUrl) {
          baseUrl = result.baseUrl;
          server.setBaseUrl(baseUrl);
          log.info(`baseUrl changed: now serving at ${origin}${baseUrl}`);
        }
        const added = result.watchPaths.filter((path) => !watched.has(path));
        for (const path of added) watched.add(path);
        if (added.length) contentWatcher.add(added);
        server.setBuildError(null);
        const what = result.changedRoutes ? `${result.changedRoutes.length} of ${result.routes} routes` : `${result.routes} routes`;
        log.info(`Rebuilt ${what} in ${Date.now() - started} ms`);
        // A page showing a removed route is told too: its data is gone, so it loads the 404 page.
        if (result.changedRoutes && !failing) server.broadcastUpdate([...result.changedRoutes, ...(result.removedRoutes ?? [])]);
        else server.broadcastReload();
        failing = false;
      } catch (err) {
        if (closing) return;
        if (abandoned) {
          // Not this build's error to show: the edit that stopped it builds next, in full, as
          // this build's own changes were never applied.
          abandoned = false;
          failing = true;
          log.info('Stopped waiting for a site file that had not finished; rebuilding with the newer edit…');
          return;
        }
        const text = describeBuildFailure(err, siteDir, true, kept());
        log.error(text);
        server.setBuildError(text);
        failing = true;
        // Reload on failure too, so open pages switch to the error page.
        server.broadcastReload();
      }
    },
  });

  watcher = contentWatcher;
  // Resolve only once edits are seen, so a caller (or test) can change files right away.
  await contentWatcher.ready;
  return {
    url,
    async close() {
      // A rebuild under way ends at its next step (a slice of pages at most) instead of
      // finishing: Ctrl-C on a large site waited for the whole rebuild.
      closing = true;
      stop();
      await contentWatcher.close();
      await server.close();
      await dispose();
    },
  };
}

export { describeBuildFailure };
