/**
 * `import config from '/docusaurus.config.js'` in a site's code or MDX: a path from the site
 * folder, which Docusaurus' webpack resolves through `resolve.roots`. Those roots are the static
 * folders first, then the site folder, so `import users from '/data/users.json'` is
 * static/data/users.json. esbuild would read either from the root of the disk. CSS `url(/…)`
 * is static-urls.ts' business, not this plugin's.
 */
import type { ImportKind, Plugin } from 'esbuild';
import { isFile } from '../pipeline/parse/mdx/module-files.js';

// Imports made by script code; the CSS kinds (`@import`, `url()`, `composes`) stay esbuild's own.
const SCRIPT_KINDS: ReadonlySet<ImportKind> = new Set(['import-statement', 'require-call', 'dynamic-import', 'require-resolve']);

// A suffix such as the `?esm` of an MDX file's code module is no part of the file's name.
const isDiskFile = (path: string) => isFile(path) || isFile(path.replace(/[?#].*$/s, ''));

/**
 * The esbuild plugin (both bundles). In the browser's, list it after siteFiles: that plugin's
 * resolver asks this one, then keeps the file in the site namespace (names without the site's folder).
 */
export function siteRootImports(siteDir: string, staticDirs: readonly string[] = []): Plugin {
  const roots = [...staticDirs, siteDir];
  return {
    name: 'opdocs:site-root-imports',
    setup(build) {
      build.onResolve({ filter: /^\/[^/]/ }, async (args) => {
        // A real file on the disk stays what it is: the bundles' own entries import by absolute path.
        // (webpack tries the site first; a site path that is also a file at the disk's root is improbable.)
        if (!SCRIPT_KINDS.has(args.kind) || isDiskFile(args.path)) return undefined;
        // Relative to each root in webpack's order, as `@site/` resolves, so extensions and index files work alike.
        for (const root of roots) {
          const found = await build.resolve(`.${args.path}`, {
            kind: args.kind, resolveDir: root, importer: args.importer, namespace: 'file', pluginData: args.pluginData,
          });
          if (!found.errors.length) return { path: found.path, namespace: found.namespace, external: found.external, sideEffects: found.sideEffects, suffix: found.suffix, pluginData: found.pluginData };
        }
        // In no root: esbuild's own lookup (an absolute folder or extensionless file) decides, and reports.
        return undefined;
      });
    },
  };
}
