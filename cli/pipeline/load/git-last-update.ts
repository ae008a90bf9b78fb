/**
 * When each content file last changed (or was first committed), and by whom, from the Git
 * history: one `git log` over a folder, not one per file (a process per doc cost seconds on
 * large sites). Used only when needed: the docs' last-update dates (`docs.showLastUpdateTime` /
 * `showLastUpdateAuthor`) and the date of a blog post that names none (behaviors §11.4).
 */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';

export interface LastUpdate {
  /** Milliseconds since the epoch, of the last commit that touched the file. */
  at: number;
  /** That commit's author name. */
  by: string;
}

/** Why no history could be read: no git, or a folder outside any repository. */
export class NoGitHistory extends Error {}

// Record and field separators git writes for %x1e / %x1f: never in a path or a name.
const RECORD = '\u001e';
const FIELD = '\u001f';

/** Options of {@link readLastUpdates}. */
export interface ReadLastUpdatesOptions {
  /** The file's first commit instead of its last: when it was added. Default false. */
  oldest?: boolean;
}

/**
 * Last update (or, with `oldest`, first commit) of every committed file under `dir` (absolute
 * paths). Files never committed are absent: they have no date to show yet. Rejects with
 * NoGitHistory when git cannot answer.
 */
export function readLastUpdates(dir: string, opts: ReadLastUpdatesOptions = {}): Promise<Map<string, LastUpdate>> {
  const args = ['-c', 'core.quotePath=false', 'log', '--format=%x1e%at%x1f%an', '--name-only', '--no-renames', '--relative', '--', '.'];
  return new Promise((done, fail) => {
    execFile('git', args, { cwd: dir, maxBuffer: 512 * 2 ** 20, encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err) return fail(new NoGitHistory((stderr || err.message).trim().split('\n')[0]));
      done(parseLog(stdout, dir, opts.oldest));
    });
  });
}

/**
 * The log, newest commit first: a file's first appearance is its last update, its last
 * appearance (kept with `oldest`) the commit that added it.
 */
export function parseLog(log: string, dir: string, oldest = false): Map<string, LastUpdate> {
  const updates = new Map<string, LastUpdate>();
  for (const record of log.split(RECORD)) {
    const newline = record.indexOf('\n');
    if (newline < 0) continue;
    const [seconds, author] = record.slice(0, newline).split(FIELD);
    const update = { at: Number(seconds) * 1000, by: author ?? '' };
    for (const line of record.slice(newline + 1).split('\n')) {
      const rel = line.trim();
      if (!rel) continue;
      const file = resolve(join(dir, rel));
      if (oldest || !updates.has(file)) updates.set(file, update);
    }
  }
  return updates;
}
