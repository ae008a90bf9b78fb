/**
 * Reading a folder of content through its translation folder: as in Docusaurus, the files are
 * those of the default locale's folder, and each is read from the translation folder when that
 * holds a file at the same relative path (translated), else from the default folder (the
 * untranslated page, so every page exists in every locale).
 */
import { existsSync, lstatSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { OpdocsError, type OpdocsWarning } from '../../errors.js';
import { list, listMarkdown, readAll, type ContentFile, type TextCache } from './scan.js';
import { keepLinkedFile } from './linked-files.js';

/**
 * The files matching `patterns` in `dir` or in `overlay`: data files (authors.yml, tags.yml)
 * may be in a translation folder only, unlike pages.
 */
export async function listLocalized(dir: string, overlay: string | undefined, patterns: string[], cache?: TextCache): Promise<string[]> {
  const found = await Promise.all([list(dir, patterns, [], undefined, cache), overlay && existsSync(overlay) ? list(overlay, patterns, [], undefined, cache) : []]);
  return [...new Set(found.flat())];
}

/** readAll of `rels` under `dir`, each taken from `overlay` when it has it; sorted by path. */
export async function readLocalized(dir: string, overlay: string | undefined, rels: string[], errors: OpdocsError[], cache?: TextCache): Promise<ContentFile[]> {
  if (!overlay || !existsSync(overlay)) return readAll(dir, rels, errors, cache);
  // A translation that is a symlink is held to the rule of the docs folder's own links
  // (linked-files.ts): /etc/hosts linked as a translated page was published as that page. The
  // two folders' common ancestor stands for the site folder, which this reader is not told.
  const policy = { siteDir: commonFolder(dir, overlay), errors };
  const translated = rels.filter((rel) => {
    const file = join(overlay, rel);
    return lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() ? keepLinkedFile(file, policy) : existsSync(file);
  });
  const own = new Set(translated);
  const [a, b] = await Promise.all([readAll(overlay, translated, errors, cache), readAll(dir, rels.filter((rel) => !own.has(rel)), errors, cache)]);
  return [...a, ...b].sort((x, y) => (x.rel < y.rel ? -1 : x.rel > y.rel ? 1 : 0));
}

/** The deepest folder holding both `a` and `b`. */
function commonFolder(a: string, b: string): string {
  let common = a;
  while (!(b + sep).startsWith(common.endsWith(sep) ? common : common + sep) && dirname(common) !== common) common = dirname(common);
  return common;
}

/**
 * A warning for each Markdown file of `overlay` that translates nothing: its path matches no
 * file of the default folder `dir` (`rels`), so it is never read. Usually the original was
 * renamed or moved and its translation left behind; Docusaurus drops it without a word.
 */
export async function orphanTranslations(args: { overlay: string | undefined; dir: string; rels: string[]; globs: { include: string[]; exclude: string[] }; siteDir: string }): Promise<OpdocsWarning[]> {
  const { overlay, dir, rels, globs, siteDir } = args;
  if (!overlay || !existsSync(overlay)) return [];
  const originals = new Set(rels);
  return (await listMarkdown(overlay, globs)).filter((rel) => !originals.has(rel)).map((rel) => ({
    level: 'warn',
    error: new OpdocsError({
      file: join(overlay, rel),
      message: `translates ${relative(siteDir, join(dir, rel))}, which does not exist, so this translation is not published`,
      hint: `give it the path of the file it translates (relative to ${relative(siteDir, dir) || 'the site folder'}), or remove it`,
    }),
  }));
}

/**
 * Markdown links name files: a translated file's link to an untranslated one resolves into the
 * translation folder, and an untranslated file's link to a translated one into the default
 * folder. Both names of each file lead to its route.
 */
export function bothNames(fileRoutes: [string, string][], pairs: [string, string][]): [string, string][] {
  const out: [string, string][] = [];
  for (const [file, route] of fileRoutes) {
    for (const [dir, overlay] of pairs) {
      if (file.startsWith(dir + '/')) out.push([overlay + file.slice(dir.length), route]);
      else if (file.startsWith(overlay + '/')) out.push([dir + file.slice(overlay.length), route]);
    }
  }
  // The file's own name wins where two would map one path.
  return [...out, ...fileRoutes];
}
