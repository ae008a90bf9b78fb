/**
 * `require('@site/static/img/logo.png').default` in a site's code: Docusaurus' webpack loads
 * images and other files as ES modules, so require() gives an object whose `default` is the
 * URL. esbuild's file loader gives the bare URL string instead, whose `.default` is undefined
 * (an `<img>` without src, or React failing on an undefined component). This plugin hands
 * require() a module that re-exports the URL as its default; `import x from './a.png'` keeps
 * the plain file loader. SVG files have their own plugin (svg-components.ts).
 */
import type { Plugin } from 'esbuild';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { ASSET_EXTENSIONS } from './esbuild-common.js';
import { isWithin } from './paths.js';
import { SITE_NAMESPACE } from './site-namespace.js';

const NS = 'opdocs-required-asset';
const SCRIPT = /\.(?:[cm]?[jt]sx?|mdx?(?:\?esm)?)$/i;
const EXTENSIONS = ASSET_EXTENSIONS.filter((ext) => ext !== '.svg').map((ext) => ext.slice(1));
/** Asset paths, a query or fragment aside (`./a.png?v=2`). */
export const REQUIRED_ASSET = new RegExp(`\\.(?:${EXTENSIONS.join('|')})(?:[?#].*)?$`, 'i');

/** The module require() gets for the file at `abs`: its URL as the default export, as webpack's. */
export const requiredAssetSource = (abs: string): string => `export { default } from ${JSON.stringify(abs)};`;

/** The esbuild plugin (both bundles). Files of the site are named relative to it, so chunk names do not depend on where it is. */
export function requiredAssets(siteDir: string): Plugin {
  return {
    name: 'opdocs:required-assets',
    setup(build) {
      build.onResolve({ filter: REQUIRED_ASSET }, async (args) => {
        const data = typeof args.pluginData === 'object' && args.pluginData !== null ? args.pluginData as Record<string, unknown> : {};
        if (args.kind !== 'require-call' || !SCRIPT.test(args.importer) || data[NS]) return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, namespace: args.namespace, pluginData: { ...data, [NS]: true } });
        if (found.errors.length) return { errors: found.errors };
        if (found.external || (found.namespace !== 'file' && found.namespace !== SITE_NAMESPACE)) return undefined;
        const abs = found.namespace === SITE_NAMESPACE ? join(siteDir, found.path) : found.path;
        return { path: isWithin(abs, siteDir) ? relative(siteDir, abs).split(sep).join('/') : abs, namespace: NS };
      });
      build.onLoad({ filter: /.*/, namespace: NS }, (args) => {
        const abs = isAbsolute(args.path) ? args.path : join(siteDir, args.path);
        return { contents: requiredAssetSource(abs), loader: 'js', resolveDir: dirname(abs) };
      });
    },
  };
}
