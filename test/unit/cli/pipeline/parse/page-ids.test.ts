/**
 * A heading whose id is one the page gives its own elements (the React root, the boot data, the
 * skip-to-content target): the page builds, as in Docusaurus, with a warning at the heading.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../helpers/parser-parts';

test.before(loadParserParts);

const parse = (source: string, isMdx: boolean) =>
  parseMarkdown({ source, file: '/site/content/docs/page.md', lineOffset: 3, isMdx });

test('a heading id the page itself uses warns at the heading, in Markdown and in MDX, and keeps its id', () => {
  for (const isMdx of [false, true]) {
    const out = parse('## Root {#__docusaurus}\n\n## Data {#__opdocs_data}\n\n## Skip {#__docusaurus_skipToContent_fallback}\n', isMdx);
    assert.equal(out.headings.map((h) => h.id), ['__docusaurus', '__opdocs_data', '__docusaurus_skipToContent_fallback']);
    assert.equal(out.errors.map((e) => [e.line, e.unchecked]), [[4, true], [6, true], [8, true]], isMdx ? 'MDX' : 'Markdown');
    assert.is(out.errors[0]!.message, 'heading id "__docusaurus" is also the id of an element on every page, so links to #__docusaurus reach that element, not this heading');
  }
});

test('ids that only look like the page\'s own (main, docusaurus) say nothing', () => {
  assert.equal(parse('## Main {#main}\n\n## Docusaurus\n\n## Doc\n', false).errors, []);
});

test.run();
