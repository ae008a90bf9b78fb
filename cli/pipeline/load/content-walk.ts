/**
 * The files of a content folder that its include globs match and its exclude globs do not,
 * with symlinks followed as Docusaurus' globbing follows them: a linked file is read where it
 * leads (linked-files.ts), and a linked folder is walked as if it were there (a monorepo's
 * `docs/api` → `../../packages/api/docs`), its files named by their path through the link.
 * A folder must lead inside the site or its repository, like a file; one that leads back to a
 * folder being walked (a link up the tree) is not walked again.
 */
import fg from 'fast-glob';
import picomatch from 'picomatch';
import { realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { OpdocsError } from '../../errors.js';
import { keepLinkedFile, mayLinkTo, repositoryFolder, type LinkPolicy } from './linked-files.js';

/** Paths relative to `dir`, with "/"; errors about links go to `links.errors`. */
export function walkContent(dir: string, patterns: string[], ignore: string[], links: LinkPolicy): string[] {
  const wanted = picomatch(patterns, { dot: false });
  const skipped = ignore.length ? picomatch(ignore, { dot: false }) : () => false;
  const out: string[] = [];
  const walk = (base: string, prefix: string, walking: Set<string>) => {
    // Every entry, matched here: a linked folder's name matches no Markdown glob, yet holds pages.
    // (As costly as the globs' own walk: the folders are read either way.)
    const entries = fg.sync(['**'], { cwd: base, ignore, onlyFiles: false, dot: false, followSymbolicLinks: false, objectMode: true });
    for (const entry of entries) {
      const rel = prefix + entry.path;
      if (prefix && skipped(rel)) continue;
      if (entry.dirent.isFile()) {
        if (wanted(rel)) out.push(rel);
      } else if (entry.dirent.isSymbolicLink()) {
        const abs = join(base, entry.path);
        if (isFolder(abs)) walkLinkedFolder(abs, rel, walking);
        else if (wanted(rel) && keepLinkedFile(abs, links)) out.push(rel);
      }
    }
  };
  const walkLinkedFolder = (abs: string, rel: string, walking: Set<string>) => {
    const real = realpathSync(abs);
    if (walking.has(real)) return;
    if (mayLinkTo(abs, links)) {
      walk(abs, `${rel}/`, new Set([...walking, real]));
      return;
    }
    // Outside: an error only when it holds pages (a linked folder of images is no content).
    const pages = fg.sync(['**'], { cwd: abs, ignore, dot: false, followSymbolicLinks: false }).filter((path) => wanted(`${rel}/${path}`));
    if (pages.length === 0) return;
    const repo = repositoryFolder(links);
    links.errors.push(new OpdocsError({
      file: abs,
      message: `is a symlink to a folder outside the site folder${repo ? ' and its repository' : ''} (it holds ${pages[0]}); publishing it could leak any file`,
      hint: 'copy the folder into the site instead of linking to it',
    }));
  };
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    return [];
  }
  walk(dir, '', new Set([real]));
  return out.sort();
}

/** Whether `path` leads to a folder; a broken or looping link is no folder (keepLinkedFile reports it). */
function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
