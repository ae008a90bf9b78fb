/**
 * The files of one static folder, symlinks followed: a linked file (favicon.ico → logo.png) or
 * folder is published with its target's content, as Docusaurus publishes it. Reads disk only.
 */
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';

export interface StaticListing {
  /** Files relative to the folder, "/"-separated, sorted. */
  files: string[];
  /** Absolute paths of symlinks whose target does not exist. */
  broken: string[];
}

/** Lists `dir` recursively, skipping dot files and node_modules (as the content scan does). */
export function listStaticFolder(dir: string): StaticListing {
  const files: string[] = [];
  const broken: string[] = [];
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
      if (isDir) walk(childAbs, childRel);
      else if (isFile) files.push(childRel);
    }
    walking.delete(real);
  };
  walk(dir, '');
  return { files: files.sort(), broken: broken.sort() };
}
