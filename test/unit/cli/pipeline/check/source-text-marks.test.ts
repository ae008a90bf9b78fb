/** Bytes a UTF-8 check in shape alone would pass, and a byte order mark past a file's start. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { OpdocsError } from '../../../../../cli/errors';
import { decodeUtf8 } from '../../../../../cli/pipeline/check/source-text';

const decode = (bytes: number[] | string) => {
  const errors: OpdocsError[] = [];
  const buf = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : Uint8Array.from(bytes);
  return { text: decodeUtf8('/site/docs/a.md', buf, errors), errors };
};
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

test('a lone surrogate written as UTF-8 bytes (ED A0 80) is an error at its own line and column, named as a surrogate', () => {
  const { errors } = decode([...ascii('# T\n\nA lone '), 0xed, 0xa0, 0x80, ...ascii(' here\n')]);
  assert.equal(errors.map((e) => [e.line, e.column]), [[3, 8]]);
  assert.match(errors[0].message, /surrogate/);
});

test('an overlong form (E0 80 80) is found at its place too, not at 1:1', () => {
  const { errors } = decode([...ascii('ok\nx'), 0xe0, 0x80, 0x80, 10]);
  assert.equal(errors.map((e) => [e.line, e.column]), [[2, 2]]);
});

test('a byte order mark in the middle of a file is a warning at its place and removed, so the heading after it is a heading', () => {
  const { text, errors } = decode('\uFEFF# Title\n\nText\n\uFEFF## Second part\n');
  assert.equal(errors.map((e) => [e.line, e.column, e.unchecked]), [[4, 1, true]]);
  assert.is(text, '# Title\n\nText\n## Second part\n');
});

test('a byte order mark inside a JSON file is left to the JSON parser, which may hold it in a string', () => {
  const errors: OpdocsError[] = [];
  const text = decodeUtf8('/site/docs/_category_.json', new TextEncoder().encode('{"label": "a\uFEFFb"}'), errors);
  assert.equal([text, errors], ['{"label": "a\uFEFFb"}', []]);
});

test.run();
