/**
 * The packages a docusaurus.config.* imports that it can run for real: a utility the site has
 * installed (zod checking `process.env`, lodash merging objects, a YAML parser reading a data
 * file) gives the config the value Docusaurus gets, where a stand-in would throw or map wrong.
 * Docusaurus' own packages, plugins, themes, presets and the Markdown, highlighting, CSS and
 * bundler tool chains stay stand-ins: migrate maps those by name and never runs them.
 */
import { readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { packageName } from '../pipeline/parse/mdx/module-files.js';

/** Marks opdocs' own look-ups, so no stand-in plugin answers them. */
export const REAL_LOOKUP = Symbol('opdocs-real-package-lookup');
const CJS_NS = 'opdocs-real-cjs';

/** Names migrate reads for what they are (plugins, themes, tool chains): never run, even when installed. */
const MAPPED_BY_NAME = /docusaurus|plugin|theme|preset|remark|rehype|mdx|prism|shiki|katex|mermaid|algolia|docsearch|postcss|tailwind|autoprefixer|webpack|babel|loader|^react|^@types\//i;

/**
 * Utilities whose names look like a tool chain's but which only compute plain values: webpack-merge
 * deep-merges objects, and monorepo sites export `merge(commonConfig, siteConfig)` with it.
 */
const PLAIN_UTILITIES = new Set(['webpack-merge']);

/** Whether a bare import of `spec` may load the installed package rather than a stand-in. */
export function mayLoadReal(spec: string): boolean {
  const name = packageName(spec);
  return !!name && !isBuiltin(spec) && (PLAIN_UTILITIES.has(name) || !MAPPED_BY_NAME.test(name));
}

/** Whether `file` is an ES module by Node's rules (`.mjs`, or `.js` under `"type": "module"`). */
export function isEsmFile(file: string): boolean {
  if (/\.mjs$/.test(file)) return true;
  if (!/\.js$/.test(file)) return false;
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    try {
      return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { type?: string }).type === 'module';
    } catch {
      if (dirname(dir) === dir) return false;
    }
  }
}

/**
 * The esbuild plugin (before the stand-in one). A CommonJS package is required in place when the
 * bundle runs, also for `import { a } from 'pkg'` (esbuild's interop reads the names then, as
 * Docusaurus' loader does); an ES-module-only one is imported in place by file URL. A package
 * the config's folder cannot resolve is left to the stand-ins.
 */
export function realPackages(configFile: string): Plugin {
  return {
    name: 'opdocs-real-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        // `require.resolve` asks for a path, not the package: left as it was.
        if (args.pluginData === REAL_LOOKUP || args.kind === 'entry-point' || args.kind === 'require-resolve' || isAbsolute(args.path) || !mayLoadReal(args.path)) return undefined;
        const from = isAbsolute(args.importer) ? args.importer : configFile;
        let cjs: string | undefined;
        try {
          cjs = createRequire(from).resolve(args.path);
        } catch {
          cjs = undefined;
        }
        if (cjs && isAbsolute(cjs) && !isEsmFile(cjs)) {
          return args.kind === 'require-call' ? { path: cjs, external: true } : { path: cjs, namespace: CJS_NS };
        }
        if (args.kind === 'require-call') return undefined;
        const hit = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: REAL_LOOKUP });
        if (hit.errors.length || hit.external || !isAbsolute(hit.path) || !isEsmFile(hit.path)) return undefined;
        return { path: pathToFileURL(hit.path).href, external: true };
      });
      // The wrapper's own require names the file found above: it runs in place, unbundled.
      build.onResolve({ filter: /.*/, namespace: CJS_NS }, (args) => ({ path: args.path, external: true }));
      build.onLoad({ filter: /.*/, namespace: CJS_NS }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js' }));
    },
  };
}
