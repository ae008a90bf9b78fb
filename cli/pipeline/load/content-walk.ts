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
import { existsSync, readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { OpdocsError } from '../../errors.js';
import { keepLinkedFile, mayLinkTo, repositoryFolder, type LinkPolicy } from './linked-files.js';
import { folderLinkProblem } from './folder-link.js';
import { notUtf8Name } from '../../fs-failure.js';

/** Paths relative to `dir`, with "/"; errors about links go to `links.errors`. */
export function walkContent(dir: string, patterns: string[], ignore: string[], links: LinkPolicy): string[] {
  const wanted = picomatch(patterns, { dot: false });
  const skipped = ignore.length ? picomatch(ignore, { dot: false }) : () => false;
  const out: string[] = [];
  // Linked folders walked: links that lead to each other multiply the paths (two links per
  // folder, twenty folders deep: a million walks), which would run for hours; past the budget, none is followed.
  let linkedWalks = 0;
  let overBudget = false;
  const walk = (base: string, prefix: string, walking: Set<string>) => {
    // Every entry, matched here: a linked folder's name matches no Markdown glob, yet holds pages.
    // (As costly as the globs' own walk: the folders are read either way.)
    // `**/*`, not `**`: micromatch reads a lone `**` with a `.` that stops at a line break, so a
    // file named with one was left out without a word (it is now refused at its route).
    const entries = fg.sync(['**/*'], { cwd: base, ignore, onlyFiles: false, dot: false, followSymbolicLinks: false, objectMode: true });
    for (const entry of entries) {
      const rel = prefix + entry.path;
      if (prefix && skipped(rel)) continue;
      // A name whose bytes are not UTF-8 is listed with U+FFFD, a name no file has: its page,
      // or every page of its folder, was left out without a word.
      if (entry.path.includes('\uFFFD') && !existsSync(join(base, entry.path))) {
        if (entry.dirent.isDirectory() || wanted(rel)) links.errors.push(notUtf8Name(join(base, entry.path), entry.dirent.isDirectory()));
        continue;
      }
      if (entry.dirent.isFile()) {
        if (wanted(rel)) out.push(rel);
      } else if (entry.dirent.isSymbolicLink()) {
        const abs = join(base, entry.path);
        if (isFolder(abs)) walkLinkedFolder(abs, rel, walking);
        else if (wanted(rel) && keepLinkedFile(abs, links)) out.push(rel);
      } else if (!entry.dirent.isDirectory() && wanted(rel)) {
        // A named pipe or device with a page's name was left out without a word (and reading
        // one would wait for a writer that never comes).
        links.errors.push(new OpdocsError({
          file: join(base, entry.path),
          message: `is ${entry.dirent.isFIFO() ? 'a named pipe' : entry.dirent.isSocket() ? 'a socket' : 'a device'}, not a file, so it cannot be read as a page`,
          hint: 'remove it, or put a Markdown file of that name in its place',
        }));
      }
    }
  };
  const walkLinkedFolder = (abs: string, rel: string, walking: Set<string>) => {
    const real = realpathSync(abs);
    if (walking.has(real) || overBudget) return;
    if (mayLinkTo(abs, links)) {
      // A link to a folder holding one being walked (`docs/a/up` → `../..`, the content folder):
      // walking it published every page again under the link's path, and blog posts as docs.
      const within = real.endsWith(sep) ? real : real + sep;
      if ([...walking].some((w) => w.startsWith(within))) return;
      // A link to the folder it sits in, or to one above it, that the glob walk reached without
      // a link (`docs/a/self` → `../a`): `walking` does not hold it, and every page of it was
      // published a second time under the link's path.
      if ((realpathSync(dirname(abs)) + sep).startsWith(within)) return;
      if (++linkedWalks > MAX_LINKED_WALKS) {
        overBudget = true;
        links.errors.push(new OpdocsError({
          file: abs,
          message: `is one of more than ${MAX_LINKED_WALKS} symlinked folders met on the way through links: links that lead to each other multiply the paths, as here`,
          hint: 'link each folder from one place only, or copy it into the site',
        }));
        return;
      }
      walk(abs, `${rel}/`, new Set([...walking, real]));
      return;
    }
    // Outside: an error only when it holds pages (a linked folder of images is no content).
    const page = firstPage(abs, (path) => wanted(`${rel}/${path}`) && !(ignore.length && skipped(`${rel}/${path}`)));
    if (page === null) return;
    const repo = repositoryFolder(links);
    links.errors.push(new OpdocsError({
      file: abs,
      message: `is a symlink to a folder outside the site folder${repo ? ' and its repository' : ''} (${page === TOO_MANY ? `it holds over ${MAX_OUTSIDE_ENTRIES} files and folders` : `it holds ${page}`}); publishing it could leak any file`,
      hint: 'copy the folder into the site instead of linking to it',
    }));
  };
  const rootLink = folderLinkProblem(dir);
  if (rootLink) {
    links.errors.push(rootLink);
    return [];
  }
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    return [];
  }
  walk(dir, '', new Set([real]));
  return out.sort();
}

/** Symlinked folders walked, at most (see walkContent). */
const MAX_LINKED_WALKS = 2_000;
/** Entries looked at in a linked folder outside the site before it is refused unseen. */
const MAX_OUTSIDE_ENTRIES = 20_000;
const TOO_MANY = Symbol('too many entries');

/**
 * The first page in `dir`, searched level by level: a link to "/" or a home folder would take
 * minutes to walk in full, and meet folders it may not read. TOO_MANY past the budget.
 */
function firstPage(dir: string, isPage: (path: string) => boolean): string | typeof TOO_MANY | null {
  let level = [''];
  let seen = 0;
  while (level.length) {
    const next: string[] = [];
    for (const folder of level) {
      let entries: Dirent[];
      try {
        entries = readdirSync(join(dir, folder), { withFileTypes: true });
      } catch {
        continue;
      }
      for (const entry of entries) {
        if (++seen > MAX_OUTSIDE_ENTRIES) return TOO_MANY;
        if (entry.name.startsWith('.')) continue;
        const path = folder ? `${folder}/${entry.name}` : entry.name;
        if (entry.isDirectory()) next.push(path);
        else if (entry.isFile() && isPage(path)) return path;
      }
    }
    level = next;
  }
  return null;
}

/** Whether `path` leads to a folder; a broken or looping link is no folder (keepLinkedFile reports it). */
function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
