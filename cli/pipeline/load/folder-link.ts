/**
 * A content folder (docs/, blog/, pages/) that is itself a symlink which cannot be walked: one
 * to nothing, one in a loop, or one to a folder that holds it (`content/docs` → `.`). The first
 * two read as "no docs" without a word, and the last published every other section's files as
 * docs, blog posts as doc pages among them.
 */
import { lstatSync, realpathSync } from 'node:fs';
import { dirname, sep } from 'node:path';
import { OpdocsError } from '../../errors.js';

/** An error at `dir` when it is a symlink that leads nowhere walkable; null otherwise (a plain folder, a good link, nothing there). */
export function folderLinkProblem(dir: string): OpdocsError | null {
  try {
    if (!lstatSync(dir).isSymbolicLink()) return null;
  } catch {
    return null;
  }
  let real: string;
  try {
    real = realpathSync(dir);
  } catch (err) {
    const loop = (err as NodeJS.ErrnoException).code === 'ELOOP';
    return new OpdocsError({
      file: dir,
      message: loop ? 'is a symlink that leads back to itself, so its content cannot be read' : 'is a symlink to nothing: its target does not exist, so its content cannot be read',
      hint: 'point the link at the folder that holds the content, or replace it with that folder',
    });
  }
  let parent: string;
  try {
    parent = realpathSync(dirname(dir));
  } catch {
    return null;
  }
  const within = real.endsWith(sep) ? real : real + sep;
  if (!(parent + sep).startsWith(within)) return null;
  return new OpdocsError({
    file: dir,
    message: `is a symlink to a folder that holds it (${real}), so every other section's files would be read again as its own`,
    hint: 'point the link at the folder that holds the content, or replace it with that folder',
  });
}
