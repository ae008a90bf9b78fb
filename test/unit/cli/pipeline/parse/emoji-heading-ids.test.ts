/**
 * A heading with nothing to slug (emoji or punctuation alone) still gets an id, so it has a hash
 * link and a table-of-contents entry, in Markdown and in MDX alike.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { createHeadingSlugger } from '../../../../../cli/pipeline/parse/headings';
import { loadParserParts } from '../../../../helpers/parser-parts';

test.before(loadParserParts);

test('text that slugs to nothing is given "section", numbered when repeated; an empty heading stays without id', () => {
  const s = createHeadingSlugger();
  assert.is(s.next('🎉'), 'section');
  assert.is(s.next('???'), 'section-1');
  assert.is(s.next('Section'), 'section-2');
  assert.is(s.next(''), '');
});

test('emoji-only headings are linkable and listed in the table of contents', () => {
  for (const isMdx of [false, true]) {
    const out = parseMarkdown({ source: '## 🎉\n\ntext\n\n## 🚀 \n\n## Next\n', file: '/site/content/docs/page.md', lineOffset: 0, isMdx });
    assert.equal(out.headings.map((h) => [h.id, h.text]), [['section', '🎉'], ['section-1', '🚀'], ['next', 'Next']], isMdx ? 'MDX' : 'Markdown');
    assert.match(out.html, '<h2 id="section" class="anchor">🎉<a href="#section"');
  }
});

test.run();
