/**
 * `~` before a package name in a stylesheet's `@import` or `url()` (`@import "~@fontsource/inter"`):
 * webpack's css-loader reads it as "from node_modules", and Docusaurus sites written for it use
 * it. esbuild would look for a file named `~@fontsource/inter` beside the stylesheet; the name
 * without the `~` is resolved instead, as any package import is. (Sass files get the same from
 * sass-files.ts.)
 */
import type { Plugin } from 'esbuild';

const STYLESHEET_KINDS = new Set(['import-rule', 'url-token', 'composes-from']);

export function cssTildeImports(): Plugin {
  return {
    name: 'opdocs:css-tilde-imports',
    setup(build) {
      // `~/…` is a home folder in some tools, not a package: left to fail as it would.
      build.onResolve({ filter: /^~[^/\\]/ }, async (args) => {
        if (!STYLESHEET_KINDS.has(args.kind)) return undefined;
        const found = await build.resolve(args.path.slice(1), { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, namespace: args.namespace, pluginData: args.pluginData });
        if (found.errors.length) return { errors: found.errors };
        return { path: found.path, namespace: found.namespace, external: found.external, sideEffects: found.sideEffects, pluginData: found.pluginData, suffix: found.suffix };
      });
    },
  };
}
