import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { findResourceLimit, MAX_MARKDOWN_LENGTH, MAX_NESTING_DEPTH } from '../../../../../cli/pipeline/parse/resource-limits';

const test = suite('resource limits');
const parse = (source: string) => parseMarkdown({ source, file: '/site/content/docs/deep.md', lineOffset: 4, isMdx: false });

test('a list nested 10,000 levels on one line is refused with file, line and a hint', () => {
  const out = parse(`Intro\n\n${'- '.repeat(10_000)}deep\n`);
  assert.is(out.html, '');
  assert.equal(out.errors.map((e) => [e.file, e.line, e.column, e.message]), [
    ['/site/content/docs/deep.md', 7, 1, 'lists or blockquotes are nested about 10000 levels deep here; the limit is 100'],
  ]);
  assert.is(out.errors[0].hint, 'flatten the structure: split the list or quote, or put the text in a code block');
});

test('blockquotes and indentation-nested lists count too', () => {
  assert.is(findResourceLimit(`${'>'.repeat(1000)} x`)?.line, 1);
  assert.is(findResourceLimit(`${'> '.repeat(500)}x`)?.line, 1);
  const indented = Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
  assert.is(findResourceLimit(indented)?.line, MAX_NESTING_DEPTH + 1);
});

test('ordinary nesting, deep indentation inside fenced code, and long flat files pass', () => {
  const nested = Array.from({ length: 20 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
  assert.is(findResourceLimit(`${nested}\n\n> > > quote\n`), null);
  assert.is(findResourceLimit(`\`\`\`yaml\n${' '.repeat(400)}key: 1\n\`\`\`\n`), null);
  assert.is(findResourceLimit('A paragraph.\n\n'.repeat(10_000)), null);
});

test('a body over the size limit is refused before parsing', () => {
  const out = parse('x'.repeat(MAX_MARKDOWN_LENGTH + 1));
  assert.is(out.errors.length, 1);
  assert.is(out.errors[0].line, 5);
  assert.is(out.errors[0].message, 'the Markdown body has 1,000,001 characters; the limit is 1,000,000');
  assert.match(out.errors[0].hint ?? '', 'split the page');
});

test.run();
