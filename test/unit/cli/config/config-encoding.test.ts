/**
 * site.config.json in a legacy encoding fails at its first bad byte, as content files do; a
 * byte order mark is harmless.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfigWithErrors } from '../../../../cli/config/load-config.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';

const siteWith = (bytes: Buffer) => {
  const dir = tempDir('opdocs-config-encoding-');
  writeFileSync(join(dir, 'site.config.json'), bytes);
  return dir;
};

test('a Latin-1 site.config.json is an error at its first non-UTF-8 byte, not a title with U+FFFD in it', async () => {
  const dir = siteWith(Buffer.concat([Buffer.from('{\n  "title": "Caf'), Buffer.from([0xe9]), Buffer.from('",\n  "url": "https://x.example"\n}\n')]));
  const { config, errors } = await loadConfigWithErrors(dir);
  assert.is(config, undefined);
  assert.equal(errors.map((e) => [e.file, e.line, e.column]), [[join(dir, 'site.config.json'), 2, 16]]);
  assert.match(errors[0].message, 'not valid UTF-8');
  assert.match(errors[0].hint ?? '', 'iconv');
});

test('a UTF-8 site.config.json with a byte order mark loads, its accented title intact', async () => {
  const dir = siteWith(Buffer.from('\ufeff{ "title": "Café", "url": "https://x.example" }\n'));
  const { config, errors } = await loadConfigWithErrors(dir);
  assert.equal(errors, []);
  assert.is(config?.title, 'Café');
});

test('a NUL inside a config string is a JSON error at its string', async () => {
  const dir = siteWith(Buffer.from('{\n  "title": "My\0Site",\n  "url": "https://x.example"\n}\n'));
  const { config, errors } = await loadConfigWithErrors(dir);
  assert.is(config, undefined);
  assert.equal(errors.map((e) => [e.line, e.column]), [[2, 12]]);
});

test.run();
