/** Commits in a test folder with a fixed author and date, so Git's history is what a test expects. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Commits every file of `dir` (making it a repository first if it is not one) as `author` at `date`. */
export function commitAll(dir: string, { author = 'Ada', date = '2026-02-03T04:05:06Z', message = 'change' } = {}): void {
  if (!existsSync(join(dir, '.git'))) execFileSync('git', ['init', '-q'], { cwd: dir });
  const env = { ...process.env, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: 'a@example.org', GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: 'a@example.org', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['add', '-A'], { cwd: dir, env });
  execFileSync('git', ['commit', '-q', '-m', message], { cwd: dir, env });
}
