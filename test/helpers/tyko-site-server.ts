/**
 * Builds the TyKO site (the repository root) into test/.tmp, so e2e runs never touch ./build
 * that other tools use, and serves it. Shared by the theme e2e suites; defines no tests.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../cli/commands/build.ts';
import { createStaticServer } from '../../cli/serve/static-server.ts';
import { ROOT } from './fixture-site.ts';

/** The served TyKO build. */
export interface TykoSite {
  /** Output folder. */
  dir: string;
  origin: string;
  baseUrl: string;
  /** Absolute URL of a site path given without the base URL. */
  url(path?: string): string;
  close(): Promise<void>;
}

let shared: { site: Promise<TykoSite>; users: number; closing?: NodeJS.Immediate } | null = null;

/**
 * The TyKO build and server shared by every suite of this test process: the e2e files run in
 * one process, and building the same site once per file cost most of the suite's time.
 * Each caller's close() releases it. The server stops on the next turn of the event loop after
 * the last release: uvu starts the next suite (whose before() asks again) within the same turn,
 * so suites that follow one another share one build, and the process is not held open.
 */
export function buildAndServeTyko(tag: string): Promise<TykoSite> {
  if (!shared) shared = { site: startTyko(tag), users: 0 };
  const mine = shared;
  mine.users++;
  if (mine.closing) clearImmediate(mine.closing);
  return mine.site.then((site) => ({
    ...site,
    async close() {
      if (--mine.users > 0) return;
      mine.closing = setImmediate(() => {
        if (shared === mine) shared = null;
        void site.close();
      });
    },
  }));
}

async function startTyko(tag: string): Promise<TykoSite> {
  const parent = join(ROOT, 'test', '.tmp', `theme-${tag}-${process.pid}`);
  rmSync(parent, { recursive: true, force: true });
  const dir = join(parent, 'build');
  const result = await buildSite({ siteDir: ROOT, outDir: dir, quiet: true });
  const server = createStaticServer({ dir, baseUrl: result.baseUrl, port: 0, host: '127.0.0.1' });
  const { port } = await server.listen();
  const origin = `http://127.0.0.1:${port}`;
  return {
    dir,
    origin,
    baseUrl: result.baseUrl,
    url: (path = '') => origin + result.baseUrl + path.replace(/^\//, ''),
    async close() {
      await server.close();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
