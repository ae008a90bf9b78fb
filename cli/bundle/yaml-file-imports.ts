/**
 * `import data from '!!yaml-loader!./data.yaml'` (or a plain `./data.yaml`, which a site's plugin
 * gives a YAML loader) in a site's MDX or script: the file's YAML as
 * plain data, the default export webpack's yaml-loader gives under Docusaurus (sites keep tables
 * of supported features or languages in YAML and list them in a page). Read at build time, so
 * the page holds the data, not the parser.
 */
import { textImportRefusal } from '../pipeline/load/text-import-place.js';
import type { OnLoadResult, Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import yaml from 'js-yaml';
import { findRawTextFile } from './raw-text-imports.js';
import { isWithin } from './paths.js';
import { generatedPathHint } from '../pipeline/generated-path.js';
import { SITE_NAMESPACE } from './site-namespace.js';

const NS = 'opdocs-yaml-file';
/** webpack's inline loader prefix for yaml-loader (`!!` or `!` only turn off configured loaders). */
export const YAML_LOADER = /^!{0,2}yaml-loader!/;
const YAML_FILE = /\.ya?ml$/i;

/** The YAML text as the module's source: its data as the default export; a list for a file of several documents. */
export function yamlModuleSource(text: string, file: string): string {
  const docs = yaml.loadAll(text, undefined, { filename: file });
  return `export default ${JSON.stringify(docs.length > 1 ? docs : docs[0] ?? null)};\n`;
}

/** The esbuild plugin (both bundles; before the site-files plugin, as the raw-loader one). */
export function yamlFileImports(siteDir: string): Plugin {
  return {
    name: 'opdocs:yaml-file-imports',
    setup(build) {
      build.onResolve({ filter: YAML_LOADER }, (args) => {
        const spec = args.path.replace(YAML_LOADER, '');
        const abs = findRawTextFile(spec, args.resolveDir, siteDir);
        if (!abs) {
          return {
            errors: [{
              text: `Could not read "${args.path}" as YAML: no file "${spec}"`,
              notes: [{ text: (spec.startsWith('.') && generatedPathHint(resolve(args.resolveDir, spec), siteDir))
                || 'fix the path: it is relative to this file (or starts with @site/); if a script fetches the file before the build, run it first' }],
            }],
          };
        }
        const refused = textImportRefusal(abs, siteDir, { spec, importer: args.importer });
        if (refused) return { errors: [{ text: `Could not read "${args.path}" as YAML: ${refused.message}`, notes: [{ text: refused.hint }] }] };
        return { path: isWithin(abs, siteDir) ? relative(siteDir, abs).split(sep).join('/') : abs, namespace: NS, watchFiles: [abs] };
      });
      // A plain `import data from './x.yaml'` works in Docusaurus only through a loader a site's plugin
      // adds (yaml-loader, js-yaml): its data is what such a loader gives, and opdocs runs no plugin.
      const load = async (args: { path: string }): Promise<OnLoadResult> => {
        const file = isAbsolute(args.path) ? args.path : join(siteDir, args.path);
        const text = await readFile(file, 'utf8');
        try {
          return { contents: yamlModuleSource(text, file), loader: 'js', watchFiles: [file] };
        } catch (err) {
          const mark = (err as { mark?: { line: number; column: number } }).mark;
          return {
            errors: [{
              text: `${args.path} is not valid YAML: ${(err as { reason?: string }).reason ?? String(err)}`,
              location: mark ? { file, line: mark.line + 1, column: mark.column, lineText: text.split('\n')[mark.line] ?? '' } : { file },
              notes: [{ text: 'fix the YAML at this position' }],
            }],
            watchFiles: [file],
          };
        }
      };
      build.onLoad({ filter: /.*/, namespace: NS }, load);
      build.onLoad({ filter: YAML_FILE }, load);
      build.onLoad({ filter: YAML_FILE, namespace: SITE_NAMESPACE }, load);
    },
  };
}
