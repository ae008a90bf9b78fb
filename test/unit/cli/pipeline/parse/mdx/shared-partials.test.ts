import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('a partial many pages import');
test.before(loadParserParts);

const FILES: Record<string, string> = {
  '/shared/docs/_note.mdx': '## Note for {props.kind}\n\nShared words about {props.kind}.\n',
};
const parse = (file: string, source: string) => parseMarkdown({
  source, file, lineOffset: 0, isMdx: true, siteDir: '/shared', baseUrl: '/', readFile: (f) => FILES[f],
});

test('each page gets the partial with its own props, headings and lines', () => {
  const a = parse('/shared/docs/a.mdx', "import Note from './_note.mdx';\n\n<Note kind=\"alpha\" />\n");
  const b = parse('/shared/docs/b.mdx', "import Note from './_note.mdx';\n\nIntro.\n\nMore.\n\n<Note kind=\"beta\" />\n");
  assert.equal(a.errors, []);
  assert.equal(b.errors, []);
  assert.match(a.html, 'Shared words about alpha.');
  assert.match(b.html, 'Shared words about beta.');
  assert.not.match(b.html, 'alpha', 'the second page does not see the first page\'s props');
  assert.equal(a.headings.map((h) => h.text), ['Note for alpha']);
  assert.equal(b.headings.map((h) => h.text), ['Note for beta']);
});

test('an edited partial is read again: the pages after the edit show the new text', () => {
  FILES['/shared/docs/_tip.mdx'] = 'First wording.\n';
  const before = parse('/shared/docs/c.mdx', "import Tip from './_tip.mdx';\n\n<Tip />\n");
  FILES['/shared/docs/_tip.mdx'] = 'Second wording.\n';
  const after = parse('/shared/docs/c.mdx', "import Tip from './_tip.mdx';\n\n<Tip />\n");
  assert.match(before.html, 'First wording.');
  assert.match(after.html, 'Second wording.');
  assert.not.match(after.html, 'First wording.');
});

test.run();
