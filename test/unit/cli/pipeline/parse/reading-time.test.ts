import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { countWords, formatReadingTime, readingTimeMinutes } from '../../../../../cli/pipeline/parse/reading-time';

const test = suite('reading time');

test('minutes are words / 200 as a float', () => {
  assert.is(readingTimeMinutes('one'), 1 / 200);
  assert.is(readingTimeMinutes(Array(201).fill('word').join(' ')), 201 / 200);
  assert.is(readingTimeMinutes('   \n\t '), 0);
});

test('formats with ceil and the singular "One min read"', () => {
  assert.is(formatReadingTime(readingTimeMinutes('hello')), 'One min read');
  assert.is(formatReadingTime(readingTimeMinutes(Array(201).fill('w').join('\n'))), '2 min read');
  assert.is(formatReadingTime(0), '0 min read');
  assert.is(formatReadingTime(1), 'One min read');
});

test('words end at whitespace; punctuation and markup stay part of a word', () => {
  assert.is(countWords('  Hello, world!  '), 2);
  assert.is(countWords('a\tb\r\nc'), 3);
  assert.is(countWords('```yaml\nkey: value\n```'), 4);
});

test('every CJK character is a word and swallows the punctuation after it', () => {
  assert.is(countWords('你好世界'), 4);
  assert.is(countWords('你好，世界。'), 4);
  assert.is(countWords('こんにちは'), 5);
  assert.is(countWords('한국어 text'), 4);
  assert.is(countWords('abc你'), 2);
});

test.run();
