/**
 * CSS modules a site's components import (`import styles from './index.module.css'`, as in
 * Docusaurus' classic template; `.module.scss` too): compiled once, outside the bundles, so the
 * class names the server renders and those the browser's code and stylesheet use are the same.
 * (Each bundle's own local-css loader would name them its own way: minified in the browser.)
 * The module is its class names; its stylesheet is a CSS file it imports (in the browser's bundle).
 */
import type { OnLoadResult, Plugin } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { compileCssModule } from '../pipeline/parse/css-module.js';
import { contentHash } from '../content-hash.js';
import { compileSassText, SASS_FILE } from './sass-files.js';
import { resolveCacheDir } from '../output/cache-dir.js';

const MODULE_FILE = /\.module\.(css|s[ac]ss)$/i;
const NS = 'opdocs-css-module';

/** The CSS module's own file, as CSS: Sass is compiled into the site's cache first. */
function cssFileOf(file: string, siteDir: string): string | { errors: OnLoadResult['errors'] } {
  if (!SASS_FILE.test(file)) return file;
  const out = compileSassText(file, siteDir);
  if ('errors' in out) return out;
  // Named after the source, so the class names read as they do in Docusaurus (index_hero…).
  const dir = join(resolveCacheDir(siteDir), 'sass', contentHash(file));
  mkdirSync(dir, { recursive: true });
  const css = join(dir, basename(file).replace(SASS_FILE, '.css'));
  writeFileSync(css, out.css);
  return css;
}

/** List it before the plugin that loads site files: `siteNamespace` is that plugin's namespace. */
export function cssModules(siteDir: string, siteNamespace?: { name: string; fileOf: (path: string) => string }): Plugin {
  return {
    name: 'opdocs:css-modules',
    setup(build) {
      // A module is loaded twice per bundle (its class names, then its stylesheet): Sass compiles once.
      const compiled = new Map<string, ReturnType<typeof cssFileOf>>();
      const cssOf = (file: string) => {
        if (!compiled.has(file)) compiled.set(file, cssFileOf(file, siteDir));
        return compiled.get(file)!;
      };
      // A bundle that drops CSS (the server's) takes the class names only: parsing the stylesheet
      // there would resolve its `url()`s, which only the browser's bundle knows how to.
      const withStylesheet = build.initialOptions.loader?.['.css'] !== 'empty';
      const load = (file: string): OnLoadResult => {
        const css = cssOf(file);
        if (typeof css !== 'string') return css;
        try {
          const { classes } = compileCssModule(css, true);
          const stylesheet = withStylesheet ? `import ${JSON.stringify(`${NS}:${file}`)};\n` : '';
          return { contents: `${stylesheet}export default ${JSON.stringify(classes)};\n`, loader: 'js', resolveDir: dirname(file) };
        } catch (err) {
          return { errors: [{ text: (err as Error).message.split('\n')[0], location: { file } }] };
        }
      };
      build.onLoad({ filter: MODULE_FILE, namespace: 'file' }, (args) => load(args.path));
      if (siteNamespace) build.onLoad({ filter: MODULE_FILE, namespace: siteNamespace.name }, (args) => load(siteNamespace.fileOf(args.path)));
      build.onResolve({ filter: new RegExp(`^${NS}:`) }, (args) => ({ path: args.path.slice(NS.length + 1), namespace: NS }));
      build.onLoad({ filter: /.*/, namespace: NS }, (args) => {
        const css = cssOf(args.path);
        if (typeof css !== 'string') return css;
        return { contents: compileCssModule(css, true).css, loader: 'css', resolveDir: dirname(args.path) };
      });
    },
  };
}
