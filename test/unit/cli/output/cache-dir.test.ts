/** Where builds cache: the site's node_modules/.cache, else a temp folder of this user's own. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveCacheDir } from '../../../../cli/output/cache-dir';

test('a site whose node_modules/.cache can be made caches there', () => {
  const site = mkdtempSync(join(tmpdir(), 'cache-dir-'));
  try {
    assert.is(resolveCacheDir(site), join(site, 'node_modules', '.cache', 'opdocs'));
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('a site where no cache folder can be made caches in a temp folder named for the user, not one shared by every user', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cache-dir-'));
  // node_modules as a file: the cache folder under it cannot be made, as in a read-only site.
  writeFileSync(join(dir, 'node_modules'), '');
  try {
    const uid = process.getuid?.();
    assert.is(resolveCacheDir(dir), join(tmpdir(), uid === undefined ? 'opdocs-cache' : `opdocs-cache-${uid}`));
    if (uid !== undefined) assert.is.not(resolveCacheDir(dir), join(tmpdir(), 'opdocs-cache'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
