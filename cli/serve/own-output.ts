/**
 * The files this process's own output goes to. `opdocs serve --watch > dev.log 2>&1` run in a
 * Docusaurus repository (its content folder is the site folder) wrote each rebuild's lines into
 * a watched file, which started the next rebuild, for good: a rebuild every few hundred ms.
 */
import { fstatSync, statSync } from 'node:fs';

/** Device and inode of stdout and stderr where they are plain files (not a terminal or a pipe). */
export function ownOutputFiles(fds: number[] = [1, 2]): { dev: number; ino: number }[] {
  const files: { dev: number; ino: number }[] = [];
  for (const fd of fds) {
    try {
      const s = fstatSync(fd);
      if (s.isFile()) files.push({ dev: s.dev, ino: s.ino });
    } catch {
      // Closed: nothing is written there.
    }
  }
  return files;
}

/** True when `path` is one of `files` (compared by inode, as the path the shell opened is unknown). */
export function isOwnOutput(path: string, files: { dev: number; ino: number }[]): boolean {
  if (files.length === 0) return false;
  const s = statSync(path, { throwIfNoEntry: false });
  return s !== undefined && files.some((f) => f.dev === s.dev && f.ino === s.ino);
}
