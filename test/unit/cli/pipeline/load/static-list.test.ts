/** A static file whose name is not UTF-8 is listed as such, not as a symlink leading outside the site. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listStaticFolder } from '../../../../../cli/pipeline/load/static-list';

test('names that are not UTF-8 come back apart from the files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-static-list-'));
  try {
    writeFileSync(Buffer.from(`${dir}/f\xffg.txt`, 'latin1'), 'x');
    writeFileSync(join(dir, 'ok.txt'), 'x');
    const listing = listStaticFolder(dir, () => true);
    assert.equal(listing.files, ['ok.txt']);
    assert.equal(listing.badNames, [{ path: join(dir, 'f\uFFFDg.txt'), folder: false }]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
