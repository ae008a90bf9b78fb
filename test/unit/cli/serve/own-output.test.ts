/** serve --watch with its output redirected into the site folder must not rebuild on its own log lines. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closeSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { createIgnore } from '../../../../cli/serve/site-paths.ts';
import { isOwnOutput, ownOutputFiles } from '../../../../cli/serve/own-output.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';

test('the file the output is redirected to is skipped by the watcher, and the site\'s other files are not', () => {
  const dir = tempDir('opdocs-own-output-');
  const fd = openSync(join(dir, 'dev.log'), 'w');
  try {
    writeFileSync(join(dir, 'intro.md'), '# Intro\n');
    writeFileSync(join(dir, 'other.log'), '');
    const ignored = createIgnore(join(dir, 'build'), ownOutputFiles([fd]));
    writeSync(fd, 'Changed: intro.md; rebuilding…\n');
    assert.is(ignored(join(dir, 'dev.log')), true);
    assert.is(ignored(join(dir, 'intro.md')), false);
    assert.is(ignored(join(dir, 'other.log')), false);
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
});

test('output to a closed descriptor or a missing path is no reason to skip anything', () => {
  assert.equal(ownOutputFiles([987654]), []);
  assert.is(isOwnOutput('/nonexistent/opdocs-own-output', [{ dev: 1, ino: 1 }]), false);
});

test.run();
