/**
 * `require('./items.ts').items` in a sidebars file, where items.ts is an ES module with
 * `export default { items }`: Docusaurus loads sidebars through a loader that hands `require`
 * the default export (named exports reachable on it too), so this works there. Bundled as is,
 * `require` would give the module namespace, whose `items` is undefined.
 */
import { readFileSync } from 'node:fs';
import { dirname, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import { hasModuleSyntax } from './commonjs-scope.js';

const NAMESPACE = 'opdocs-require-interop';

/** What a `require` of an ES module gives under Docusaurus: its default export when it has one. */
const INTEROP = `const ns = require(__opdocsTarget);
const d = ns && ns.default;
if (d === undefined || d === null) module.exports = ns;
else {
  if (typeof d === 'object' || typeof d === 'function') {
    for (const key of Object.keys(ns)) if (key !== 'default' && !(key in d)) d[key] = ns[key];
  }
  module.exports = d;
}`;

/** The esbuild plugin: `require` calls of the site's own ES modules get their default export. */
export function requireDefaultInterop(): Plugin {
  return {
    name: 'opdocs-require-interop',
    setup(build) {
      build.onResolve({ filter: /^\.{0,2}\// }, async (args) => {
        if (args.kind !== 'require-call' || args.namespace === NAMESPACE) return undefined;
        const found = await build.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir, importer: args.importer });
        if (found.errors.length > 0 || !found.path || found.path.includes(`${sep}node_modules${sep}`)) return undefined;
        let text: string;
        try {
          text = readFileSync(found.path, 'utf8');
        } catch {
          return undefined;
        }
        return hasModuleSyntax(text) ? { path: found.path, namespace: NAMESPACE } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: INTEROP.replace('__opdocsTarget', JSON.stringify(args.path)),
        loader: 'js',
        resolveDir: dirname(args.path),
      }));
    },
  };
}
