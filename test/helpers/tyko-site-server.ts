/**
 * Builds the TyKO site (the repository root) into test/.tmp, so e2e runs never touch ./build
 * that other tools use, and serves it. Shared by the theme e2e suites; defines no tests.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../cli/commands/build.ts';
import { createStaticServer } from '../../cli/serve/static-server.ts';
import { ROOT } from './fixture-site.ts';
import { shared } from './shared.ts';

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

const tyko = shared(() => startTyko(), (site) => site.close());

/**
 * The TyKO build and server shared by the suites of this test process (test/helpers/shared.ts):
 * building the same site once per file cost most of the suites' time. Each caller's close()
 * releases it.
 */
export async function buildAndServeTyko(): Promise<TykoSite> {
  const lease = tyko.acquire();
  return { ...(await lease.value), close: async () => lease.release() };
}

async function startTyko(): Promise<TykoSite> {
  const parent = join(ROOT, 'test', '.tmp', `tyko-${process.pid}`);
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
