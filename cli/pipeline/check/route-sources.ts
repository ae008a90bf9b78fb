/**
 * The static files that may be published: those whose real path stays inside the site folder.
 */
import { realpathSync } from 'node:fs';
import { relative, isAbsolute } from 'node:path';
import { OpdocsError } from '../../errors.js';

/** True when `file`, symlinks resolved, is inside `dir` (symlinks resolved too). */
export function isInsideReal(file: string, dir: string): boolean {
  try {
    const rel = relative(realpathSync(dir), realpathSync(file));
    return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
  } catch {
    return false;
  }
}

/** Keeps the static files that really are inside the site; reports the others (symlinks out). */
export function confineStaticFiles(files: { file: string; rel: string }[], siteDir: string, errors: OpdocsError[]): { file: string; rel: string }[] {
  return files.filter((f) => {
    if (isInsideReal(f.file, siteDir)) return true;
    errors.push(new OpdocsError({
      file: f.file, message: 'static file points outside the site folder (a symlink); it would publish a file from elsewhere',
      hint: 'copy the file into the site instead of linking to it',
    }));
    return false;
  });
}
