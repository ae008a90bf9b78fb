/** Builds a fixture site once and serves its output on an ephemeral port. */
import { buildSite } from '../../cli/commands/build.ts';
import { createStaticServer } from '../../cli/serve/static-server.ts';
import { join } from 'node:path';

export interface ServedSite {
  dir: string;
  origin: string;
  baseUrl: string;
  url(path?: string): string;
  close(): Promise<void>;
}

export async function buildAndServe(siteDir: string): Promise<ServedSite> {
  const result = await buildSite({ siteDir, outDir: 'build', quiet: true });
  const server = createStaticServer({ dir: join(siteDir, 'build'), baseUrl: result.baseUrl, port: 0, host: '127.0.0.1' });
  const { port } = await server.listen();
  const origin = `http://127.0.0.1:${port}`;
  return {
    dir: join(siteDir, 'build'), origin, baseUrl: result.baseUrl,
    url: (path = '') => origin + result.baseUrl + path.replace(/^\//, ''),
    close: () => server.close(),
  };
}
