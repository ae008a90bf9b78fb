/**
 * A site file whose top-level code throws when the server bundle is imported (an MDX
 * `export const v = compute()`, a component module reading a missing global): the error is
 * the site's, so it is reported at the first place in the site's own files that the stack
 * names. The bundle carries source maps, so the stack already names the site's files.
 */
import { isAbsolute, relative, sep } from 'node:path';
import { OpdocsError } from '../errors.js';
import { throwSite } from '../render/throw-site.js';

// "at fn (/abs/file.mdx:3:14)" or "at /abs/file.mdx:3:14", with or without file://.
const FRAME = /\(?(?:file:\/\/)?(\/[^():\n]+):(\d+):(\d+)\)?\s*$/;

// webpack's own `require.context`, which esbuild has no counterpart of.
const WEBPACK_CONTEXT = '`require.context` is a webpack function, which opdocs (it bundles with esbuild) does not have: import the files it would list one by one instead';

const isSiteFile = (file: string, siteDir: string) => {
  const rel = relative(siteDir, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) && !rel.split(sep).includes('node_modules');
};

/**
 * The first frame of the stack in a site file: as the stack names it, else through the source
 * map of `bundleFile` (Node's own source maps are off, see render/throw-site.ts, so a throw in
 * the server bundle's top-level code names the bundle, and was reported as an opdocs bug).
 */
function siteFrame(err: Error & { stack: string }, siteDir: string, bundleFile?: string): { file: string; line?: number; column?: number } | null {
  for (const line of err.stack.split('\n').slice(1)) {
    const m = FRAME.exec(line.trim());
    if (m && isSiteFile(m[1], siteDir)) return { file: m[1], line: Number(m[2]), column: Number(m[3]) };
  }
  const mapped = bundleFile ? throwSite(err, siteDir, bundleFile) : {};
  return mapped.file ? { file: mapped.file, line: mapped.line, column: mapped.column } : null;
}

/** The error at the site file that threw; null when no frame of the stack is in the site. */
export function siteCodeThrew(err: unknown, siteDir: string, bundleFile?: string): OpdocsError | null {
  if (!(err instanceof Error) || typeof err.stack !== 'string') return null;
  const at = siteFrame(err as Error & { stack: string }, siteDir, bundleFile);
  if (at) {
    return new OpdocsError({
      ...at,
      message: `this code threw while the pages were being prepared: ${err.message}`,
      hint: /require\.context is not a function/.test(err.message) ? WEBPACK_CONTEXT
        : 'top-level code of a site file (an MDX export, a component module) runs at build time; fix the error, or compute the value inside a component',
    });
  }
  return null;
}
