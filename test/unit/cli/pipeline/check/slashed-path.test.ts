import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { slashedPath } from '../../../../../cli/pipeline/check/slashed-path';

const onDisk = (...files: string[]) => (p: string) => files.includes(p);

test('a backslashed path is read with slashes when only that names a file', () => {
  assert.is(slashedPath('img\\dir\\a.png', onDisk('img/dir/a.png')), 'img/dir/a.png');
});

test('a file whose name really holds a backslash is kept as written', () => {
  assert.is(slashedPath('img\\a.png', onDisk('img\\a.png', 'img/a.png')), 'img\\a.png');
});

test('a path that names no file either way is left as written for the error', () => {
  assert.is(slashedPath('img\\gone.png', onDisk()), 'img\\gone.png');
  assert.is(slashedPath('img/a.png', onDisk()), 'img/a.png');
});

test.run();
