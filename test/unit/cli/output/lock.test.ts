/**
 * The build lock beside the output folder: a folder that takes no new files is the user's to
 * change (another --out-dir), not an opdocs bug with a stack.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { acquireLock } from '../../../../cli/output/lock.ts';
import { asUserErrors, formatError } from '../../../../cli/errors.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';

test('a lock whose folder cannot hold it is a user error naming the lock and another --out-dir', () => {
  // A folder that is gone by the time the lock is opened, as under /proc or after a removal.
  const gone = join(tempDir('opdocs-lock-'), 'gone');
  const lock = join(gone, '.out.opdocs-lock');
  let thrown: unknown;
  try {
    acquireLock(lock, join(gone, 'out'));
  } catch (err) {
    thrown = err;
  }
  const user = asUserErrors(thrown);
  assert.ok(user, `expected a user error, got ${String(thrown)}`);
  assert.equal(user.map((e) => formatError(e)), [
    `error  cannot create the build lock ${lock}: the folder ${gone} takes no new files (a system folder such as /proc) or was removed just now\n  hint: choose an --out-dir inside a writable folder of your own, e.g. --out-dir build`]);
  assert.not.ok(existsSync(gone), 'nothing was created');
});

test.run();
