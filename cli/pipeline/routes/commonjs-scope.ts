/**
 * The CommonJS names a sidebars file may use (`require`, `__dirname`, `__filename`), for a file
 * that opdocs bundles into one ES module and runs from a cache folder. Docusaurus runs the file in
 * place as CommonJS, so each name must be the file's own, never the bundle's or the cache's.
 */
import { readFileSync } from 'node:fs';
import { dirname, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, Plugin } from 'esbuild';

/** Whether a script has import/export statements, i.e. is an ES module rather than CommonJS. */
export function hasModuleSyntax(text: string): boolean {
  return /^\s*(import|export)\s/m.test(text);
}

const loaders: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' };

/**
 * Gives every local module other than the entry its own `__dirname`, `__filename` and
 * `require.resolve`: a helper in a subfolder reads and resolves files beside itself, as it does
 * under Docusaurus (whose loader compiles each TypeScript or ES module file to CommonJS with its
 * own names). An ES module that declares the names itself keeps its own. The declaration goes
 * on the file's first line, so esbuild's positions in it stay the file's own. Used for the
 * sidebars file and for docusaurus.config.* (migrate). `requireOf` gives the expression of a
 * `require` for a file (made from the banner's names).
 */
export function ownFolderNames(entry: string, requireOf = (file: string) => `__opdocsCreateRequire(${JSON.stringify(file)})`): Plugin {
  return {
    name: 'opdocs-commonjs-folder-names',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.path === entry || args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        const ownNames = hasModuleSyntax(text) && OWN_NAMES.test(text);
        // `require.resolve` is no import esbuild bundles: it runs, from the entry's folder unless given the file's.
        const body = text.replace(OWN_PLACE, (m) => (m.startsWith('import') ? JSON.stringify(m.endsWith('url') ? pathToFileURL(args.path).href : m.endsWith('dirname') ? dirname(args.path) : args.path) : `${requireOf(args.path)}.resolve(`));
        if (ownNames && body === text) return undefined;
        const names = ownNames ? '' : `var __dirname = ${JSON.stringify(dirname(args.path))}, __filename = ${JSON.stringify(args.path)};`;
        // A script that is also run as a command starts with `#!`, legal only as a file's first
        // characters: after the names it becomes a comment, still on line 1.
        return { contents: names + (body.startsWith('#!') ? `//${body}` : body), loader: loaders[args.path.slice(args.path.lastIndexOf('.'))] ?? 'js' };
      });
    },
  };
}

// An ES module's own `const __dirname = …`, which a second declaration would make a SyntaxError.
const OWN_NAMES = /\b(?:const|let|var|function|class)\s+__(?:dirname|filename)\b/;
// What names the file's own place: `require.resolve(` and (in an ES module) `import.meta.url`.
const OWN_PLACE = /(?<![\w$.])require\.resolve\s*\(|\bimport\.meta\.(?:url|dirname|filename)\b/g;

/**
 * A column esbuild reports on line 1 of a file `ownFolderNames` declared its names in, as a
 * column of the file itself (`lineText` is that line as esbuild saw it).
 */
export function ownColumn(lineText: string, column: number): number {
  const added = /^var __dirname = "(?:[^"\\]|\\.)*", __filename = "(?:[^"\\]|\\.)*";(?:\/\/(?=#!))?/.exec(lineText)?.[0].length ?? 0;
  return Math.max(0, column - added);
}

/** The esbuild options of `commonJsScope`, to spread into a build's own. */
export interface CommonJsScope {
  banner: { js: string };
  define: Record<string, string>;
  plugins: Plugin[];
}

/**
 * esbuild options that make the bundle of `file` see CommonJS as the file would in place.
 * `require` comes from the banner: esbuild's own `require` shim falls back to a top-level
 * `require` when there is one, and it renames any top-level `require` of the file's so they do
 * not clash. All bundled modules share it: esbuild bundles a helper's static `require('./…')`,
 * so only a dynamic or `require.resolve` call in a helper from another folder resolves from the
 * sidebars file's folder instead of the helper's. `__dirname` and the rest are defines, which leave a file's own declarations alone
 * (an ES module's `const __dirname = …` keeps working). `import.meta` points at the file too, as
 * a bundle run from the cache folder would otherwise resolve relative paths from there.
 */
export function commonJsScope(file: string): CommonJsScope {
  const folder = dirname(file);
  const banner = `import { createRequire as __opdocsCreateRequire } from 'node:module'; const require = __opdocsCreateRequire(${JSON.stringify(file)});`;
  return {
    banner: { js: banner },
    define: {
      __dirname: JSON.stringify(folder),
      __filename: JSON.stringify(file),
      'import.meta.url': JSON.stringify(pathToFileURL(file).href),
      'import.meta.dirname': JSON.stringify(folder),
      'import.meta.filename': JSON.stringify(file),
    },
    plugins: [ownFolderNames(file)],
  };
}
