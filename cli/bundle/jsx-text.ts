/**
 * Site React files that put `>` or `}` in JSX text (`Get Started ->`): Babel, which Docusaurus
 * compiles with, accepts them; esbuild follows the JSX spec and stops. So a site file esbuild
 * rejects for exactly that is read with each such character written as `{'>'}`, at the places
 * esbuild names, and nothing else changes. Files esbuild accepts are not touched.
 *
 * The same plugin compiles the site's JSX with the automatic runtime, as Docusaurus' Babel
 * does whatever the site's tsconfig says: esbuild honours `"jsx": "react"` there, which needs
 * `import React` in every file, and Docusaurus sites often have that setting and no such import.
 */
import type { Plugin } from 'esbuild';
import { esbuild } from './esbuild-api.js';
import { readFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { isOpdocsSource, OPDOCS_ROOT } from './paths.js';
import { escapeRegExp } from './esbuild-common.js';
import { rewriteRawTextContexts } from './raw-text-contexts.js';

const BARE = /^The character "([>}])" is not valid inside a JSX element/;
// A file with more of these than this is not the case this plugin is for.
const MAX_FIXES = 200;

/** The source with every bare `>` / `}` in JSX text escaped, or null when esbuild has other complaints or none. */
export async function escapeJsxText(source: string, loader: 'tsx' | 'jsx'): Promise<string | null> {
  let text = source;
  for (let round = 0; round < MAX_FIXES; round++) {
    let errors: { text: string; location: { line: number; column: number } | null }[];
    try {
      // The async call goes to the esbuild service already running the bundle; the sync one
      // would block the main thread for a round trip per file.
      await esbuild().transform(text, { loader, logLevel: 'silent', jsx: 'preserve' });
      return round === 0 ? null : text;
    } catch (err) {
      errors = (err as { errors?: typeof errors }).errors ?? [];
    }
    const fixes = errors.map((e) => ({ m: BARE.exec(e.text), at: e.location }));
    if (fixes.length === 0 || fixes.some((f) => !f.m || !f.at)) return null;
    const lines = text.split('\n');
    // Right to left within a line, so earlier columns stay true.
    for (const { m, at } of fixes.sort((a, b) => b.at!.line - a.at!.line || b.at!.column - a.at!.column)) {
      const line = lines[at!.line - 1];
      if (line?.[at!.column] !== m![1]) return null;
      lines[at!.line - 1] = `${line.slice(0, at!.column)}{'${m![1]}'}${line.slice(at!.column + 1)}`;
    }
    text = lines.join('\n');
  }
  return null;
}

/**
 * The esbuild plugin: applies escapeJsxText to the site's own .tsx/.jsx/.js files (not
 * node_modules). The site's .js files are read as JSX, as Docusaurus' Babel reads them
 * (`src/pages/index.js` with markup is the usual Docusaurus home page).
 */
export function jsxTextCompat(siteDir: string): Plugin {
  return {
    name: 'opdocs:jsx-text',
    setup(build) {
      build.onLoad({ filter: siteScriptFilter(siteDir) }, async (args) => {
        if (!args.path.startsWith(siteDir + sep) || args.path.includes(`${sep}node_modules${sep}`) || isOpdocsSource(args.path)) return undefined;
        const loader = args.path.endsWith('.tsx') ? 'tsx' : 'jsx';
        const source = rewriteRawTextContexts(await readFile(args.path, 'utf8'), args.path, siteDir);
        return { contents: await siteScriptSource(source, loader), loader };
      });
    },
  };
}

/** A site script as both bundles compile it: bare `>`/`}` in JSX text escaped, the automatic JSX runtime named. */
export async function siteScriptSource(source: string, loader: 'tsx' | 'jsx'): Promise<string> {
  return withAutomaticRuntime((await escapeJsxText(source, loader)) ?? source);
}

/** A file's own JSX pragma (`@jsx h`, `@jsxImportSource @emotion/react`, …) is kept. */
const JSX_PRAGMA = /@jsx(?:Runtime|ImportSource|Frag)?\s/;

/** What withAutomaticRuntime puts before a file's first line (error columns there are past it). */
export const AUTOMATIC_RUNTIME = '/* @jsxRuntime automatic */ ';

/** The source compiled with the automatic JSX runtime, unless it names its own. */
export function withAutomaticRuntime(source: string): string {
  if (JSX_PRAGMA.test(source) || source.startsWith('#!')) return source;
  // On the first line, so the lines of errors and stack traces stay the file's own.
  return AUTOMATIC_RUNTIME + source;
}


/**
 * The site's own script files, as a filter esbuild applies itself: each file it passes costs
 * a round trip to this process, which waits while the main thread parses Markdown. So the
 * site's node_modules, hidden folders and (for the site in opdocs' own folder) opdocs' own
 * folders are left out by listing the site's top-level entries.
 */
export function siteScriptFilter(siteDir: string): RegExp {
  const SCRIPT = String.raw`\.(?:[jt]sx|js)$`;
  let entries: string[];
  try {
    entries = readdirSync(siteDir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== 'node_modules' && !e.name.startsWith('.'))
      .map((e) => join(siteDir, e.name))
      .filter((dir) => !(siteDir === OPDOCS_ROOT && ['theme', 'runtime', 'cli', 'dist'].includes(basename(dir))));
  } catch {
    return new RegExp(`^${escapeRegExp(siteDir + sep)}.*${SCRIPT}`);
  }
  const dirs = entries.map((dir) => escapeRegExp(dir + sep));
  const topFiles = `${escapeRegExp(siteDir + sep)}[^${escapeRegExp(sep)}]*`;
  return new RegExp(`^(?:${[...dirs.map((d) => `${d}.*`), topFiles].join('|')})${SCRIPT}`);
}
