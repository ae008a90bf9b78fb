/**
 * The server bundle renders with renderToString and renderToStaticMarkup only. `react-dom/server`
 * for Node loads React's streaming renderer too (300 KB that esbuild bundled and Node compiled in
 * every build, for nothing): opdocs' own imports of it get the file holding just those two.
 * A site file importing `react-dom/server` still gets the whole module.
 */
import type { Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { OPDOCS_ROOT, isOpdocsSource } from './paths.js';

const fromOpdocs = createRequire(join(OPDOCS_ROOT, 'package.json'));

/** React's "legacy" Node renderer (renderToString, renderToStaticMarkup) for `mode`. */
export function stringRendererFile(mode: 'production' | 'development'): string {
  return join(fromOpdocs.resolve('react-dom/package.json'), '..', 'cjs', `react-dom-server-legacy.node.${mode}.js`);
}

/** The esbuild plugin; `entries` are the virtual modules opdocs generates (they count as its own). */
export function stringRenderer(mode: 'production' | 'development', entries: string[]): Plugin {
  const file = stringRendererFile(mode);
  return {
    name: 'opdocs:string-renderer',
    setup(build) {
      build.onResolve({ filter: /^react-dom\/server$/ }, (args) =>
        (isOpdocsSource(args.importer) || entries.includes(args.importer) ? { path: file } : undefined));
    },
  };
}
