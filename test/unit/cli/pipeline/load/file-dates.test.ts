import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCreationDates } from '../../../../../cli/pipeline/load/file-dates.ts';
import { tempDir } from '../../../../helpers/fixture-site.ts';

test('a committed file is dated by the commit that added it; an uncommitted one by its file time', async () => {
  const repo = tempDir('opdocs-dates-');
  mkdirSync(join(repo, 'blog'));
  const env = { ...process.env, GIT_AUTHOR_NAME: 'A', GIT_AUTHOR_EMAIL: 'a@example.org', GIT_COMMITTER_NAME: 'A', GIT_COMMITTER_EMAIL: 'a@example.org' };
  execFileSync('git', ['init', '-q'], { cwd: repo });
  writeFileSync(join(repo, 'blog', 'old.md'), 'a');
  execFileSync('git', ['add', '-A'], { cwd: repo, env });
  execFileSync('git', ['commit', '-q', '-m', 'add'], { cwd: repo, env: { ...env, GIT_AUTHOR_DATE: '2024-05-06T07:00:00Z', GIT_COMMITTER_DATE: '2024-05-06T07:00:00Z' } });
  writeFileSync(join(repo, 'blog', 'old.md'), 'changed');
  execFileSync('git', ['commit', '-q', '-am', 'edit'], { cwd: repo, env: { ...env, GIT_AUTHOR_DATE: '2025-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2025-01-01T00:00:00Z' } });
  const fresh = join(repo, 'blog', 'fresh.md');
  writeFileSync(fresh, 'b');
  const dates = await loadCreationDates([join(repo, 'blog', 'old.md'), fresh], join(repo, 'blog'));
  assert.is(dates.get(join(repo, 'blog', 'old.md'))?.toISOString(), '2024-05-06T07:00:00.000Z');
  const info = statSync(fresh);
  assert.is(dates.get(fresh)?.getTime(), Math.trunc(info.birthtimeMs > 0 ? info.birthtimeMs : info.mtimeMs));
});

test('outside any repository every file is dated by its file time', async () => {
  const dir = tempDir('opdocs-dates-nogit-');
  const file = join(dir, 'post.md');
  writeFileSync(file, 'x');
  const info = statSync(file);
  assert.is((await loadCreationDates([file], dir)).get(file)?.getTime(), Math.trunc(info.birthtimeMs > 0 ? info.birthtimeMs : info.mtimeMs));
});

test.run();
