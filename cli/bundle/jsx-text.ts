/**
 * Site React files that put `>` or `}` in JSX text (`Get Started ->`): Babel, which Docusaurus
 * compiles with, accepts them; esbuild follows the JSX spec and stops. So a site file esbuild
 * rejects for exactly that is read with each such character written as `{'>'}`, at the places
 * esbuild names, and nothing else changes. Files esbuild accepts are not touched.
 */
import type { Plugin } from 'esbuild';
import { transform } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { sep } from 'node:path';
import { isOpdocsSource } from './paths.js';

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
      await transform(text, { loader, logLevel: 'silent', jsx: 'preserve' });
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
      build.onLoad({ filter: /\.(?:[jt]sx|js)$/ }, async (args) => {
        if (!args.path.startsWith(siteDir + sep) || args.path.includes(`${sep}node_modules${sep}`) || isOpdocsSource(args.path)) return undefined;
        const loader = args.path.endsWith('.tsx') ? 'tsx' : 'jsx';
        const source = await readFile(args.path, 'utf8');
        const fixed = await escapeJsxText(source, loader);
        if (fixed !== null) return { contents: fixed, loader };
        return args.path.endsWith('.js') ? { contents: source, loader } : undefined;
      });
    },
  };
}
