/**
 * `react` and `react-dom` for a sidebars file run from a site whose packages are not installed.
 * Every Docusaurus site depends on React, so a sidebars file may `require('react')` (often an
 * editor's stray auto-import) and Docusaurus loads it fine; opdocs builds such a site without its
 * node_modules, so the import falls back to opdocs' own copy, as the page bundles' React does
 * (cli/bundle/one-react.ts). The site's own React, when installed, still wins.
 */
import type { Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { OPDOCS_ROOT } from '../../bundle/paths.js';

const REACT = /^react(?:-dom)?(?:\/.*)?$/;

/** Whether `request` resolves from `dir`, as Node would resolve it there. */
function resolvesFrom(dir: string, request: string): boolean {
  try {
    createRequire(`${dir}/noop.js`).resolve(request);
    return true;
  } catch {
    return false;
  }
}

/** The esbuild plugin; list it before any plugin that resolves packages. */
export function sidebarsReactFallback(): Plugin {
  const ours = createRequire(`${OPDOCS_ROOT}/package.json`);
  return {
    name: 'opdocs-sidebars-react',
    setup(build) {
      build.onResolve({ filter: REACT }, (args) => {
        const from = args.importer ? dirname(args.importer) : args.resolveDir;
        if (resolvesFrom(from, args.path)) return undefined;
        try {
          // External by absolute path: the bundle runs from the cache folder, and the banner's
          // `require` and Node's `import` both take an absolute file.
          return { path: ours.resolve(args.path), external: true };
        } catch {
          return undefined;
        }
      });
    },
  };
}
