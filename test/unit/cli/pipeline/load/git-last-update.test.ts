import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NoGitHistory, readLastUpdates } from '../../../../../cli/pipeline/load/git-last-update.ts';
import { tempDir } from '../../../../helpers/fixture-site.ts';
import { commitAll } from '../../../../helpers/git-repo.ts';

/** Commits `files` in `repo` as `author` at `date` (ISO). */
function commit(repo: string, files: Record<string, string>, author: string, date: string): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(repo, rel, '..'), { recursive: true });
    writeFileSync(join(repo, rel), text);
  }
  commitAll(repo, { author, date });
}

test('each committed file under the folder gets its last commit\'s date and author; uncommitted files none', async () => {
  const repo = tempDir('opdocs-git-');
  execFileSync('git', ['init', '-q'], { cwd: repo });
  commit(repo, { 'docs/intro.md': 'a', 'docs/guide/setup.md': 'b', 'blog/post.md': 'c' }, 'Ada', '2026-03-01T10:00:00Z');
  commit(repo, { 'docs/guide/setup.md': 'b2', 'docs/ünïcode name.md': 'u' }, 'Grace Hopper', '2026-04-02T12:30:00Z');
  writeFileSync(join(repo, 'docs', 'draft.md'), 'not committed');
  const updates = await readLastUpdates(join(repo, 'docs'));
  assert.equal(updates.get(join(repo, 'docs', 'intro.md')), { at: Date.parse('2026-03-01T10:00:00Z'), by: 'Ada' });
  assert.equal(updates.get(join(repo, 'docs', 'guide', 'setup.md')), { at: Date.parse('2026-04-02T12:30:00Z'), by: 'Grace Hopper' });
  assert.equal(updates.get(join(repo, 'docs', 'ünïcode name.md'))?.by, 'Grace Hopper');
  assert.is(updates.has(join(repo, 'docs', 'draft.md')), false);
  assert.is(updates.has(join(repo, 'blog', 'post.md')), false, 'only the folder asked for');
});

test('with `oldest`, each file gets the commit that added it', async () => {
  const repo = tempDir('opdocs-git-oldest-');
  execFileSync('git', ['init', '-q'], { cwd: repo });
  commit(repo, { 'blog/post.md': 'a' }, 'Ada', '2025-02-01T09:00:00Z');
  commit(repo, { 'blog/post.md': 'b', 'blog/later.md': 'c' }, 'Grace', '2025-03-01T09:00:00Z');
  const first = await readLastUpdates(join(repo, 'blog'), { oldest: true });
  assert.equal(first.get(join(repo, 'blog', 'post.md')), { at: Date.parse('2025-02-01T09:00:00Z'), by: 'Ada' });
  assert.equal(first.get(join(repo, 'blog', 'later.md')), { at: Date.parse('2025-03-01T09:00:00Z'), by: 'Grace' });
  assert.is((await readLastUpdates(join(repo, 'blog'))).get(join(repo, 'blog', 'post.md'))?.by, 'Grace', 'the last commit without it');
});

test('a folder outside any repository rejects with NoGitHistory', async () => {
  const dir = tempDir('opdocs-nogit-');
  try {
    await readLastUpdates(dir);
    assert.unreachable('should reject');
  } catch (err) {
    assert.instance(err, NoGitHistory);
  }
});

test.run();
