import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { OpdocsError } from '../../../../../cli/errors';
import { checkUnclosedBlocks, checkUnclosedComment, checkUnclosedFence, decodeUtf8 } from '../../../../../cli/pipeline/check/source-text';

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

Decode('Latin-1 text keeps its message; UTF-8 decodes without one', () => {
  assert.match(problems([...ascii('caf'), 0xe9, 10])[0], '1:4 file is not valid UTF-8 (it looks like Latin-1');
  assert.equal(problems([...ascii('caf'), 0xc3, 0xa9, 10]), []);
});

Decode('a stray NUL in UTF-8 text is a warning at its place and turns into U+FFFD, so no page carries it raw', () => {
  const errors: OpdocsError[] = [];
  const text = decodeUtf8('/site/docs/a.md', Uint8Array.from([...ascii('# A\n\nx'), 0, ...ascii('y'), 0]), errors);
  assert.is(text, '# A\n\nx\ufffdy\ufffd');
  assert.equal(errors.map((e) => `${e.line}:${e.column} ${e.unchecked ? 'warning' : 'error'}`), ['3:2 warning']);
  assert.match(errors[0].message, 'NUL character (U+0000)');
});

Decode('binary and UTF-16 files decode to no text, so the parser adds no made-up syntax errors; Latin-1 keeps its text', () => {
  const errors: OpdocsError[] = [];
  assert.is(decodeUtf8('/site/docs/a.md', Uint8Array.from([...ascii('<x\n'), 0, 0xff]), errors), '');
  assert.is(decodeUtf8('/site/docs/b.md', Uint8Array.from([0xff, 0xfe, ...ascii('<b').flatMap((b) => [b, 0])]), errors), '');
  assert.is(decodeUtf8('/site/docs/c.md', Uint8Array.from([...ascii('caf'), 0xe9]), errors), 'caf\ufffd');
  assert.is(errors.length, 3);
});

Decode('a binary YAML or JSON file is said to be no text, not "no Markdown text"', () => {
  const errors: OpdocsError[] = [];
  decodeUtf8('/site/docs/guide/_category_.yml', Uint8Array.from([0, 0xff, 0xfe, 0x80]), errors);
  assert.equal(errors.map((e) => e.message), ['file is binary (it holds NUL bytes), not text']);
});

Decode('a code fence never closed is a warning at its opening line; a shorter or other fence, or one with text after it, does not close it', () => {
  const warn = (text: string) => checkUnclosedFence('/site/docs/a.md', text).map((e) => `${e.line}:${e.column} ${e.unchecked ? 'warning' : 'error'} ${e.message}`);
  assert.equal(warn('# A\n\n  ```js\nconst x = 1;\n\n## Gone\n'), ['3:3 warning the code block opened with ``` here is never closed, so the rest of the page is shown as code']);
  assert.equal(warn('````md\n```\nx\n```\n````\n~~~\n```\n~~~\n'), []);
  assert.equal(warn('````\ncode\n```\n'), ['1:1 warning the code block opened with ```` here is never closed, so the rest of the page is shown as code']);
  assert.equal(warn('```\ncode\n``` not a close\n'), ['1:1 warning the code block opened with ``` here is never closed, so the rest of the page is shown as code']);
  // Inline code on a line of its own, and a fence indented as code, open nothing.
  assert.equal(warn('``` inline ```\n\n    ```\ntext\n'), []);
  assert.equal(warn('```\r\ncode\r\n```\r\n'), []);
});

Decode('a fence of thousands of marks is counted in the warning, not written out', () => {
  const [last] = checkUnclosedFence('/site/docs/a.md', `# A\n\n${'`'.repeat(100_000)}\n`);
  assert.is(last.message, "the ```… (100,000 backticks) here, on the page's last line, opens a code block that stays empty");
  const [open] = checkUnclosedFence('/site/docs/a.md', `${'~'.repeat(20)}\ncode\n`);
  assert.is(open.message, 'the code block opened with ~~~… (20 tildes) here is never closed, so the rest of the page is shown as code');
  assert.is(open.hint, 'close it with a line of as many tildes after the code');
});

Decode('in MDX, which has no indented code, a fence indented under a tag opens and the one at the margin closes it', () => {
  const text = '<details>\n\n      ```js\n      const x = 1;\n```\n</details>\n\n## After\n';
  assert.equal(checkUnclosedFence('/site/docs/a.mdx', text, 0, true), []);
  // Read as CommonMark, the indented line is code and the margin fence opens a block left open.
  assert.equal(checkUnclosedFence('/site/docs/a.md', text).map((e) => e.line), [5]);
  assert.equal(checkUnclosedFence('/site/docs/a.mdx', '<Tabs>\n    ```js\n    x\n</Tabs>\n', 0, true).map((e) => `${e.line}:${e.column}`), ['2:5']);
});

Decode('a fence on the last line opens only an empty block, and the warning says so', () => {
  const [last] = checkUnclosedFence('/site/docs/a.md', '```\nx\n```\n\nText.\n```\n\n');
  assert.equal([last.line, last.message], [6, "the ``` here, on the page's last line, opens a code block that stays empty"]);
  assert.match(checkUnclosedFence('/site/docs/a.md', 'Text.\n~~~')[0].message, 'stays empty');
});

Decode.run();

const Comment = suite('checkUnclosedComment: a `<!--` that hides the rest of the page');

Comment('a `<!--` in a fence indented under a list item, or quoted, is code; outside a fence it is still an error', () => {
  const errs = (text: string) => checkUnclosedComment('/site/docs/a.md', text).map((e) => `${e.line}:${e.column} ${e.message}`);
  const listed = '-   An option:\n\n    ```xml\n    <opt>\n        <!-- values\n    --&gt;\n    ```\n\n## Next\n';
  assert.equal(errs(listed), []);
  assert.equal(errs('> ```html\n> <!-- quoted\n> ```\n\nText\n'), []);
  assert.equal(errs('-   An option:\n\n    ```xml\n    x\n    ```\n\n<!-- hides\n\n## Gone\n'), ['7:1 HTML comment `<!--` is never closed, so it hides the rest of the page']);
  // A line of inline code opens no fence, and a fence with text after it closes none.
  assert.equal(errs('``` a ```\n<!-- hides\n'), ['2:1 HTML comment `<!--` is never closed, so it hides the rest of the page']);
  assert.equal(errs('```\n``` not a close\n<!-- in code\n```\n'), []);
});

Comment('a `<!--` or ``` in front matter is YAML text, not Markdown; after it the body is checked at its own lines', () => {
  const all = (text: string) => checkUnclosedBlocks('/site/docs/a.md', text).map((e) => `${e.line}:${e.column} ${e.unchecked ? 'warning' : 'error'}`);
  assert.equal(all('---\r\ntitle: Comments start with <!--\r\ndescription: "```"\r\n---\r\n\r\n# A\r\n'), []);
  assert.equal(all('\ufeff---\ntitle: a <!-- b\n---\n\ntext <!-- open\n'), ['5:6 error']);
  assert.equal(all('---\ntitle: a\n---\n```js\n'), ['4:1 warning']);
  // An escaped `\<!--` is text in Markdown and MDX alike.
  assert.equal(all('Write \\<!-- to start a comment.\n'), []);
  assert.equal(all('Write \\<!-- or <!-- here\n'), ['1:16 error']);
});

Comment.run();
