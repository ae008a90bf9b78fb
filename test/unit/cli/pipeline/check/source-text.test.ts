import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { OpdocsError } from '../../../../../cli/errors';
import { decodeUtf8 } from '../../../../../cli/pipeline/check/source-text';

const Decode = suite('decodeUtf8: what a file that is not UTF-8 is said to be');

const problems = (bytes: number[]) => {
  const errors: OpdocsError[] = [];
  decodeUtf8('/site/docs/a.md', Uint8Array.from(bytes), errors);
  return errors.map((e) => `${e.line}:${e.column} ${e.message} | ${e.hint}`);
};
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

Decode('UTF-16 with its byte order mark, as Windows editors save "Unicode"', () => {
  const utf16 = [0xff, 0xfe, ...ascii('# Hi\n').flatMap((b) => [b, 0])];
  assert.equal(problems(utf16), ['1:1 file is UTF-16, not UTF-8 | save the file as UTF-8 in your editor, or convert it: iconv -f utf-16 -t utf-8']);
});

Decode('a binary file: NUL bytes and bytes that are no UTF-8, at the first bad byte', () => {
  assert.equal(problems([...ascii('PK\n'), 0, 0, 0xff, 0x10]), [
    '2:3 file is binary (it holds NUL bytes), not Markdown text | remove it from the content folder, rename it, or leave it out with the section\'s "exclude" globs',
  ]);
});

Decode('Latin-1 text keeps its message; UTF-8 and ASCII with a NUL decode without one', () => {
  assert.match(problems([...ascii('caf'), 0xe9, 10])[0], '1:4 file is not valid UTF-8 (it looks like Latin-1');
  assert.equal(problems([...ascii('caf'), 0xc3, 0xa9, 10]), []);
  assert.equal(problems([...ascii('a'), 0, ...ascii('b')]), []);
});

Decode.run();
