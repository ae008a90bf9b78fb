import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { findBigExpressions, MIN_LIFTED_LENGTH, withStandIns } from '../../../../../../cli/pipeline/parse/mdx/big-expressions';
import { findBigEsm } from '../../../../../../cli/pipeline/parse/mdx/big-esm';
import { parseMdxTree } from '../../../../../../cli/pipeline/parse/mdx/mdx-tree';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('large JSX attribute values');
test.before(loadParserParts);

/**
 * A nested object literal of about `n` × 125 characters, the shape API reference generators
 * write; `note` adds that many characters of text to each row (fewer braces for the grammar to retry at).
 */
function schema(n: number, indent = '', note = 0): string {
  const text = note ? `"note": "${'n'.repeat(note)}", ` : '';
  const rows = Array.from({ length: n }, (_, i) =>
    `${indent}  "field${i}": { ${text}"kind": "record", "keys": ["a${i}", "b"], "shape": { "a": { "is": "text" }, "b": { "of": [{ "is": "int" }] } } }`);
  return `{\n${rows.join(',\n')}\n${indent}}`;
}

/** Just over the size at which values are lifted, and cheap enough for the grammar to compare with. */
const mid = (indent = '') => schema(14, indent, 220);

/** The tree the MDX grammar alone gives, for comparison (slow on large values, fine at this size). */
const byTheGrammar = (text: string) => fromMarkdown(text, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
const tree = (text: string) => {
  const out = parseMdxTree(text);
  if ('error' in out) throw new Error(out.error.message);
  return out.tree;
};
type Attr = { value: { value: string; data: { estree: unknown } } };
/** The first attribute whose value is an expression. */
const firstAttribute = (root: Root): Attr => {
  const found: Attr[] = [];
  const walk = (node: { attributes?: Attr[]; children?: unknown[] }) => {
    for (const attribute of node.attributes ?? []) if (typeof attribute.value === 'object' && attribute.value) found.push(attribute);
    for (const child of (node.children ?? []) as typeof node[]) walk(child);
  };
  walk(root as never);
  return found[0];
};

test('a large value gets the same text and estree (with positions) as the grammar gives it', () => {
  const text = `# API\n\n<Schema\n  title="Log"\n  body={${mid()}}\n/>\n\nAfter.\n`;
  assert.ok(text.length > MIN_LIFTED_LENGTH);
  assert.is(findBigExpressions(text).length, 1);
  const ours = firstAttribute(tree(text)).value;
  const theirs = firstAttribute(byTheGrammar(text)).value;
  assert.is(ours.value, theirs.value);
  assert.equal(JSON.parse(JSON.stringify(ours.data.estree)), JSON.parse(JSON.stringify(theirs.data.estree)));
});

test('inside a list item, continuation lines lose the indent the grammar strips', () => {
  const text = `- Item\n\n  <Schema body={${mid('    ')}} />\n\n  More.\n`;
  assert.is(findBigExpressions(text).length, 1);
  const ours = tree(text);
  assert.is(firstAttribute(ours).value.value, firstAttribute(byTheGrammar(text)).value.value);
  const item = (ours.children[0] as { children: { children: { type: string }[] }[] }).children[0];
  assert.equal(item.children.map((c) => c.type), ['paragraph', 'mdxJsxFlowElement', 'paragraph']);
});

test('the stand-in keeps length, lines and non-blank lines, and holds no brace for the grammar to retry at', () => {
  const text = `Text with <Chip data={${mid()}} /> inline.\n`;
  const lifted = findBigExpressions(text);
  const standIn = withStandIns(text, lifted);
  assert.is(standIn.length, text.length);
  assert.equal([...standIn.matchAll(/\n/g)].map((m) => m.index), [...text.matchAll(/\n/g)].map((m) => m.index));
  assert.equal(standIn.split('\n').map((l) => l.trim() === ''), text.split('\n').map((l) => l.trim() === ''));
  assert.is(standIn.slice(lifted[0].start, lifted[0].end).replace(/[^{}]/g, ''), '');
  const paragraph = tree(text).children[0] as { type: string; children: { type: string }[] };
  assert.equal(paragraph.children.map((c) => c.type), ['text', 'mdxJsxTextElement', 'text']);
});

test('a large value written in a code block stays text', () => {
  const text = `\`\`\`jsx\n<Schema body={${mid()}} />\n\`\`\`\n\n<Real body={${mid()}} />\n`;
  assert.is(findBigExpressions(text).length, 2);
  const root = tree(text);
  const code = root.children[0] as { type: string; value: string };
  assert.is(code.type, 'code');
  assert.is(code.value, text.slice(7, text.indexOf('\n```')));
  assert.is(firstAttribute(root).value.value, firstAttribute(byTheGrammar(text)).value.value);
});

test('a block quote and a syntax error are left to the grammar, which reports the error at its line', () => {
  assert.is(findBigExpressions(`> <Schema body={${mid().replace(/\n/g, '\n> ')}} />\n`).length, 0);
  const broken = `Intro\n\n<Schema body={${mid().replace('"field7": {', '"field7" {')}} />\n`;
  assert.is(findBigExpressions(broken).length, 0);
  const out = parseMarkdown({ source: broken, file: '/site/docs/api.mdx', lineOffset: 0, isMdx: true });
  assert.is(out.errors[0]?.line, 11);
});

test('a 150 KB value (minutes for the grammar alone) parses; prose full of `={` costs a bounded amount of acorn work', () => {
  const text = `<Schema body={${schema(1200)}} />\n`;
  assert.ok(text.length > 150_000);
  const value = firstAttribute(tree(text)).value;
  assert.is(value.value, schema(1200).replace(/\n {2}/g, '\n'));
  const estree = value.data.estree as { body: { expression: { type: string; properties: unknown[] } }[] };
  assert.is(estree.body[0].expression.type, 'ObjectExpression');
  assert.is(estree.body[0].expression.properties.length, 1200);
  assert.equal(findBigExpressions(`${'a={[b '.repeat(50_000)}\n`), []);
});

test('large expressions in content (a template literal child, a block of its own) match the grammar too', () => {
  const text = `<Code lang="json">{\`${mid()}\`}</Code>\n\n{[\n${mid()}\n].length}\n\nText {\`${mid().replace(/\n/g, ' ')}\`} inline.\n\n` +
    `1. Step\n\n   <Code>{\`${mid('     ')}\`}</Code>\n`;
  assert.is(findBigExpressions(text).length, 4);
  const values = (root: Root) => {
    const out: { value: string; estree: unknown }[] = [];
    const walk = (node: { type: string; value?: string; data?: { estree?: unknown }; children?: unknown[] }) => {
      if (/^mdx(Flow|Text)Expression$/.test(node.type)) out.push({ value: node.value!, estree: JSON.parse(JSON.stringify(node.data?.estree)) });
      for (const child of (node.children ?? []) as typeof node[]) walk(child);
    };
    walk(root as never);
    return out;
  };
  const ours = values(tree(text));
  assert.is(ours.length, 4);
  assert.equal(ours, values(byTheGrammar(text)));
});

test('an escaped brace and a spread attribute are left to the grammar', () => {
  assert.equal(findBigExpressions(`Text \\{${'x'.repeat(5000)}}\n`), []);
  assert.equal(findBigExpressions(`<X {...${mid()}} />\n`), []);
});

test('a large export block gets the text and estree the grammar gives it; one after a paragraph line stays text', () => {
  const rows = Array.from({ length: 100 }, (_, i) => `  { id: ${i}, name: 'row ${i}', tags: ['a', \`t${i}\`] }, // row ${i}`).join('\n');
  const text = `# Data\n\nimport Table from '@site/src/Table';\nexport const rows = [\n${rows}\n];\n\n<Table rows={rows} />\n\nText\nexport const later = ['${'x'.repeat(5000)}'];\n`;
  assert.equal(findBigEsm(text).map((b) => text.slice(b.start, b.start + 30)), ["import Table from '@site/src/T"]);
  const esm = (root: Root) => root.children.filter((c) => c.type === 'mdxjsEsm').map((c) => JSON.parse(JSON.stringify({ value: (c as { value: string }).value, estree: (c.data as { estree?: unknown } | undefined)?.estree })));
  const ours = tree(text);
  assert.is(esm(ours).length, 1);
  assert.equal(esm(ours), esm(byTheGrammar(text)));
  assert.equal(ours.children.map((c) => c.type), byTheGrammar(text).children.map((c) => c.type));
});

test('an export block of 150 KB parses', () => {
  const rows = Array.from({ length: 3_400 }, (_, i) => `  { id: ${i}, name: 'row ${i}', tags: ['a', 'b'] },`).join('\n');
  const text = `export const rows = [\n${rows}\n];\n\nDone.\n`;
  assert.ok(text.length > 150_000);
  const [block] = tree(text).children;
  assert.is(block.type, 'mdxjsEsm');
  const declaration = ((block.data as { estree?: unknown } | undefined)?.estree as { body: { declaration: { declarations: { init: { elements: unknown[] } }[] } }[] }).body[0].declaration;
  assert.is(declaration.declarations[0].init.elements.length, 3_400);
});

test.run();
