import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { findResourceLimit, MAX_MARKDOWN_LENGTH, MAX_PADDED_LENGTH, MAX_NESTING_DEPTH } from '../../../../../cli/pipeline/parse/resource-limits';
import { findMarkerFlood } from '../../../../../cli/pipeline/parse/marker-flood';
import { loadParserParts } from '../../../../helpers/parser-parts';

const test = suite('resource limits');
const parse = (source: string, isMdx = false) => parseMarkdown({ source, file: '/site/content/docs/deep.md', lineOffset: 4, isMdx });
test.before(loadParserParts);

test('a list nested 10,000 levels on one line is refused with file, line and a hint', () => {
  const out = parse(`Intro\n\n${'- '.repeat(10_000)}deep\n`);
  assert.is(out.html, '');
  assert.equal(out.errors.map((e) => [e.file, e.line, e.column, e.message]), [
    ['/site/content/docs/deep.md', 7, 1, 'lists or blockquotes are nested about 10000 levels deep here; the limit is 100'],
  ]);
  assert.is(out.errors[0].hint, 'flatten the structure: split the list or quote, or put the text in a code block');
});

test('blockquotes and indentation-nested lists count too', () => {
  assert.is(findResourceLimit(`${'>'.repeat(1000)} x`)?.line, 1);
  assert.is(findResourceLimit(`${'> '.repeat(500)}x`)?.line, 1);
  const indented = Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
  assert.is(findResourceLimit(indented)?.line, MAX_NESTING_DEPTH + 1);
});

test('ordinary nesting, deep indentation inside fenced code, and long flat files pass', () => {
  const nested = Array.from({ length: 20 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
  assert.is(findResourceLimit(`${nested}\n\n> > > quote\n`), null);
  assert.is(findResourceLimit(`\`\`\`yaml\n${' '.repeat(400)}key: 1\n\`\`\`\n`), null);
  assert.is(findResourceLimit('A paragraph.\n\n'.repeat(10_000)), null);
});

test('deep indentation with no list above it (an indented code block, a diagram) is no nesting', () => {
  const art = `Some art:\n\n    start\n${' '.repeat(230)}*\n    end\n`;
  assert.is(findResourceLimit(art), null);
  assert.equal(parse(art).errors, []);
  // Lists still count their indentation, even with a lazy line or a code fence between.
  const list = Array.from({ length: 60 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
  assert.is(findResourceLimit(`${list}\nlazy\n\n\`\`\`\ncode\n\`\`\`\n${' '.repeat(120)}${'- '.repeat(50)}x`)?.line, 66);
  assert.is(findResourceLimit(`${list}\n\n${' '.repeat(230)}code`), null);
});

test('a body over the size limit is refused before parsing', () => {
  const out = parse('x'.repeat(MAX_MARKDOWN_LENGTH + 1));
  assert.is(out.errors.length, 1);
  assert.is(out.errors[0].line, 5);
  assert.is(out.errors[0].message, 'the Markdown body has 1,000,001 characters; the limit is 1,000,000');
  assert.match(out.errors[0].hint ?? '', 'split the page');
});

test('a generated table padded past the size limit with spaces renders, its cells trimmed; the text itself still counts', () => {
  // Each cell padded to a very wide column, as a formatter writes a generated API table.
  const pad = (text: string) => text + ' '.repeat(20_000 - text.length);
  const rows = Array.from({ length: 60 }, (_, i) => `| \`prop${i}\` | ${pad(`type ${i}`)} |`);
  const source = `# Props\n\n| Name | ${pad('Type')} |\n| --- | ${pad('---')} |\n${rows.join('\n')}\n`;
  assert.ok(source.length > MAX_MARKDOWN_LENGTH);
  const out = parse(source);
  assert.equal(out.errors, []);
  assert.match(out.html, '<td>type 59</td>');
  assert.not.ok(findResourceLimit(source));
  assert.ok(findResourceLimit(`${'word '.repeat(MAX_MARKDOWN_LENGTH / 5)}x`), 'single spaces between words are text');
});

test('padding past eight times the limit counts in full: a file of mostly spaces cannot grow without bound', () => {
  // A table of one padded column, as in the test above, of about `total` characters.
  const padded = (total: number) => `# Spaces\n\n| Name | Type |\n| --- | --- |\n${Array.from({ length: total / 10_000 }, (_, i) => `| p${i} | t${' '.repeat(9_980)} |`).join('\n')}\n`;
  assert.ok(findResourceLimit(padded(MAX_PADDED_LENGTH / 2)) === null, 'below the cap, padding is free');
  assert.ok(findResourceLimit(padded(MAX_PADDED_LENGTH + 10_000)));
});

test('a body over the size limit for a pasted data: image is refused at that image, with the way out', () => {
  const data = `data:image/png;base64,${'A'.repeat(MAX_MARKDOWN_LENGTH)}`;
  const out = parse(`# Chart\n\nThe results:\n\n![chart](${data})\n`);
  assert.equal(out.errors.map((e) => [e.line, e.column]), [[9, 10]]);
  assert.match(out.errors[0].message, `, ${data.length.toLocaleString('en')} of them in this data: URL; the limit is 1,000,000`);
  assert.match(out.errors[0].hint ?? '', 'save the data as a file beside the page');
});

test('emphasis nested thousands deep in one line is refused at its line, not a stack overflow, on both parsers', () => {
  const stars = '*'.repeat(20_000);
  for (const source of [`Intro\n\n${stars}x${stars}\n`, `Intro {1}\n\n${'*'.repeat(1000)}x${'*'.repeat(1000)}\n`]) {
    const out = parse(source, true);
    assert.is(out.html, '');
    assert.equal(out.errors.map((e) => [e.file, e.line, e.message]), [
      ['/site/content/docs/deep.md', 7, 'emphasis, links or other markup are nested more than 500 levels deep here'],
    ]);
    assert.match(out.errors[0].hint ?? '', 'escape them');
  }
});

test('ordinary nested emphasis and links still render', () => {
  const out = parse('a ***b _c [d](https://e.org) c_ b*** a\n');
  assert.equal(out.errors, []);
  assert.match(out.html, '<a href="https://e.org" target="_blank" rel="noopener noreferrer">d</a>');
});

test('an MDX paragraph flooded with emphasis markers is refused before the quadratic pairing runs', () => {
  const started = Date.now();
  const out = parse(`Intro {1}\n\n${'a* '.repeat(50_000)}\n`, true);
  assert.ok(Date.now() - started < 2000, 'refused quickly');
  assert.equal(out.errors.map((e) => [e.line, e.message]), [
    [7, 'this paragraph has 50,000 `*` and `_` characters, more than the MDX parser can pair in reasonable time'],
  ]);
  // Plain Markdown pairs them in linear time, so the same text without MDX syntax renders.
  assert.equal(parse(`Intro\n\n${'a* '.repeat(50_000)}\n`, true).errors, []);
});

test('many ordinary paragraphs, table rows, escaped markers and code do not count against the marker budget', () => {
  assert.is(findMarkerFlood('Some *em* and __strong__ words.\n\n'.repeat(20_000)), null);
  assert.is(findMarkerFlood(`| a | b |\n| - | - |\n${'| **x** _y_ | *z* |\n'.repeat(20_000)}`), null);
  assert.is(findMarkerFlood('\\*'.repeat(20_000)), null);
  assert.is(findMarkerFlood(`\`\`\`\n${'a* '.repeat(20_000)}\n\`\`\`\n`), null);
  assert.is(findMarkerFlood(`x\n${'a* '.repeat(20_000)}`)?.line, 1);
});

test('the `*` and `_` of MDX expressions (generated JSON in a JSX attribute) are code, not emphasis markers', () => {
  const json = JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`*/*_${i}`, 'owl_{"}'])));
  const attribute = `<Schema\n  title={"Body"}\n  body={{"content":${json}}}\n>\n</Schema>\n`;
  assert.is(findMarkerFlood(attribute), null);
  assert.is(findMarkerFlood(`{\n${json}\n}\n`), null, 'an expression over several lines');
  // Text after the expression closes counts again, and so does the same text outside one.
  assert.is(findMarkerFlood(`{1} ${'a* '.repeat(20_000)}`)?.line, 1);
  // A brace in inline code, or one never closed, opens no expression: the flood after it counts.
  assert.is(findMarkerFlood(`Use \`{\` here.\n\n${'a* '.repeat(20_000)}`)?.line, 3);
  assert.is(findMarkerFlood(`An open { brace.\n\n${'a* '.repeat(20_000)}`)?.line, 3);
  assert.is(findMarkerFlood(`Code \`\`a*b\`\` and \`{x}\` ${'\`*\` '.repeat(20_000)}`), null, 'markers inside code spans are code');
  assert.ok(findMarkerFlood(Array.from({ length: 2000 }, (_, i) => `"*/*_${i}"`).join(', ')));
  // As MDX 1 read it, a `{` in text is text: only an attribute's value is code.
  assert.ok(findMarkerFlood(`{${json}}`, true));
  assert.is(findMarkerFlood(attribute, true), null);
  const started = Date.now();
  assert.equal(parse(`import X from './x';\n\n${attribute}`, true).errors.filter((e) => /characters/.test(e.message)), []);
  assert.ok(Date.now() - started < 5000, 'the attribute is read as code');
});

test('a long list of SNAKE_CASE names counts item by item, not as one flood', () => {
  const list = Array.from({ length: 4000 }, (_, i) => `- \`SETTING_NUMBER_${i}\` is read at start`).join('\n');
  assert.is(findMarkerFlood(list), null);
  // The same names run together in one paragraph, out of code spans, are the flood; in code
  // spans they are code, which the parser does not pair (4,000 such spans parse in 0.25 s).
  assert.ok(findMarkerFlood(list.replace(/^- /gm, '').replaceAll('`', '')));
  assert.is(findMarkerFlood(list.replace(/^- /gm, '')), null);
});

test('an MDX paragraph flooded with strikethrough is refused at its line; the plain path renders it', () => {
  const flood = `Intro {1}\n\n${'~~a~~ '.repeat(10_000)}\n`;
  assert.equal(parse(flood, true).errors.map((e) => [e.line, e.message, e.hint]), [
    [7, 'this paragraph has 40,000 `~` characters, more than the MDX parser can pair in reasonable time',
      'escape the ones that are not strikethrough (`\\~`), put the text in a code block, or split it into several paragraphs'],
  ]);
  assert.match(parse(flood.replace(' {1}', ''), true).html, '<del>a</del> <del>a</del>');
  // Tildes spread over paragraphs, escaped or in code are no flood.
  assert.is(findMarkerFlood('About ~5 ms, ~~not~~ more.\n\n'.repeat(20_000)), null);
  assert.is(findMarkerFlood('\\~'.repeat(20_000)), null);
  assert.is(findMarkerFlood(`\`\`\`\n${'~~a~~ '.repeat(20_000)}\n\`\`\`\n`), null);
});

test.run();
