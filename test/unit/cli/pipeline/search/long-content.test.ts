/**
 * A text block longer than one record holds (a pasted megabyte of logs) becomes several content
 * records under the same heading: each search then highlights only the pieces it shows.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_CONTENT_CHARS, splitLongText, walkPage } from '../../../../../cli/pipeline/search/page-records';
import { createDocRoute } from '../../../../helpers/fixtures';

test('a block of 190,000 words becomes records of at most 10,000 characters that together hold every word', () => {
  const text = 'word '.repeat(190_000).trim();
  const records = walkPage(createDocRoute(), [{ kind: 'heading', level: 2, text: 'Logs', id: 'logs' }, { kind: 'text', text }], 'Docs');
  const content = records.filter((r) => r.type === 'content');
  assert.ok(content.length >= 95, `${content.length} pieces`);
  assert.ok(content.every((r) => r.content!.length <= MAX_CONTENT_CHARS && r.anchor === 'logs' && r.hierarchy[2] === 'Logs'));
  assert.is(content.map((r) => r.content).join(' '), text);
});

test('a long run without spaces is cut at the limit, never inside a surrogate pair; short text stays one piece', () => {
  const run = 'a'.repeat(MAX_CONTENT_CHARS - 1) + '😀' + 'b'.repeat(50);
  const pieces = splitLongText(run);
  assert.equal(pieces.map((p) => p.length), [MAX_CONTENT_CHARS - 1, 52]);
  assert.is(pieces.join(''), run);
  assert.equal(splitLongText('short text'), ['short text']);
});

test.run();
