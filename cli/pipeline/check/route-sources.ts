/**
 * Whether a file really lies inside a folder, symlinks followed: the test every link into the
 * site's sources passes (static files, symlinked content).
 */
import { realpathSync } from 'node:fs';
import { relative, isAbsolute } from 'node:path';

/** True when `file`, symlinks resolved, is inside `dir` (symlinks resolved too). */
export function isInsideReal(file: string, dir: string): boolean {
  try {
    const rel = relative(realpathSync(dir), realpathSync(file));
    return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
  } catch {
    return false;
  }
}
