/**
 * versions.json and i18n translation files whose bytes are not JSON text (not UTF-8, UTF-16, a
 * NUL) stop the build with one error at the byte, instead of a version named "1.�0" or a bare
 * syntax error; a byte order mark alone is fine.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readJsonText } from '../../../../cli/config/json-syntax';
import { readVersionsFile } from '../../../../cli/pipeline/routes/versions-file';
import { createLocaleContext } from '../../../../cli/pipeline/locale';
import { asUserErrors } from '../../../../cli/errors';
import type { SiteConfig } from '../../../../cli/config/types';

const test = suite('encoding of strict JSON files');
let dir = '';
test.before.each(() => { dir = mkdtempSync(join(tmpdir(), 'json-enc-')); });
test.after.each(() => rmSync(dir, { recursive: true, force: true }));

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

test('text with a byte order mark is read, and bytes that are not UTF-8 are an error at their line and column', () => {
  assert.ok('text' in readJsonText('/x.json', bytes([0xef, 0xbb, 0xbf], '["1.0"]')));
  const bad = readJsonText('/x.json', bytes('[\n "1.', [0xff], '0"]'));
  assert.ok('error' in bad);
  if ('error' in bad) {
    assert.equal([bad.error.file, bad.error.line, bad.error.column], ['/x.json', 2, 5]);
    assert.match(bad.error.message, 'not valid UTF-8');
    assert.ok(!bad.error.unchecked);
  }
});

test('a NUL in a JSON file is an error that says JSON does not allow it', () => {
  const nul = readJsonText('/x.json', bytes('["1.0"]', [0]));
  assert.ok('error' in nul && nul.error.message.includes('NUL') && nul.error.message.includes('JSON does not allow'));
});

test('versions.json that is not UTF-8 or is UTF-16 gives one located error and no versions', () => {
  const file = join(dir, 'versions.json');
  writeFileSync(file, bytes('["2.0", "1.', [0xe9], '"]'));
  const latin = readVersionsFile(file);
  assert.equal(latin.names, []);
  assert.match(latin.error?.message ?? '', 'not valid UTF-8');
  assert.is(latin.error?.column, 12);
  writeFileSync(file, bytes([0xff, 0xfe], '[\0"\0'));
  assert.match(readVersionsFile(file).error?.message ?? '', 'UTF-16');
});

test('an i18n code.json that is not UTF-8 is an error naming the file, not a message with U+FFFD in it', () => {
  mkdirSync(join(dir, 'i18n', 'fr'), { recursive: true });
  writeFileSync(join(dir, 'i18n', 'fr', 'code.json'), bytes('{"theme.x": {"message": "caf', [0xe9], '"}}'));
  const locale = createLocaleContext({ siteDir: dir, baseUrl: '/' } as SiteConfig, 'fr');
  let caught: unknown;
  try {
    locale.messages('code.json');
  } catch (err) {
    caught = err;
  }
  const errors = asUserErrors(caught);
  assert.ok(errors, 'expected a user error');
  assert.is(errors![0].file, join(dir, 'i18n', 'fr', 'code.json'));
  assert.match(errors![0].message, 'not valid UTF-8');
});

test.run();
