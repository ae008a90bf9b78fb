/**
 * The site's own source files a React page is made of, so that a link its rendered HTML holds
 * can be reported where it is written: the page, then the modules and Markdown files it imports
 * by a relative or `@site/` path, breadth-first (a home page is often a one-line wrapper around components).
 * Imports are found with a pattern, not a parser: this only picks where to look, and a file it
 * misses leaves the report at the page's first line, as before.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { findModuleFile, fromSiteAlias } from '../pipeline/parse/mdx/module-files.js';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;
// Enough for a page and its components; a page importing a whole library of them stops here.
const MAX_FILES = 80;
// Styles, images and data it imports hold no links worth reading them for; its Markdown does.
const SOURCE = /\.(?:[cm]?[jt]sx?|mdx?)$/;

/** The source file `spec` names from `from`, when it is one of the site's own scripts or Markdown files. */
function resolveLocal(spec: string, from: string, siteDir: string | undefined): string | null {
  const base = spec.startsWith('./') || spec.startsWith('../') ? resolve(dirname(from), spec) : siteDir && fromSiteAlias(spec, siteDir);
  if (!base) return null;
  const file = findModuleFile(base);
  return file && SOURCE.test(file) ? file : null;
}

/** A page's source and those of the site modules it imports, each with its text; the page first. */
export function pageSourceFiles(page: string, siteDir?: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const queue = [page];
  const seen = new Set(queue);
  while (queue.length && out.length < MAX_FILES) {
    const file = queue.shift()!;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    out.push({ file, text });
    for (const m of text.matchAll(IMPORT)) {
      const next = resolveLocal(m[2], file, siteDir);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return out;
}
