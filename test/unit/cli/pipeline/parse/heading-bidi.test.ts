/**
 * A heading whose text holds a bidi override gets its text in a <bdi>, so the override cannot
 * carry the "#" link across the text; other headings keep their markup as it was.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderHeading } from '../../../../../cli/pipeline/parse/headings';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../helpers/parser-parts';

const test = suite('headings holding a bidi override');
test.before(loadParserParts);
const R = '\u202e';

test('the heading\'s text is isolated from its hash link; a heading without an override is as before', () => {
  assert.match(renderHeading(2, 'h', `Head ${R}xy 34`), `<h2 id="h" class="anchor"><bdi>Head ${R}xy 34</bdi><a href="#h" class="hash-link"`);
  assert.match(renderHeading(2, 'h', 'Plain'), '<h2 id="h" class="anchor">Plain<a href="#h" class="hash-link"');
});

test('in a parsed page the heading is isolated and its TOC entry keeps the text alone', () => {
  const out = parseMarkdown({ source: `## Head ${R}xy 34 {#head}\n\ntext\n`, file: '/site/docs/a.md', lineOffset: 0, isMdx: false, siteDir: '/site', baseUrl: '/' });
  assert.match(out.html, `<h2 id="head" class="anchor"><bdi>Head ${R}xy 34</bdi><a href="#head" class="hash-link"`);
  assert.is(out.headings[0]?.html, `Head ${R}xy 34`);
});

test.run();
