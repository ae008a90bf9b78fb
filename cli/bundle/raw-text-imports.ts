/**
 * `import code from '!!raw-loader!./example'` in a site's script: the file's text as the default
 * export, as webpack's raw-loader gives it under Docusaurus (playgrounds and editors keep their
 * sample code in files beside them). A path without an extension is found in webpack's order
 * (`.js` before `.ts`), as the MDX import of the same spec is (module-files.ts).
 */
import { textImportRefusal } from '../pipeline/load/text-import-place.js';
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fromSiteAlias, getRawTextCandidates, isFile } from '../pipeline/parse/mdx/module-files.js';
import { isWithin } from './paths.js';
import { SITE_NAMESPACE } from './site-namespace.js';
import { loadRawTextContext, RAW_CONTEXT } from './raw-text-contexts.js';

const NS = 'opdocs-raw-text';
/** The plugin's name: its failures carry their own hint (user-errors.ts). */
export const RAW_TEXT_PLUGIN = 'opdocs:raw-text-imports';
/** The loader prefix webpack reads (`!!` or `!` turn off the configured loaders; raw-loader ignores that). */
export const RAW_LOADER = /^!{0,2}raw-loader!/;

/** The file a raw-loader spec names from `resolveDir`, or undefined (a package path is left to esbuild). */
export function findRawTextFile(spec: string, resolveDir: string, siteDir: string): string | undefined {
  const base = fromSiteAlias(spec, siteDir)
    ?? (spec.startsWith('.') ? resolve(resolveDir, spec)
      : spec.startsWith('/') ? (isFile(spec) ? spec : join(siteDir, spec))
        : undefined);
  return base === undefined ? undefined : getRawTextCandidates(base).find(isFile);
}

/** The esbuild plugin (both bundles; before the site-files plugin, whose resolver takes every import of a site file). */
export function rawTextImports(siteDir: string): Plugin {
  return {
    name: RAW_TEXT_PLUGIN,
    setup(build) {
      build.onResolve({ filter: RAW_LOADER }, async (args) => {
        const spec = args.path.replace(RAW_LOADER, '');
        let abs = findRawTextFile(spec, args.resolveDir, siteDir);
        if (!abs && !/^(?:\.|\/|@site\/)/.test(spec)) {
          // A package's file (`!!raw-loader!pkg/file.txt`): esbuild finds it as an import.
          const hit = await build.resolve(spec, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, namespace: 'file' });
          if (!hit.errors.length && !hit.external) abs = hit.namespace === SITE_NAMESPACE ? join(siteDir, hit.path) : hit.path;
        }
        if (!abs) {
          return {
            errors: [{
              text: `Could not read "${args.path}" as text: no file "${spec}"`,
              notes: [{ text: 'fix the path: it is relative to this file (or starts with @site/); without an extension, .mjs, .js, .jsx, .ts, .tsx and .json are tried, as webpack does' }],
            }],
          };
        }
        // Named from the site folder, so chunk names do not depend on where the site is.
        const refused = textImportRefusal(abs, siteDir, { spec, importer: args.importer });
        if (refused) return { errors: [{ text: `Could not read "${args.path}" as text: ${refused.message}`, notes: [{ text: refused.hint }] }] };
        return { path: isWithin(abs, siteDir) ? relative(siteDir, abs).split(sep).join('/') : abs, namespace: NS, watchFiles: [abs] };
      });
      build.onResolve({ filter: new RegExp(`^${RAW_CONTEXT}:`) }, (args) => ({ path: args.path.slice(RAW_CONTEXT.length + 1), namespace: RAW_CONTEXT }));
      build.onLoad({ filter: /.*/, namespace: RAW_CONTEXT }, (args) => loadRawTextContext(args.path, siteDir));
      build.onLoad({ filter: /.*/, namespace: NS }, async (args) => {
        const file = isAbsolute(args.path) ? args.path : join(siteDir, args.path);
        return { contents: `export default ${JSON.stringify(await readFile(file, 'utf8'))};\n`, loader: 'js', watchFiles: [file] };
      });
    },
  };
}
