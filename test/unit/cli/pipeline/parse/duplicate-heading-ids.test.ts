/**
 * A {#id} another heading of the page holds already: the page builds (Docusaurus builds it too)
 * with the id renamed, and a warning at the renamed heading's line names the one that kept it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../helpers/parser-parts';

test.before(loadParserParts);

const parse = (source: string, isMdx: boolean) =>
  parseMarkdown({ source, file: '/site/content/docs/page.md', lineOffset: 3, isMdx });

test('a repeated explicit id warns at the second heading, in Markdown and in MDX, without failing', () => {
  for (const isMdx of [false, true]) {
    const out = parse('## Setup {#install}\n\ntext\n\n## Other {#install}\n\n## Next\n\n### Again {#next}\n', isMdx);
    assert.equal(out.headings.map((h) => h.id), ['install', 'install-1', 'next', 'next-1']);
    assert.equal(out.errors.map((e) => [e.line, e.message, e.unchecked]), [
      [8, 'heading id {#install} is taken by the heading on line 4, so this heading\'s id is "install-1"', true],
      [12, 'heading id {#next} is taken by the heading on line 10, so this heading\'s id is "next-1"', true],
    ], isMdx ? 'MDX' : 'Markdown');
    assert.is(out.errors[0].hint, 'give this heading an id no other heading of the page has: every link to #install reaches line 4');
  }
});

test('repeated headings without explicit ids, and an h1 sharing an h2\'s id, say nothing', () => {
  assert.equal(parse('# Top {#setup}\n\n## Setup {#setup}\n\n## Same\n\n## Same\n', false).errors, []);
});

test.run();
