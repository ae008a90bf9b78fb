/**
 * Names the site's own files (React pages and what they import) relative to the site folder
 * inside the client bundle. esbuild's content hashes include module paths, so absolute
 * paths would give a site other chunk names in another folder for identical bytes.
 */
import { siteScriptSource } from './jsx-text.js';
import { rewriteRawTextContexts } from './raw-text-contexts.js';
import type { Plugin, Loader, OnResolveArgs } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, extname, isAbsolute, join, relative } from 'node:path';
import { isOpdocsSource, isWithin } from './paths.js';
import { compileSass, SASS_FILE } from './sass-files.js';
import { withPostcss } from './postcss-styles.js';
import { MDX_ESM_SUFFIX } from '../pipeline/parse/mdx/code-module.js';

/** The esbuild namespace of the site's own files (paths relative to the site folder). */
export const SITE_NAMESPACE = 'opdocs-site';
const NS = SITE_NAMESPACE;
const PREFIX = `${NS}:`;

// A site's .js files may hold JSX: Docusaurus compiles them with Babel, which allows it.
const LOADERS: Record<string, Loader> = {
  '.tsx': 'tsx', '.ts': 'ts', '.jsx': 'jsx', '.js': 'jsx', '.mjs': 'js', '.cjs': 'js', '.css': 'css', '.json': 'json',
};

// opdocs' own sources stay in the file namespace even when the site is opdocs' own folder
// (the TyKO site): one module must have one identity, or React contexts split in two.
// A module named otherwise (a package module of an MDX file, `opdocs-package:…`) is no site file.
const isInside = (file: string, dir: string) =>
  isAbsolute(file) && isWithin(file, dir) && !file.split(/[\\/]/).includes('node_modules') && !isOpdocsSource(file);

// Marks the resolutions intoSite asks esbuild for, which must not come back to it.
const FROM_HERE = Symbol('opdocs-site-files');
// The import forms that reach the site from a folder beside it.
const FROM_OUTSIDE = /^(?:@site\/|\.\.?\/)/;
// An importer of no package and no opdocs source outside the site: a content folder beside it.
const isContentBeside = (file: string, dir: string) =>
  isAbsolute(file) && !isWithin(file, dir) && !file.split(/[\\/]/).includes('node_modules') && !isOpdocsSource(file);

/** A file as the client entry imports it: `opdocs-site:<path relative to the site>` for the site's own. */
export function siteModuleName(file: string, siteDir: string): string {
  return isInside(file, siteDir) ? PREFIX + relative(siteDir, file).split('\\').join('/') : file;
}

/** Page sources with the site's files rewritten to `opdocs-site:<path relative to the site>`. */
export function sitePages(pages: Map<string, string>, siteDir: string): Map<string, string> {
  return new Map([...pages].map(([key, file]) => [key, siteModuleName(file, siteDir)]));
}

/** Absolute path of an esbuild entry point named in the site namespace, else undefined. */
export function fromSiteNamespace(entryPoint: string, siteDir: string): string | undefined {
  return entryPoint.startsWith(PREFIX) ? join(siteDir, entryPoint.slice(PREFIX.length)) : undefined;
}

/**
 * The site's own files a bundle read (its metafile's inputs), as absolute paths: the site
 * namespace's, and those beside the site that esbuild names relative to opdocs' folder
 * (`root`). Packages, opdocs' sources, its built kernel (`root`/dist) and virtual modules are
 * left out. A module's query or part (`?esm`, `#defaults`) names the same file.
 */
export function siteInputs(inputs: Iterable<string>, siteDir: string, root: string): string[] {
  const files = new Set<string>();
  for (const key of inputs) {
    const path = key.replace(/[?#].*$/, '');
    const file = path.startsWith(PREFIX) ? join(siteDir, path.slice(PREFIX.length)) : /^[\w-]+:/.test(path) ? null : join(root, path);
    if (file && !file.split(/[\\/]/).includes('node_modules') && !isOpdocsSource(file) && !isWithin(file, join(root, 'dist'))) files.add(file);
  }
  return [...files];
}

/** The namespace of site files and the absolute file of a path in it (for plugins that load some of them). */
export const siteNamespace = (siteDir: string) => ({ name: NS, fileOf: (path: string) => join(siteDir, path) });

/** The esbuild plugin: resolves and loads site files under their site-relative names. */
export function siteFiles(siteDir: string): Plugin {
  return {
    name: 'opdocs-site-files',
    setup(build) {
      build.onResolve({ filter: /^opdocs-site:/ }, (args) => ({ path: args.path.slice(PREFIX.length), namespace: NS }));
      const intoSite = async (args: OnResolveArgs) => {
        const hit = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, namespace: 'file', pluginData: FROM_HERE });
        if (hit.errors.length) return { errors: hit.errors };
        if (hit.external || hit.namespace !== 'file' || !isInside(hit.path, siteDir)) return hit;
        // An MDX file's code module (`./other.mdx?esm`) keeps its suffix: the MDX loader tells the two apart by it.
        const suffix = hit.suffix === MDX_ESM_SUFFIX ? hit.suffix : '';
        return { path: relative(siteDir, hit.path).split('\\').join('/') + suffix, namespace: NS, sideEffects: hit.sideEffects };
      };
      // Imports made by site files: resolve as esbuild would, then keep site files in the namespace.
      build.onResolve({ filter: /.*/, namespace: NS }, intoSite);
      // A docs folder beside the site (`path: '../docs'`) is no site file, but what its MDX imports
      // from the site (`@site/src/components/…`) is: it joins the namespace too, so its .js is read
      // as JSX and the module is the one the site's pages import.
      build.onResolve({ filter: FROM_OUTSIDE, namespace: 'file' }, (args) => (args.pluginData === FROM_HERE || !isContentBeside(args.importer, siteDir) ? undefined : intoSite(args)));
      build.onLoad({ filter: /.*/, namespace: NS }, async (args) => {
        const file = join(siteDir, args.path);
        const ext = extname(file).toLowerCase();
        // Stylesheets get the site's PostCSS plugins, after Sass, as in Docusaurus.
        if (SASS_FILE.test(file)) return withPostcss(compileSass(file, siteDir), file, siteDir);
        const loader = LOADERS[ext] ?? (build.initialOptions.loader?.[ext] as Loader | undefined) ?? 'file';
        if (loader === 'css') return withPostcss({ contents: await readFile(file, 'utf8'), loader, resolveDir: dirname(file) }, file, siteDir);
        if (loader === 'tsx' || loader === 'jsx') {
          const text = rewriteRawTextContexts(await readFile(file, 'utf8'), file, siteDir);
          return { contents: await siteScriptSource(text, loader), loader, resolveDir: dirname(file) };
        }
        return { contents: await readFile(file), loader, resolveDir: dirname(file) };
      });
    },
  };
}
