import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { setMdx1Text } from '../../../../../../cli/pipeline/parse/mdx1-text-setting';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const LineEnd = suite('markdown.mdx1Compat.text: a tag left open where a heading or table row ends');
LineEnd.before(loadParserParts);
LineEnd.after.each(() => setMdx1Text(false));

const parse = (lines: string[], literal = true) => {
  setMdx1Text(literal);
  return parseMarkdown({ source: lines.join('\n'), file: '/site/docs/wiki.md', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/' });
};

// HTML converted from a wiki breaks a tag's attributes over lines, so a heading or a table row
// (each one line long) ends inside the tag. The styled span makes each body MDX, not plain Markdown.
const HEADING = ['### Owls 1.5 <img src="https://owls.example/i.png"', 'width="40" alt="owl" /> and newer', '', 'Body <span style={{ color: "red" }}>red</span>.', ''];
const TABLE = ['| Screen | About |', '|---|---|', '| Edit | Make one <a href="https://owls.example/c"', '', 'After <span style={{ color: "red" }}>red</span>.', ''];

LineEnd('a tag a heading ends inside is text, and the lines after it are the paragraph they are', () => {
  const out = parse(HEADING);
  assert.equal(out.errors, []);
  assert.equal(out.headings.map((h) => h.text), ['Owls 1.5 <img src="https://owls.example/i.png"']);
  assert.match(out.html, '<p>width=&quot;40&quot; alt=&quot;owl&quot; /&gt; and newer</p>');
  assert.match(out.html, '<p>Body <span style="color:red">red</span>.</p>');
});

LineEnd('a tag a table row ends inside is text in its cell', () => {
  const out = parse(TABLE);
  assert.equal(out.errors, []);
  assert.match(out.html, '<td>Make one &lt;a href=&quot;');
  assert.match(out.html, '<p>After <span style="color:red">red</span>.</p>');
});

LineEnd('without the setting the same pages are the MDX syntax errors they are in Docusaurus 3, at the line of the tag', () => {
  for (const [lines, line] of [[HEADING, 1], [TABLE, 3]] as const) {
    const out = parse([...lines], false);
    assert.is(out.errors.length, 1);
    assert.is(out.errors[0].line, line);
    assert.match(out.errors[0].message, 'Unexpected end of file');
  }
});

LineEnd('a closing tag at the end of a paragraph closes the element opened lines above, as MDX 1 joined them', () => {
  const out = parse(['<div align="center">', '', '**Figure 2**: the fee is a little higher </div>', '', 'After <span style={{ color: "red" }}>red</span>.', '']);
  assert.equal(out.errors, []);
  assert.match(out.html, /<div align="center">\s*<p><strong>Figure 2<\/strong>: the fee is a little higher<\/p>\s*<\/div>/);
  assert.match(out.html, '<p>After <span style="color:red">red</span>.</p>');
});

LineEnd('a namespaced name (`<HOST:PORT>`), no tag in MDX 1, is text, and `<ftp:…>` an autolink', () => {
  const out = parse(['- Events are at <HOST:PORT>/events and <ftp:files.example>', '']);
  assert.equal(out.errors, []);
  assert.match(out.html, 'Events are at &lt;HOST:PORT&gt;/events and <a href="ftp:files.example"');
  assert.equal(parse(['Events are at <HOST:PORT>/events', ''], false).errors.map((e) => e.line), [1], 'without the setting it is the MDX 2 error');
});

LineEnd.run();
