import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeWhole, writeWholeAsync } from '../../../../cli/output/write-whole.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';

test('a file is created, then replaced whole, with no temporary file left beside it', async () => {
  const dir = tempDir('opdocs-whole-');
  const file = join(dir, 'record.json');
  writeWhole(file, '{"a":1}');
  assert.is(readFileSync(file, 'utf8'), '{"a":1}');
  await writeWholeAsync(file, 'short');
  assert.is(readFileSync(file, 'utf8'), 'short');
  assert.equal(readdirSync(dir), ['record.json']);
});

test('a replaced source file keeps its permissions when asked to', () => {
  const dir = tempDir('opdocs-whole-');
  const file = join(dir, 'run.md');
  writeFileSync(file, 'old');
  chmodSync(file, 0o750);
  writeWhole(file, 'new', { keepMode: true });
  assert.is(statSync(file).mode & 0o777, 0o750);
  assert.is(readFileSync(file, 'utf8'), 'new');
});

test('a write that cannot land throws and removes its temporary file, the old entry untouched', async () => {
  const dir = tempDir('opdocs-whole-');
  // A folder in the file's place: the rename over it fails after the bytes were written.
  const target = join(dir, 'taken');
  mkdirSync(target);
  writeFileSync(join(target, 'inside.txt'), 'kept');
  assert.throws(() => writeWhole(target, 'data'));
  await writeWholeAsync(target, 'data').then(() => assert.unreachable('should throw'), (err: NodeJS.ErrnoException) => assert.ok(err.code));
  assert.equal(readdirSync(dir), ['taken']);
  assert.is(readFileSync(join(target, 'inside.txt'), 'utf8'), 'kept');
});

test.run();
