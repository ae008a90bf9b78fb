import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown, type MarkdownInput, type MarkdownPosition } from '../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../helpers/parser-parts';

const test = suite('parseMarkdown');
// A build loads the MDX toolchain and the emoji table on first use.
test.before(loadParserParts);
const parse = (source: string, more: Partial<MarkdownInput> = {}) =>
  parseMarkdown({ source, file: '/site/content/docs/page.md', lineOffset: 0, isMdx: false, ...more });

test('headings h2–h6 get ids and hash links; the first h1 is the title, without id', () => {
  const out = parse('# The *Title*\n\n## Über  Straße\n\n### C++ & Rust\n\n## Über  Straße\n\n#### Custom {#My-Id}\n');
  assert.is(out.title, 'The Title');
  assert.ok(out.hasH1);
  assert.match(out.html, '<h1>The <em>Title</em></h1>');
  assert.equal(out.headings.map((h) => [h.level, h.id, h.text]), [
    [2, 'über--straße', 'Über  Straße'], [3, 'c--rust', 'C++ & Rust'], [2, 'über--straße-1', 'Über  Straße'], [4, 'My-Id', 'Custom'],
  ]);
  assert.match(out.html, '<h4 id="My-Id" class="anchor">Custom<a href="#My-Id" class="hash-link" aria-label="Direct link to Custom"');
  assert.not.match(out.html, '{#');
});

test('an h1\'s explicit {#id} leaves that id to a later heading that names it too, in .md and MDX', () => {
  for (const isMdx of [false, true]) {
    const out = parse('# Title {#setup}\n\n## Setup steps {#setup}\n\n## Title\n', { isMdx });
    assert.equal(out.headings.map((h) => h.id), ['setup', 'title'], isMdx ? 'MDX' : 'Markdown');
    assert.match(out.html, '<h2 id="setup" class="anchor">Setup steps');
  }
});

test('heading lines count from the top of the file, and setext headings are headings too', () => {
  const out = parse('Intro\n\nSetext title\n------------\n\n## Two `code`\n', { lineOffset: 4 });
  assert.equal(out.headings.map((h) => [h.id, h.line, h.html]), [['setext-title', 7, 'Setext title'], ['two-code', 10, 'Two <code>code</code>']]);
  assert.not.ok(out.hasH1);
  assert.is(out.title, null);
});

for (const type of ['note', 'tip', 'info', 'warning', 'danger', 'important', 'caution', 'success', 'secondary']) {
  test(`:::${type} renders an admonition with icon and default lower-case title`, () => {
    const html = parse(`:::${type}\nBody **text**\n:::\n`).html;
    assert.match(html, `<div class="admonition admonition--${type} theme-admonition theme-admonition-${type}" role="note"><p class="admonition__heading"><span class="admonition__icon" aria-hidden="true"><svg`);
    assert.match(html, `</svg></span><span class="admonition__title">${type}</span></p><div class="admonition__content">\n<p>Body <strong>text</strong></p>\n</div></div>`);
  });
}

test('both title syntaxes work and titles may hold inline markdown', () => {
  assert.match(parse(':::note[My *own* title]\nx\n:::').html, '<span class="admonition__title">My <em>own</em> title</span>');
  assert.match(parse(':::caution Mind the gap\nx\n:::').html, '<span class="admonition__title">Mind the gap</span>');
});

test('nested admonitions hold lists and code, and fences inside code are not admonitions', () => {
  const html = parse([
    '::::important[Outer]', '- one', '- two', '', ':::tip', '```yaml', ':::note', 'key: 1', ':::', '```', ':::', 'after', '::::',
  ].join('\n')).html;
  assert.is((html.match(/class="admonition /g) ?? []).length, 2);
  assert.match(html, /admonition--important[\s\S]*<ul>\n<li>one<\/li>[\s\S]*admonition--tip[\s\S]*<code class="language-yaml">/);
  assert.match(html, '<span class="code-line"><span class="hljs-string">:::note</span></span>');
  assert.match(html, /<\/code><\/pre>.*<\/div><\/div>\n<\/div><\/div>\n<p>after<\/p>\n<\/div><\/div>$/s);
});

test('fenced code is highlighted with title, highlighted lines, and a plain fallback', () => {
  const html = parse('```yaml title="cluster.yaml" {2}\na: 1\nb: 2\n```\n\n```log\n<error> & co\n```\n\n```nope\nx\n```').html;
  assert.match(html, '<div class="code-block theme-code-block" data-language="yaml"><div class="code-block__title">cluster.yaml</div>');
  assert.match(html, '<span class="code-line code-line--highlighted"><span class="hljs-attr">b:</span>');
  assert.match(html, '<code class="language-log"><span class="code-line">&lt;error&gt; &amp; co</span></code>');
  assert.match(html, '<code class="language-nope"><span class="code-line">x</span></code>');
  assert.match(html, 'aria-label="Copy code to clipboard" title="Copy"');
});

test('code keeps inner blank lines and list-item indentation is removed', () => {
  const html = parse('1. Step\n\n   ```text\n   one\n\n     two\n   ```\n').html;
  assert.match(html, '<span class="code-line">one</span>\n<span class="code-line"></span>\n<span class="code-line">  two</span></code>');
  assert.match(html, /<li>\n<p>Step<\/p>\n<div class="code-block theme-code-block"/);
});

test('GFM: tables are wrapped for scrolling, task lists, strikethrough, footnotes, autolinks', () => {
  const html = parse('| a | b |\n|---|:-:|\n| 1<br/>x | 2 |\n\n- [ ] todo\n- [x] done\n\n~~old~~ see[^n] https://example.com\n\n[^n]: The note.\n').html;
  assert.match(html, '<div class="table-scroll" tabindex="0" role="region" aria-label="Table 1"><table>');
  assert.match(html, '</table></div>');
  assert.match(html, '<td>1<br/>x</td>');
  assert.match(html, '<td align="center">2</td>');
  assert.match(html, '<li class="task-list-item"><input type="checkbox" disabled="" aria-label="todo" /> todo</li>');
  assert.match(html, '<input type="checkbox" disabled="" checked="" aria-label="done" /> done');
  assert.match(html, '<del>old</del>');
  assert.match(html, 'data-footnote-ref');
  assert.match(html, '<p>The note. <a href="#user-content-fnref-n"');
  assert.match(html, '<a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a>');
});

test('Markdown links with a scheme or "//" open in a new tab, as Docusaurus\' Link does; site links and pathname:// stay', () => {
  const src = '[a](https://x.org/p) [b](//cdn.x.org) [c](mailto:a@x.org) [d](/docs/one) [e](./two.md) [f](#top) [g](pathname:///api/)\n\n[h][ref]\n\n[ref]: https://y.org "Y"\n';
  const { html } = parse(src);
  const attrs = (label: string) => html.match(new RegExp(`<a ([^>]*)>${label}</a>`))?.[1];
  for (const label of ['a', 'b', 'c']) assert.match(attrs(label) ?? '', / target="_blank" rel="noopener noreferrer"$/, label);
  assert.is(attrs('h'), 'href="https://y.org" title="Y" target="_blank" rel="noopener noreferrer"');
  for (const label of ['d', 'e', 'f', 'g']) assert.not.match(attrs(label) ?? 'missing target', 'target', label);
});

test('a pathname:// link is its path under the base URL, never checked as a page (Docusaurus\' way to a static file)', () => {
  const seen: string[] = [];
  const src = '[API](pathname:///api/) [feed](pathname:///blog/rss.xml#top "Feed") [rel](pathname://notes.html) [bad](pathname://javascript:alert(1))\n';
  const { html } = parse(src, { baseUrl: '/base/', resolveLink: (href) => void seen.push(href) });
  assert.match(html, '<a href="/base/api/" data-full-load="">API</a>');
  assert.match(html, '<a href="/base/blog/rss.xml#top" title="Feed" data-full-load="">feed</a>');
  assert.match(html, '<a href="notes.html" data-full-load="">rel</a>');
  assert.match(html, '<a href="" data-full-load="">bad</a>');
  assert.equal(seen, [], 'the link check never hears of them');
});

test('ordered lists keep their start number', () => {
  assert.match(parse('0. zero\n1. one\n').html, '<ol start="0">\n<li>zero</li>');
});

test('emoji shortcodes become Unicode, except in code', () => {
  const out = parse('Yes :white_check_mark: no :x: idea :bulb: :not_an_emoji:\n\n`:x:`\n\n```text\n:bulb:\n```\n\n## Done :white_check_mark:\n');
  assert.match(out.html, '<p>Yes ✅ no ❌ idea 💡 :not_an_emoji:</p>');
  assert.match(out.html, '<code>:x:</code>');
  assert.match(out.html, '<span class="code-line">:bulb:</span>');
  assert.is(out.headings[0].text, 'Done ✅');
  assert.is(out.headings[0].id, 'done-white_check_mark');
  // Names are looked up in the table itself, never in what every object inherits.
  assert.match(parse('Keep :constructor: and :toString: as written, but :+1: and :heart: too\n').html, '<p>Keep :constructor: and :toString: as written, but 👍 and ❤️ too</p>');
});

test('raw HTML passes through', () => {
  const html = parse('<div class="box">\n\n**md**\n\n</div>\n\nLine<br/>break <kbd>Ctrl</kbd>').html;
  assert.match(html, '<div class="box">\n<p><strong>md</strong></p>\n</div>');
  assert.match(html, 'Line<br/>break <kbd>Ctrl</kbd>');
});

test('the same link twice in a paragraph, a list item or an admonition is reported at each place', () => {
  const seen: string[] = [];
  const src = 'See [a](./gone) or\nagain [a](./gone).\n\n- [b](./gone) and [b](./gone)\n\n:::tip\n\n[c](./gone)\nthen [c](./gone)\n\n:::\n';
  parse(src, { resolveLink: (href, pos) => { seen.push(`${pos.line}:${pos.column}`); return undefined; } });
  assert.equal(seen, ['1:9', '2:11', '4:7', '4:23', '8:5', '9:10']);
});

test('resolveLink sees every link with its file position and can replace it', () => {
  const seen: [string, MarkdownPosition][] = [];
  const src = 'Intro [one](./one.md) and [two](../two.md#x).\n\n<https://auto.example>\n\n<a href="/raw/page">raw</a>\n\n## Head';
  const out = parse(src, { lineOffset: 5, resolveLink: (href, pos) => { seen.push([href, pos]); return href.endsWith('.md') ? '/docs/one' : undefined; } });
  assert.equal(seen, [
    ['./one.md', { line: 6, column: 13 }],
    ['../two.md#x', { line: 6, column: 33 }],
    ['https://auto.example', { line: 8, column: 2 }],
    ['/raw/page', { line: 10, column: 10, jsx: true }],
  ]);
  assert.match(out.html, '<a href="/docs/one">one</a>');
  assert.match(out.html, '<a href="../two.md#x">two</a>');
});

test('resolveImage sets src and size; images load lazily and keep alt', () => {
  const seen: [string, MarkdownPosition][] = [];
  const src = 'Text\n\n![Cluster view](/img/a.png)\n\n<img src="/img/b.png" alt="B">\n';
  const out = parse(src, {
    lineOffset: 3,
    resolveImage: (s, pos) => { seen.push([s, pos]); return s.endsWith('a.png') ? { src: '/base/img/a.png', width: 640, height: 480 } : undefined; },
  });
  assert.equal(seen, [['/img/a.png', { line: 6, column: 17 }], ['/img/b.png', { line: 8, column: 11, jsx: true }]]);
  assert.match(out.html, '<img src="/base/img/a.png" alt="Cluster view" width="640" height="480" loading="lazy" decoding="async" />');
  assert.match(out.html, '<img src="/img/b.png" alt="B" loading="lazy" decoding="async">');
});

test('the truncate marker splits the excerpt and leaves no output', () => {
  const out = parse('First **part**.\n\n<!--truncate-->\n\nSecond part [l](/x).\n');
  assert.ok(out.hasTruncateMarker);
  assert.is(out.excerptHtml, '<p>First <strong>part</strong>.</p>\n');
  assert.match(out.html, '<p>Second part');
  assert.not.match(out.html, 'truncate');
  const mdx = parse('A\n\n{/* truncate */}\n\nB', { isMdx: true });
  assert.is(mdx.excerptHtml, '<p>A</p>\n');
  const none = parse('No marker');
  assert.is(none.excerptHtml, null);
  assert.not.ok(none.hasTruncateMarker);
});

test('links in the excerpt are resolved once, not twice', () => {
  let calls = 0;
  const out = parse('[a](/a)\n<!-- truncate -->\n[b](/b)', { resolveLink: (h) => { calls++; return h + '/'; } });
  assert.is(calls, 2);
  assert.match(out.excerptHtml!, '<a href="/a/">a</a>');
});

test('a body read as MDX that uses MDX syntax goes through the MDX parser; errors carry the file line', () => {
  const src = "import Tabs from '@theme/Tabs';\n\nSome `<Code>` text {/* a comment */} here.\n\n<Tabs>\n  <img src={useBaseUrl('/x.png')} />\n</Tabs>\n";
  const out = parseMarkdown({ source: src, file: '/site/content/docs/intro.mdx', lineOffset: 3, isMdx: true });
  assert.equal(out.errors.map((e) => [e.file, e.line, e.column, e.message]), [
    ['/site/content/docs/intro.mdx', 9, 3, "MDX: the attribute src={useBaseUrl('/x.png')} of <img> uses `useBaseUrl`, which is not defined in this file"],
  ]);
  assert.match(out.html, '<p>Some <code>&lt;Code&gt;</code> text');
  assert.match(out.html, '<opdocs-component name="Tabs">');
  assert.not.match(out.html, 'comment');
});

test('a body read as MDX without MDX syntax keeps the plain parser: raw HTML stays, HTML comments go, no indented code', () => {
  const out = parse('<!-- note to self -->\n\n<br>\n\n- item\n\n        | a |\n        |---|\n        | 1 |\n', { isMdx: true });
  assert.equal(out.errors, []);
  assert.not.match(out.html, 'note to self');
  assert.match(out.html, '<br>');
  assert.match(out.html, '<li>\n<p>item</p>\n<div class="table-scroll"');
  assert.match(parse('- item\n\n        | a |\n        |---|\n').html, 'code-block');
});

test('JSX-looking text in plain .md is left alone', () => {
  const out = parse('<Tabs>\n\n{value} and {/* not a comment here */}\n');
  assert.equal(out.errors, []);
  assert.match(out.html, '<Tabs>');
  assert.match(out.html, '{value} and {/* not a comment here */}');
});

test('search blocks: headings with final ids, paragraphs, list items, cells, admonition text; no code, no link targets', () => {
  const out = parse([
    '# Title :rocket:', '', 'Intro with **bold**, [a link](https://x.y "t"), `<b>code</b>` &amp; ![alt](i.png).', '',
    '## Install {#setup}', '', '- one', '  - nested', '- two', '', '| A | B |', '|---|---|', '| a1 | b1 |', '',
    ':::tip[Hi]', 'Inside <img src=x> tip', ':::', '', '```js', 'const x = 1;', '```', '', '### Again', 'Line one', 'line two', '',
  ].join('\n'));
  assert.equal(out.blocks, [
    { kind: 'heading', level: 1, text: 'Title 🚀' },
    { kind: 'text', text: 'Intro with bold, a link, <b>code</b> & .' },
    { kind: 'heading', level: 2, text: 'Install', id: 'setup' },
    { kind: 'text', text: 'one' }, { kind: 'text', text: 'nested' }, { kind: 'text', text: 'two' },
    { kind: 'heading', level: 5, text: 'a1' }, { kind: 'text', text: 'b1' },
    { kind: 'text', text: 'Inside tip' },
    { kind: 'heading', level: 3, text: 'Again', id: 'again' },
    { kind: 'text', text: 'Line one line two' },
  ]);
});

test.run();
