import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Event, Token } from 'micromark-util-types';
import { mergeDataRuns, mergesDataRuns } from '../../../../../../cli/pipeline/parse/mdx/text-data-merge';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('micromark text runs merged in one pass');
test.before(loadParserParts);

const point = (offset: number) => ({ line: 1, column: offset + 1, offset, _index: 0, _bufferIndex: offset });
const token = (type: string, from: number, to: number) => ({ type, start: point(from), end: point(to) }) as Token;
const pair = (t: Token): Event[] => [['enter', t, {} as never], ['exit', t, {} as never]];

test('joins each run of adjacent data tokens into its first, leaving other tokens in place', () => {
  const a = token('data', 0, 1);
  const b = token('data', 1, 2);
  const c = token('data', 2, 3);
  const code = token('codeText', 3, 6);
  const d = token('data', 6, 7);
  const events = [...pair(a), ...pair(b), ...pair(c), ...pair(code), ...pair(d)];
  const merged = mergeDataRuns(events);
  assert.is(merged, events, 'in place');
  assert.equal(merged.map(([kind, t]) => [kind, t.type, t.start.offset, t.end.offset]), [
    ['enter', 'data', 0, 3], ['exit', 'data', 0, 3],
    ['enter', 'codeText', 3, 6], ['exit', 'codeText', 3, 6],
    ['enter', 'data', 6, 7], ['exit', 'data', 6, 7],
  ]);
});

test('is what micromark runs for every MDX body', () => {
  assert.ok(mergesDataRuns());
});

const mdxBody = (markdown: string) => `Intro {1}\n\n${markdown}`;
const html = (source: string, isMdx: boolean) => {
  const out = parseMarkdown({ source, file: '/site/docs/a.mdx', lineOffset: 0, isMdx });
  assert.equal(out.errors, []);
  return out.html;
};

test('long paragraphs of brackets, tab-indented lines and hard breaks render as on the plain path', () => {
  for (const paragraph of [
    'see [a] and [b] or [^c] ![d '.repeat(40),
    `start\n${Array.from({ length: 60 }, (_, i) => `\tline ${i} www.example.com/${i}`).join('\n')}`,
    Array.from({ length: 60 }, (_, i) => `line ${i} with &amp; and \`code\`  `).join('\n'),
  ]) {
    const plain = html(`Intro\n\n${paragraph}\n`, false).replace('<p>Intro</p>', '');
    const mdx = html(mdxBody(`${paragraph}\n`), true).replace('<p>Intro 1</p>', '');
    assert.is(mdx, plain, paragraph.slice(0, 40));
  }
});

test('moves each event of a long paragraph a bounded number of times', () => {
  const source = mdxBody(`${'[a] '.repeat(4000)}\n${Array.from({ length: 4000 }, (_, i) => `\tline ${i}`).join('\n')}\n`);
  // Array.prototype.splice is how micromark deletes events: count the events each call moves.
  const original = Array.prototype.splice;
  let moved = 0;
  Array.prototype.splice = function (this: unknown[], start: number, ...rest: unknown[]) {
    moved += Math.max(0, this.length - start);
    return original.call(this, start, ...(rest as [number]));
  } as typeof original;
  let out;
  try {
    out = parseMarkdown({ source, file: '/site/docs/a.mdx', lineOffset: 0, isMdx: true });
  } finally {
    Array.prototype.splice = original;
  }
  assert.equal(out.errors, []);
  assert.match(out.html, '[a] [a]');
  assert.match(out.html, 'line 3999');
  assert.ok(moved < 20 * source.length, `${moved} events moved for ${source.length} characters`);
});

test.run();
