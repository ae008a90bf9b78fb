/**
 * A JSON-LD `<script type="application/ld+json">` in an MDX `<Head>`: its value is found at build
 * time in each of the ways sites write it, and a block that is not JSON is an error at its line.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('JSON-LD in an MDX <Head>');
test.before(loadParserParts);
const parse = (block: string, before = '') => parseMarkdown({
  source: `import Head from '@docusaurus/Head';\n${before}\n<Head>\n  <script type="application/ld+json">\n    ${block}\n  </script>\n  <meta name="keywords" content="owls" />\n</Head>\n\nBody.\n`,
  file: '/site/docs/faq.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/',
});

test('JSON.stringify of an object literal gives the object, with no warning, and the rest of <Head> still applies', () => {
  const out = parse("{JSON.stringify({ '@context': 'https://schema.org', '@type': 'FAQPage', 'mainEntity': [{ '@type': 'Question', name: 'Why?' }] })}");
  assert.equal(out.errors, []);
  assert.equal(out.jsonLd, [{ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Why?' }] }]);
  assert.equal(out.head, [{ kind: 'meta', name: 'keywords', content: 'owls' }]);
  assert.not.match(out.html, 'FAQPage');
});

test('an object written as {{…}}, a string of JSON, and a value the file exports are read too', () => {
  assert.equal(parse("{{ '@type': 'Thing', n: 1 }}").jsonLd, [{ '@type': 'Thing', n: 1 }]);
  assert.equal(parse('{`{"@type": "Thing", "ok": true}`}').jsonLd, [{ '@type': 'Thing', ok: true }]);
  assert.equal(parse('{JSON.stringify(schema)}', "export const schema = { '@type': 'Course', name: 'Owls' };\n").jsonLd, [{ '@type': 'Course', name: 'Owls' }]);
});

test('a string that is not valid JSON is an error at the block\'s line, saying what the parser found', () => {
  const out = parse("{'{\"@type\": \"Thing\",}'}");
  assert.is(out.jsonLd, undefined);
  assert.equal(out.errors.map((e) => [e.line, e.unchecked ?? false]), [[5, false]], 'the line of the JSON');
  assert.match(out.errors[0].message, 'MDX: the JSON-LD <script type="application/ld+json"> in <Head> is not valid JSON (');
  assert.match(out.errors[0].hint ?? '', 'JSON.stringify');
});

test('a value that cannot be known at build time, or is not JSON, or is no object, is an error; an empty block too', () => {
  const why = (block: string) => parse(block).errors.map((e) => e.message.replace('MDX: the JSON-LD <script type="application/ld+json"> in <Head> ', ''));
  assert.match(why('{JSON.stringify(window.faq)}')[0], 'cannot be evaluated at build time');
  assert.match(why('{{ when: undefined }}')[0], 'holds a value JSON cannot write');
  assert.match(why("{'\"just text\"'}")[0], 'is not a JSON object or array');
  assert.equal(parseMarkdown({ source: "import Head from '@docusaurus/Head';\n\n<Head>\n  <script type=\"application/ld+json\"></script>\n</Head>\n", file: '/site/docs/e.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/' }).errors.map((e) => [e.line, e.message.endsWith('is empty')]), [[4, true]]);
});

test('strings holding </script> or <!-- are kept as written in the value', () => {
  // `<!--` is spelled with an escape: MDX would read it in the source as a comment's start.
  const out = parse("{JSON.stringify({ name: '</script><script>alert(1)</script>', note: '\\u003c!-- x' })}");
  assert.equal(out.jsonLd, [{ name: '</script><script>alert(1)</script>', note: '<!-- x' }]);
});

test.run();
