import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { setContentOverrides } from '../../../../../cli/pipeline/parse/override-markers';
import { parseMarkers } from '../../../../../runtime/islands/markers';

const test = suite('Markdown admonitions and fenced code with overridden content components');
const parse = (source: string) => parseMarkdown({ source, file: '/site/content/docs/page.md', lineOffset: 0, isMdx: false }).html;
const SOURCE = ':::tip[Be *quick*]\n\nBody **text**\n\n:::\n\n```yaml title="a.yaml" {2}\nkey: <value>\nother: 1\n```\n';

test.after.each(() => setContentOverrides([]));

test('without overrides the theme HTML is written directly: no marker at all', () => {
  setContentOverrides([]);
  const html = parse(SOURCE);
  assert.not.match(html, 'opdocs-component');
  assert.match(html, '<div class="admonition admonition--tip theme-admonition theme-admonition-tip" role="note">');
  assert.match(html, '<div class="code-block theme-code-block" data-language="yaml">');
});

test('an Admonition override turns :::tip into a marker with its type, title and content HTML', () => {
  setContentOverrides(['Admonition']);
  const [admonition, rest] = parseMarkers(parse(SOURCE));
  assert.equal(admonition, { name: 'Admonition', props: { type: 'tip', title: { __html: 'Be <em>quick</em>' } }, children: ['\n<p>Body <strong>text</strong></p>\n'] });
  assert.equal(parseMarkers(parse(':::note[Plain words]\nx\n:::\n'))[0], { name: 'Admonition', props: { type: 'note', title: 'Plain words' }, children: ['\n<p>x</p>\n'] }, 'a title without markup is a string');
  assert.match(rest as string, '<div class="code-block theme-code-block" data-language="yaml">', 'fenced code keeps the theme HTML');
});

test('a CodeBlock override turns fenced code into a marker whose children are the code text', () => {
  setContentOverrides(['CodeBlock']);
  const segments = parseMarkers(parse(SOURCE)).filter((s) => typeof s !== 'string');
  assert.equal(segments, [{ name: 'CodeBlock', props: { language: 'yaml', metastring: 'title="a.yaml" {2}', title: 'a.yaml' }, children: ['key: &lt;value&gt;\nother: 1'] }]);
});

test.run();
