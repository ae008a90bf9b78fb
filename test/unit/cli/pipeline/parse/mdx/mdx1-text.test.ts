import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { setMdx1Text } from '../../../../../../cli/pipeline/parse/mdx1-text-setting';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const Braces = suite('markdown.mdx1Compat.text: Markdown text as MDX 1 read it');
Braces.before(loadParserParts);
Braces.after.each(() => setMdx1Text(false));

const parse = (lines: string[], literal = true) => {
  setMdx1Text(literal);
  return parseMarkdown({ source: lines.join('\n'), file: '/site/docs/old.md', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/' });
};

Braces('a `{` that starts no expression is text: in a heading, and GitBook\'s hint tags', () => {
  const out = parse(['## Level 2 { Day Projects } Medium', '', '{% hint style="info" %}', 'A **hint**.', '{% endhint %}', '']);
  assert.equal(out.errors, []);
  assert.match(out.html, '>Level 2 { Day Projects } Medium<');
  assert.match(out.html, '<p>{% hint style=&quot;info&quot; %}\nA <strong>hint</strong>.\n{% endhint %}</p>');
  assert.equal(out.headings.map((h) => h.text), ['Level 2 { Day Projects } Medium']);
});

Braces('without the setting the same page is the MDX syntax error it is in Docusaurus 3', () => {
  const out = parse(['## Level 2 { Day Projects } Medium', ''], false);
  assert.equal(out.errors.map((e) => [e.message, e.line]), [['MDX syntax error: Could not parse expression with acorn', 1]]);
});

Braces('a valid expression in Markdown text is shown as written, outside JSX and in Markdown inside it', () => {
  const out = parse([
    "import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", '',
    'Set {name} in the file.', '', '{config.value}', '',
    '<Tabs>', '<TabItem value="a" label="A">', '', 'Inside {stays} a tab.', '', '</TabItem>', '</Tabs>', '',
  ]);
  assert.equal(out.errors, []);
  assert.match(out.html, '<p>Set {name} in the file.</p>');
  assert.match(out.html, '<p>{config.value}</p>');
  assert.match(out.html, '<p>Inside {stays} a tab.</p>');
});

Braces('code inside JSX stays code: attribute values and a JSX element\'s own {…} child', () => {
  const out = parse([
    "import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", '',
    '<Tabs values={[{ label: "A", value: "a" }]}>', '<TabItem value="a">', '{"from code"}', '</TabItem>', '</Tabs>', '',
  ]);
  assert.equal(out.errors, []);
  assert.match(out.html, 'props="{&quot;values&quot;:[{&quot;label&quot;:&quot;A&quot;,&quot;value&quot;:&quot;a&quot;}]}"');
  assert.match(out.html, 'from code');
  assert.not.match(out.html, '{&quot;from code&quot;}');
});

Braces('braces in code spans and fences are untouched, and an unclosed tag is still an error at its line', () => {
  const ok = parse(['Use `{"a": 1}` here.', '', '```json', '{ "b": 2 }', '```', '']);
  assert.equal(ok.errors, []);
  assert.match(ok.html, '<code>{&quot;a&quot;: 1}</code>');
  const bad = parse(['Text { with a brace }.', '', '<div>', '', 'never closed', '']);
  assert.is(bad.errors.length, 1);
  assert.match(bad.errors[0].message, /MDX syntax error: .*(closing tag|div)/);
});

Braces('a `<` that starts no tag is text, and an autolink is a link', () => {
  const out = parse(["import Tabs from '@theme/Tabs';", '', 'Until the capacity is <= the tick, x<3 and a <- b.', '', 'See <https://eips.ethereum.org/EIPS/eip-2612> or write to <team@example.org>.', '']);
  assert.equal(out.errors, []);
  assert.match(out.html, '<p>Until the capacity is &lt;= the tick, x&lt;3 and a &lt;- b.</p>');
  assert.match(out.html, '<a href="https://eips.ethereum.org/EIPS/eip-2612"');
  assert.match(out.html, '>https://eips.ethereum.org/EIPS/eip-2612</a>');
  assert.match(out.html, '<a href="mailto:team@example.org"');
});

Braces('a `<` before a dotted name that is no valid tag (a TypeScript type with an escaped `>`) is text', () => {
  const out = parse(["import Tabs from '@theme/Tabs';", '', '* `override` (Partial<Shelf.ShelfConfig\\>) – merged into the file config.', '* `size` (Array<Shelf.>) – one per row.', '']);
  assert.equal(out.errors, []);
  assert.match(out.html, '(Partial&lt;Shelf.ShelfConfig&gt;) – merged');
  assert.match(out.html, '(Array&lt;Shelf.&gt;) – one per row.');
});

Braces('a `<` whose attributes are no valid tag\'s (a type with a comma or a quote) is text, in a table cell and in prose', () => {
  const out = parse(['| Type | Default |', '| --- | --- |', '| Omit<Spring and Timing, "toValue"> | {} |', '', 'Takes Pick<Props "a"> or Fn<A , B> as well.', '']);
  assert.equal(out.errors, []);
  assert.match(out.html, '<td>Omit&lt;Spring and Timing, &quot;toValue&quot;&gt;</td>');
  assert.match(out.html, '<p>Takes Pick&lt;Props &quot;a&quot;&gt; or Fn&lt;A , B&gt; as well.</p>');
});

Braces('without the setting an attribute name with a comma is the MDX syntax error of MDX 2', () => {
  const out = parse(['Omit<Spring and Timing, "toValue">', ''], false);
  assert.equal(out.errors.map((e) => e.line), [1]);
  assert.match(out.errors[0]!.message, 'in attribute name');
});

Braces('braces around no JavaScript in a list item, with blocks after it, are text', () => {
  const out = parse(['1. Thread A locks the shelf', '2. {Thread A | Thread B} wins', '    1. A wins: B retries.', '', '**Moving**', '', '1. {Thread-A | Thread-B} wins', '']);
  assert.equal(out.errors, []);
  assert.match(out.html, '<li>{Thread A | Thread B} wins');
  assert.match(out.html, '<li>A wins: B retries.</li>');
  assert.match(out.html, '<p><strong>Moving</strong></p>');
  assert.match(out.html, '<li>{Thread-A | Thread-B} wins</li>');
});

Braces('an opening tag that starts a line with Markdown after it spans the blocks down to its closing tag', () => {
  const out = parse(['Intro.', '', '<details> <summary> Shelving `LargeShelf` in parts </summary>', '', '```cpp', 'int parts = 4;', '```', '', '</details>', '', 'After.', '']);
  assert.equal(out.errors, []);
  assert.match(out.html, /<details[^>]*>\s*<summary> Shelving <code>LargeShelf<\/code> in parts <\/summary>\s*<div class="code-block[\s\S]*<span class="hljs-type">int<\/span> parts = [\s\S]*<\/details>\s*<p>After\.<\/p>/);
});

Braces('a block indented four spaces is code, as in MDX 1: with a `<` inside, and in a body without MDX syntax', () => {
  const tagged = parse(['Print the shelf:', '', '    $ cat shelf.cue', '    kind: "<change me> Shelf"', '', 'Done {soon}.', '']);
  assert.equal(tagged.errors, []);
  assert.match(tagged.html, /<pre[^>]*><code[^>]*><span class="code-line">\$ cat shelf\.cue<\/span>\n<span class="code-line">kind: &quot;&lt;change me&gt; Shelf&quot;<\/span>/);
  assert.match(tagged.html, '<p>Done {soon}.</p>');
  const plain = parse(['Print the shelf:', '', '\t$ cat shelf.cue', '']);
  assert.match(plain.html, /<pre[^>]*><code[^>]*><span class="code-line">\$ cat shelf\.cue<\/span>/);
});

Braces('a tag line indented four spaces right under a line of JSX is more of that JSX, not code, as in MDX 1', () => {
  const out = parse([
    "import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", '',
    ' <Tabs', '   defaultValue="k"', "   values={[{label: 'K', value: 'k'}]}>", '    <TabItem value="k">', '',
    '  Kotlin side.', '', '  </TabItem>', ' </Tabs>', '', 'Shown as code:', '', '    <TabItem value="k">', '',
  ]);
  assert.equal(out.errors, []);
  assert.match(out.html, /<p>Kotlin side\.<\/p>/);
  assert.not.match(out.html, /<code[^>]*>[^]*&lt;TabItem value=&quot;k&quot;&gt;[^]*Kotlin/);
  // After a blank line the same line is indented code, as MDX 1 read it.
  assert.match(out.html, /<pre[^>]*><code[^>]*>(?:<span class="code-line">)?&lt;TabItem value=&quot;k&quot;&gt;/);
});

Braces('text and closing tags indented under a tag with a JSX attribute are more of that JSX up to the blank line, as in MDX 1', () => {
  const out = parse([
    '<details>', '\t<summary className="lesson">', '\t\tLesson 3: <b>async</b> drafts', '\t</summary>',
    '\t<a', '\t\tclassName="more"', '\t\thref="https://example.com/l3"', '\t>', '\t\tWatch it', '\t</a>', '</details>', '',
    '    <kept as="code" />', '',
  ]);
  assert.equal(out.errors, []);
  assert.match(out.html, /<summary class="lesson">[^]*Lesson 3: <b>async<\/b> drafts[^]*<\/summary>/);
  assert.match(out.html, /<a class="more" href="https:\/\/example.com\/l3"[^>]*>[^]*Watch it[^]*<\/a>\s*<\/details>/);
  assert.match(out.html, /<pre[^>]*><code[^>]*>(?:<span class="code-line">)?&lt;kept as=&quot;code&quot; \/&gt;/);
});

Braces('an HTML element with no blank line inside is one line of text and inline elements, a closing tag with text after it included', () => {
  const out = parse([
    '<pre>', '  (isMobile: boolean, state:', '  <a href="https://example.com/state">', '    State', '  </a>) => Node | null', '</pre>', '',
    '<div>', '', 'Loose **text**.', '', '</div>', '', '{" "}', '',
  ]);
  assert.equal(out.errors, []);
  assert.match(out.html, '<pre>(isMobile: boolean, state:<a href="https://example.com/state">State</a>) =&gt; Node | null</pre>');
  // A blank line inside keeps Markdown's paragraphs, as in MDX 1.
  assert.match(out.html, /<div>\s*<p>Loose <strong>text<\/strong>\.<\/p>\s*<\/div>/);
});

Braces('an unknown component is a warning and an element around its children, as MDX 1 drew it, and an error without the setting', () => {
  const lines = ['## <WelcomeScreen/>', '', '<Hint kind="tip">', '', 'Pick a tool.', '', '</Hint>', ''];
  const out = parse(lines);
  assert.equal(out.errors.map((e) => [e.line, e.unchecked, /unknown component <(\w+)>.*MDX 1/.exec(e.message)?.[1]]), [[1, true, 'WelcomeScreen'], [3, true, 'Hint']]);
  assert.match(out.html, /<div>\s*<p>Pick a tool\.<\/p>\s*<\/div>/);
  const strict = parse(lines, false);
  assert.equal(strict.errors.map((e) => [e.line, e.unchecked ?? false]), [[1, false], [3, false]]);
});

Braces('without the setting an indented block is a paragraph, as MDX 2 has no indented code', () => {
  const out = parse(['Print the shelf:', '', '    $ cat shelf.cue', ''], false);
  assert.match(out.html, '<p>$ cat shelf.cue</p>');
  assert.not.match(out.html, '<pre');
});

Braces('without the setting both are the syntax errors of MDX 2', () => {
  const list = parse(['1. {Thread A | Thread B} wins', '', 'Next.', ''], false);
  assert.equal(list.errors.length, 1);
  const details = parse(['<details> <summary> With `code` </summary>', '', 'Body.', '', '</details>', ''], false);
  assert.match(details.errors[0]?.message ?? '', /Expected a closing tag for `<details>`/);
});

Braces('without the setting a stray `<` in a body that uses MDX is the syntax error of MDX 2', () => {
  const out = parse(["import Tabs from '@theme/Tabs';", '', 'Until the capacity is <= the tick.', ''], false);
  assert.equal(out.errors.map((e) => e.line), [3]);
  assert.match(out.errors[0].message, /Unexpected character `=`/);
});

Braces('a `<` before a name with `_` (no tag in MDX 1) is text in prose, and left alone in code', () => {
  const out = parse([
    "import Tabs from '@theme/Tabs';", '',
    'To log in, replace _<client_id>_ and <client_secret> in the URL; </client_id> too.', '',
    'Write `<client_id>` or mail <first_last@example.org>.', '',
    '```xml', '<client_id>abc</client_id>', '```', '',
    '<Tabs values={[{ label: "<a_b>", value: "a" }]}>', '', 'In a tab: <my_var>.', '', '</Tabs>', '',
  ]);
  assert.equal(out.errors, []);
  assert.match(out.html, '<p>To log in, replace <em>&lt;client_id&gt;</em> and &lt;client_secret&gt; in the URL; &lt;/client_id&gt; too.</p>');
  assert.match(out.html, '<code>&lt;client_id&gt;</code>');
  assert.not.match(out.html, '\\&lt;');
  assert.match(out.html, '<a href="mailto:first_last@example.org"');
  assert.match(out.html, '&lt;<span class="hljs-name">client_id</span>&gt;</span>abc', 'the fence is untouched');
  assert.match(out.html, '&quot;label&quot;:&quot;&lt;a_b&gt;&quot;', 'an expression keeps its text');
  assert.match(out.html, 'In a tab: &lt;my_var&gt;.');
});

Braces('without the setting the same text is the MDX syntax error of MDX 2', () => {
  const out = parse(["import Tabs from '@theme/Tabs';", '', 'Replace _<client_id>_ and <client_secret>.', ''], false);
  assert.match(out.errors.map((e) => e.message).join('\n'), 'Expected a closing tag for `<client_id>`');
});

Braces.run();
