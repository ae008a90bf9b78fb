import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import MarkdownIt from 'markdown-it';
import type { MarkdownIt as MarkdownItInstance, StateCore, Token } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { footnoteTail } from '../../../../../cli/pipeline/parse/markdown-it-footnote-tail';
import { markdownItToMdast } from '../../../../../cli/pipeline/parse/markdown-it-mdast';

const test = suite('markdown-it footnote tail');

const pluginOnly = () => new MarkdownIt().use(footnote);
const withOwnTail = () => {
  const md = pluginOnly();
  md.core.ruler.at('footnote_tail', footnoteTail);
  return md;
};
const shape = (tokens: Token[]): unknown => tokens.map((t) => ({
  type: t.type, tag: t.tag, nesting: t.nesting, content: t.content, meta: t.meta, map: t.map, block: t.block, hidden: t.hidden,
  children: t.children ? shape(t.children) : null,
}));

test('leaves the token stream the plugin\'s own rule leaves', () => {
  const sources = [
    'Text[^a] and again[^b], and[^a] once more.\n\n[^a]: First note.\n[^b]: Second\n\n    with a second paragraph.\n',
    'Inline^[a note *with* markup] and a reference[^x].\n\n[^x]: ```\n    code last\n    ```\n',
    'No references here.\n\n[^unused]: A definition nobody cites.\n',
    '> Quoted[^q]\n\n- item[^q]\n\n[^q]: - a list\n    - in a note\n',
    'Plain text, no footnotes at all.\n',
  ];
  for (const source of sources) {
    assert.equal(shape(withOwnTail().parse(source, {})), shape(pluginOnly().parse(source, {})), source);
  }
});

/**
 * Counts reads of the core state's token list, through every array assigned to it: the
 * plugin's rule copies the whole list once per footnote, so its reads grow with n².
 */
function countTokenReads(md: MarkdownItInstance): { reads: () => number } {
  let reads = 0;
  const counted = (tokens: Token[]) => new Proxy(tokens, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  md.core.ruler.before('footnote_tail', 'count_reads', (state: StateCore) => {
    let tokens = counted(state.tokens);
    Object.defineProperty(state, 'tokens', { get: () => tokens, set: (next: Token[]) => { tokens = counted(next); }, configurable: true });
  });
  return { reads: () => reads };
}

test('reads each token a bounded number of times however many footnotes there are', () => {
  const n = 1500;
  const source = `${Array.from({ length: n }, (_, i) => `Text[^f${i}].`).join('\n\n')}\n\n${Array.from({ length: n }, (_, i) => `[^f${i}]: note ${i}`).join('\n')}\n`;
  const md = withOwnTail();
  const counter = countTokenReads(md);
  const tokens = md.parse(source, {});
  assert.is(tokens.filter((t) => t.type === 'footnote_open').length, n);
  // The rule reads each token once; later core rules read the list again.
  assert.ok(counter.reads() <= 4 * tokens.length, `${counter.reads()} reads for ${tokens.length} tokens`);
});

test('a page of 20,000 footnotes keeps every note, in order', () => {
  const n = 20_000;
  const source = `${Array.from({ length: n }, (_, i) => `T[^${i}]`).join('\n\n')}\n\n${Array.from({ length: n }, (_, i) => `[^${i}]: n${i}`).join('\n')}\n`;
  const tree = markdownItToMdast(source);
  const notes = tree.children.filter((c) => c.type === 'footnoteDefinition');
  assert.is(notes.length, n);
  assert.equal([notes[0], notes[n - 1]].map((d) => d.type === 'footnoteDefinition' && d.identifier), ['0', String(n - 1)]);
});

test.run();
