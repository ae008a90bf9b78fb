/**
 * An event handler written as text in raw HTML or an MDX element (`<img onerror="…">`) runs nothing
 * in Docusaurus, whose pages React renders: React writes no such attribute. Written out as HTML it
 * would run, so opdocs leaves it out too, and says so at its line.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { toHtmlAttributes } from '../../../../../cli/pipeline/parse/mdx/jsx-props';
import { isEventHandlerName } from '../../../../../cli/pipeline/parse/script-url';
import { loadParserParts } from '../../../../helpers/parser-parts';

const test = suite('event handler attributes');
test.before(loadParserParts);
const parse = (source: string, isMdx = false) =>
  parseMarkdown({ source, file: '/site/content/docs/page.md', lineOffset: 0, isMdx });

test('raw HTML loses its event handlers, in any letter case, and each is a warning at its line', () => {
  const { html, errors } = parse('# T\n\n<img src="https://e.org/x.png" onerror="alert(1)">\n\n<div ONCLICK=\'alert(2)\' class="box" onmouseover=alert(3)>d</div>\n');
  assert.not.match(html, /alert|onerror|onclick|onmouseover/i);
  assert.match(html, '<div class="box">d</div>');
  assert.equal(errors.map((e) => [e.line, e.unchecked, e.kind]), [[3, true, 'onBrokenLinks'], [5, true, 'onBrokenLinks'], [5, true, 'onBrokenLinks']]);
  assert.match(errors[0].message, 'the event handler onerror="…" is left out of the page');
  assert.match(errors[1].message, 'ONCLICK');
});

test('an MDX element\'s handler written as text is left out with a warning; words that only start with "on" elsewhere stay', () => {
  const { html, errors } = parse('# T\n\n<div onClick="alert(1)" title="on and on">{1 + 1}</div>\n', true);
  assert.not.match(html, /alert|onclick/i);
  assert.match(html, 'title="on and on"');
  assert.equal(errors.map((e) => e.message), ['MDX: <div onClick="…"> is an event handler written as text, which React does not run; opdocs leaves it out']);
});

test('toHtmlAttributes drops string and number handlers as React does, and keeps other attributes', () => {
  const out = toHtmlAttributes({ onError: 'alert(1)', onload: 2, id: 'x', 'data-on': 'y' }, { inSvg: false, resolveAsset: (s) => s });
  assert.equal(out, { attributes: { id: 'x', 'data-on': 'y' }, innerHtml: null });
  assert.equal(['onclick', 'OnLoad', 'one', 'on', 'o', 'bonus', 'data-onclick'].map(isEventHandlerName), [true, true, true, false, false, false, false]);
});

test.run();
