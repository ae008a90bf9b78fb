/**
 * The files of one static folder, symlinks followed: a linked file (favicon.ico → logo.png) or
 * folder is published with its target's content, as Docusaurus publishes it. Reads disk only.
 */
import { existsSync, readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';

export interface StaticListing {
  /** Files relative to the folder, "/"-separated, sorted. */
  files: string[];
  /** Absolute paths of symlinks whose target does not exist. */
  broken: string[];
  /** Absolute paths of symlinked folders that lead where `mayLink` refuses: not walked. */
  outside: string[];
  /** Files and folders whose names are not UTF-8 (listed with U+FFFD): they cannot be opened. */
  badNames: { path: string; folder: boolean }[];
}

/**
 * Lists `dir` recursively, skipping dot files and node_modules (as the content scan does). With
 * `mayLink` (given a symlinked folder's path, whether it may lead there), a linked folder it
 * refuses is not walked (a link to "/" walked the whole disk, and a link to /etc made an error
 * for each of its thousand files).
 */
export function listStaticFolder(dir: string, mayLink?: (link: string) => boolean): StaticListing {
  const files: string[] = [];
  const broken: string[] = [];
  const outside: string[] = [];
  const badNames: { path: string; folder: boolean }[] = [];
  // Real paths of the folders being walked: a link back to one of them would never end.
  const walking = new Set<string>();
  const walk = (abs: string, rel: string) => {
    let real: string;
    let entries: Dirent[];
    try {
      real = realpathSync(abs);
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    if (walking.has(real)) return;
    walking.add(real);
    for (const e of entries) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const childAbs = join(abs, e.name);
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      if (e.name.includes('\uFFFD') && !existsSync(childAbs)) {
        badNames.push({ path: childAbs, folder: e.isDirectory() });
        continue;
      }
      let isDir = e.isDirectory();
      let isFile = e.isFile();
      if (e.isSymbolicLink()) {
        try {
          const target = statSync(childAbs);
          [isDir, isFile] = [target.isDirectory(), target.isFile()];
        } catch {
          broken.push(childAbs);
          continue;
        }
      }
      if (isDir && e.isSymbolicLink() && mayLink !== undefined && !mayLink(childAbs)) outside.push(childAbs);
      else if (isDir) walk(childAbs, childRel);
      else if (isFile) files.push(childRel);
    }
    walking.delete(real);
  };
  walk(dir, '');
  return { files: files.sort(), broken: broken.sort(), outside: outside.sort(), badNames };
}
