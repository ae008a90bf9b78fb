/**
 * When a content file was created, for blog posts that give no date in their file name or front
 * matter (behaviors §11.4): the date of the Git commit that added it, else (not committed, or no
 * Git) the file's birth time as the file system reports it, else its last modification.
 */
import { stat } from 'node:fs/promises';
import { NoGitHistory, readLastUpdates, type LastUpdate } from './git-last-update.js';

/** Creation date of each of `files` (absolute paths under `dir`). */
export async function loadCreationDates(files: string[], dir: string): Promise<Map<string, Date>> {
  const dates = new Map<string, Date>();
  if (!files.length) return dates;
  let commits = new Map<string, LastUpdate>();
  try {
    commits = await readLastUpdates(dir, { oldest: true });
  } catch (err) {
    // Outside a repository (a downloaded archive) file times are all there is.
    if (!(err instanceof NoGitHistory)) throw err;
  }
  await Promise.all(files.map(async (file) => {
    const commit = commits.get(file);
    if (commit) return void dates.set(file, new Date(commit.at));
    const info = await stat(file);
    // Some file systems report no birth time (0): the modification time is the best left.
    dates.set(file, new Date(info.birthtimeMs > 0 ? info.birthtimeMs : info.mtimeMs));
  }));
  return dates;
}
