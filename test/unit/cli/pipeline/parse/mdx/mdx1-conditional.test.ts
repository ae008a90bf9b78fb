import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { setMdx1Text } from '../../../../../../cli/pipeline/parse/mdx1-text-setting';
import { loadParserParts } from '../../../../../helpers/parser-parts';

test.before(loadParserParts);
test.after.each(() => setMdx1Text(false));

const parse = (lines: string[]) => {
  setMdx1Text(true);
  return parseMarkdown({ source: lines.join('\n'), file: '/site/docs/beta.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/' });
};
const block = (flag: string) => [
  `export const isBeta = ${flag};`, '', 'Before.', '', '{isBeta && <div className="note">', '', '## Beta only', '',
  'Try the **new** parser.', '', '- fast', '- small', '', '</div>}', '', 'After.', '',
];

test('MDX 1: `{cond && <div>` … `</div>}` around Markdown renders the Markdown inside the element when the condition holds', () => {
  const out = parse(block('true'));
  assert.equal(out.errors, []);
  assert.match(out.html, /<div class="note">\s*<h2[^>]*id="beta-only"[^>]*>[\s\S]*Beta only[\s\S]*<p>Try the <strong>new<\/strong> parser.<\/p>\s*<ul>\s*<li>fast<\/li>\s*<li>small<\/li>\s*<\/ul>\s*<\/div>/);
  assert.not.match(out.html, '{isBeta');
  assert.not.match(out.html, 'data-opdocs-mdx1-condition');
  assert.equal(out.headings.map((h) => h.text), ['Beta only']);
});

test('MDX 1: when the condition is false the element and its Markdown are left out, headings included', () => {
  const out = parse(block('false'));
  assert.equal(out.errors, []);
  assert.match(out.html, '<p>Before.</p>');
  assert.match(out.html, '<p>After.</p>');
  assert.not.match(out.html, 'Try the');
  assert.not.match(out.html, 'class="note"');
  assert.equal(out.headings, []);
});

test('MDX 1: a condition only known in the browser shows the content, with a warning naming its line', () => {
  const out = parse(["import { flags } from '@site/src/flags';", '', '{flags.beta && <section>', '', 'Beta text.', '', '</section>}', '']);
  assert.match(out.html, /<section>\s*<p>Beta text.<\/p>\s*<\/section>/);
  assert.equal(out.errors.length, 1);
  assert.equal(out.errors[0].line, 3);
  assert.match(out.errors[0].message, 'the condition {flags.beta} around <section> cannot be evaluated at build time');
  assert.ok(out.errors[0].unchecked);
});

test('MDX 1: the same lines inside a code fence stay code', () => {
  const out = parse(['```text', '{isBeta && <div className="note">', '', '</div>}', '```', '']);
  assert.equal(out.errors, []);
  assert.match(out.html, '{isBeta &amp;&amp; &lt;div className=&quot;note&quot;&gt;');
});

test('MDX 1: an element closed on its own line inside a condition is still text, as MDX 1 showed it', () => {
  const out = parse(['{isBeta && <b>x</b>}', '']);
  assert.equal(out.errors, []);
  assert.match(out.html, '<p>{isBeta &amp;&amp; &lt;b&gt;x&lt;/b&gt;}</p>');
});

test.run();
