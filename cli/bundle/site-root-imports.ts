/**
 * `import config from '/docusaurus.config.js'` in a site's code or MDX: a path from the site
 * folder, which Docusaurus' webpack resolves through `resolve.roots`. esbuild would read it
 * from the root of the disk. CSS `url(/…)` is static-urls.ts' business, not this plugin's.
 */
import type { ImportKind, Plugin } from 'esbuild';
import { statSync } from 'node:fs';

// Imports made by script code; the CSS kinds (`@import`, `url()`, `composes`) stay esbuild's own.
const SCRIPT_KINDS: ReadonlySet<ImportKind> = new Set(['import-statement', 'require-call', 'dynamic-import', 'require-resolve']);

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
// A suffix such as the `?esm` of an MDX file's code module is no part of the file's name.
const isDiskFile = (path: string) => isFile(path) || isFile(path.replace(/[?#].*$/s, ''));

/**
 * The esbuild plugin (both bundles). In the browser's, list it after siteFiles: that plugin's
 * resolver asks this one, then keeps the file in the site namespace (names without the site's folder).
 */
export function siteRootImports(siteDir: string): Plugin {
  return {
    name: 'opdocs:site-root-imports',
    setup(build) {
      build.onResolve({ filter: /^\/[^/]/ }, async (args) => {
        // A real file on the disk stays what it is: the bundles' own entries import by absolute path.
        // (webpack tries the site first; a site path that is also a file at the disk's root is improbable.)
        if (!SCRIPT_KINDS.has(args.kind) || isDiskFile(args.path)) return undefined;
        // Relative to the site folder, as `@site/` resolves, so extensions and index files work alike.
        const found = await build.resolve(`.${args.path}`, {
          kind: args.kind, resolveDir: siteDir, importer: args.importer, namespace: 'file', pluginData: args.pluginData,
        });
        // Not in the site either: esbuild's own lookup (an absolute folder or extensionless file) decides, and reports.
        if (found.errors.length) return undefined;
        return { path: found.path, namespace: found.namespace, external: found.external, sideEffects: found.sideEffects, suffix: found.suffix, pluginData: found.pluginData };
      });
    },
  };
}
