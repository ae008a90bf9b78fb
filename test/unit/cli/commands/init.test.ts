import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initSite } from '../../../../cli/commands/init';
import { asUserErrors } from '../../../../cli/errors';

test('init into a path that is a file refuses it as a file and leaves it alone', () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-init-'));
  try {
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'mine');
    const err = (() => {
      try {
        initSite({ dir: file, force: true });
      } catch (e) {
        return e;
      }
      return null;
    })();
    assert.equal(asUserErrors(err)?.map((e) => [e.file, e.message]), [[file, 'is a file, not a folder']]);
    assert.is(readFileSync(file, 'utf8'), 'mine');
    assert.not.ok(existsSync(join(dir, 'site.config.json')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
