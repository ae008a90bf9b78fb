import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { linkSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeInPlace } from '../../../../cli/output/write-in-place';
import { tempDir } from '../../../helpers/fixture-site.ts';

const dir = () => tempDir('opdocs-write-in-place-');

test('a shorter text written over a longer one leaves nothing of the old one behind', () => {
  const file = join(dir(), 'page.html');
  writeFileSync(file, '<p>a much longer first version of the page</p>');
  writeInPlace(file, '<p>short</p>');
  assert.is(readFileSync(file, 'utf8'), '<p>short</p>');
  writeInPlace(file, '<p>longer than the short one again</p>');
  assert.is(readFileSync(file, 'utf8'), '<p>longer than the short one again</p>');
});

test('a file that is not there yet is created; bytes and multi-byte text are written whole', () => {
  const d = dir();
  writeInPlace(join(d, 'new.json'), '{"title":"Überblick – ★"}');
  assert.is(readFileSync(join(d, 'new.json'), 'utf8'), '{"title":"Überblick – ★"}');
  const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => i % 251);
  writeInPlace(join(d, 'new.json'), bytes);
  assert.ok(readFileSync(join(d, 'new.json')).equals(bytes));
});

test('the file keeps its inode, as writeFileSync does (a page the server has open is the same file)', () => {
  const file = join(dir(), 'page.html');
  writeFileSync(file, 'first');
  const before = statSync(file).ino;
  linkSync(file, `${file}.link`);
  writeInPlace(file, 'second');
  assert.is(statSync(file).ino, before);
  assert.is(readFileSync(`${file}.link`, 'utf8'), 'second');
});

test('a folder where the file should be is an error, as with writeFileSync', () => {
  const d = dir();
  mkdirSync(join(d, 'taken'));
  assert.throws(() => writeInPlace(join(d, 'taken'), 'x'), /EISDIR|illegal operation on a directory/);
});

test.run();
