/**
 * Decides whether a folder may receive a build, before anything is written: the output can
 * never be the site or its content, hold them, sit inside the content, be a file or the root,
 * and only a folder opdocs made (or an empty one) is ever replaced.
 */
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, parse, relative, isAbsolute } from 'node:path';
import { OpdocsError } from '../errors.js';
import type { SitePaths } from '../pipeline/features/feature.js';

/** Every build writes this file at the top of its output; its presence marks a folder as ours. */
export const SITE_DATA_FILE = '__opdocs.json';

const inside = (child: string, parent: string) => {
  const rel = relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};
const sameOrInside = (child: string, parent: string) => child === parent || inside(child, parent);

/** True when `dir` holds the site data file a build writes (any opdocs output, dev or not). */
export function isOpdocsOutput(dir: string): boolean {
  try {
    const data = JSON.parse(readFileSync(join(dir, SITE_DATA_FILE), 'utf8')) as { buildId?: unknown };
    return typeof data === 'object' && data !== null && typeof data.buildId === 'string';
  } catch {
    return false;
  }
}

/**
 * Throws an OpdocsError when a build must not write to `outDir` (all paths absolute). A site
 * built in place (`contentDir: "."`, a migrated Docusaurus repository) keeps build/ beside its
 * docs/ and blog/: then the folders the build reads (`inputDirs`) are what it may not touch.
 */
export function checkOutDir(args: { siteDir: string; contentDir: string; outDir: string; inputDirs?: string[] }): void {
  const { siteDir, contentDir, outDir } = args;
  const refuse = (message: string, hint: string) => { throw new OpdocsError({ message: `output folder ${outDir}: ${message}`, hint }); };
  const pick = 'choose a folder of its own, e.g. --out-dir build';
  if (outDir === parse(outDir).root) refuse('is the filesystem root', pick);
  if (outDir === siteDir) refuse('is the site folder; replacing it would delete the site', pick);
  if (inside(siteDir, outDir)) refuse('contains the site folder; replacing it would delete the site', pick);
  const readDirs = contentDir === siteDir && args.inputDirs ? args.inputDirs.filter((d) => d !== siteDir) : [contentDir];
  // Compared as written and with symlinks resolved: `--out-dir linked/out`, where linked → static/,
  // would otherwise publish each build inside the next one.
  const realOut = realPathOf(outDir);
  for (const dir of readDirs) {
    for (const [out, input] of [[outDir, dir], [realOut, realPathOf(dir)]]) {
      if (sameOrInside(out, input) || inside(input, out)) {
        refuse(out === input ? 'is the content folder' : inside(input, out) ? 'contains the content folder' : 'is inside the content folder, so the build would be read as content', pick);
      }
    }
  }
  let info;
  try {
    info = statSync(outDir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOTDIR') refuse('goes through a file, not a folder', pick);
    return;
  }
  if (!info.isDirectory()) refuse('exists and is not a folder; a build would delete it', `${pick}, or move the file away`);
  if (isOpdocsOutput(outDir)) return;
  if (readdirSync(outDir).length > 0) {
    refuse(`exists, is not empty and was not made by opdocs (it has no ${SITE_DATA_FILE}); a build would delete its files`,
      'empty or remove that folder yourself, or choose another --out-dir');
  }
}

/** `path` with symlinks resolved, as far as it exists (the rest is kept as written). */
function realPathOf(path: string): string {
  const rest: string[] = [];
  for (let at = path; ; at = dirname(at)) {
    try {
      return join(realpathSync(at), ...rest.reverse());
    } catch {
      if (dirname(at) === at) return path;
      rest.push(basename(at));
    }
  }
}

/** checkOutDir for a site's own input folders (content, docs, blog, pages, static). */
export function checkSiteOutDir(paths: SitePaths, outDir: string): void {
  checkOutDir({
    siteDir: paths.siteDir, contentDir: paths.contentDir, outDir,
    // Both places pages are read from, the one that does not exist yet too: a build written
    // into src/pages/ would be taken for the site's React pages by the next build.
    inputDirs: [paths.docsDir, paths.blogDir, paths.pagesDir, join(paths.contentDir, 'pages'), join(paths.contentDir, 'src', 'pages'), ...paths.staticDirs],
  });
}
