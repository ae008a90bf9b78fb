import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { setMath } from '../../../../../cli/pipeline/parse/math';
import { loadParserParts } from '../../../../helpers/parser-parts';

const test = suite('markdown.math: $…$ and $$…$$ are TeX, typeset with KaTeX');
const parse = (source: string) => parseMarkdown({ source, file: '/site/docs/page.md', lineOffset: 0, isMdx: true });
const SOURCE = 'A ratio $\\frac{a}{b} < c_1 * d_2$ holds.\n\n$$\nx^{2} = y_{1}\n$$\n\nPrices stay plain: 5 dollars.\n';

// A build loads the MDX toolchain (which reads math) on first use.
test.before(loadParserParts);
test.after.each(() => setMath(false));

test('with math on, formulas parse (braces, < and _ are TeX) and are typeset in math spans and blocks, with MathML and their TeX', () => {
  setMath(true);
  const result = parse(SOURCE);
  assert.equal(result.errors, []);
  const inline = /<span class="math math-inline"><span class="katex">(.*?)<\/span> holds\.<\/p>/.exec(result.html)?.[1] ?? '';
  assert.match(inline, '<math xmlns="http://www.w3.org/1998/Math/MathML">');
  assert.match(inline, '<annotation encoding="application/x-tex">\\frac{a}{b} &lt; c_1 * d_2</annotation>');
  assert.match(inline, '<span class="mfrac">');
  assert.match(result.html, /<div class="math math-display"><span class="katex-display"><span class="katex">.*x\^\{2\} = y_\{1\}<\/annotation>/s);
  assert.match(result.html, '<p>Prices stay plain: 5 dollars.</p>');
  // Search reads the TeX, not the glyphs of its drawing.
  assert.equal(result.blocks.map((b) => b.text), ['A ratio \\frac{a}{b} < c_1 * d_2 holds.', 'Prices stay plain: 5 dollars.']);
});

test('a character KaTeX\'s fonts lack is drawn without KaTeX\'s console line about its metrics', () => {
  setMath(true);
  const warn = console.warn;
  const printed: unknown[][] = [];
  console.warn = (...args: unknown[]) => { printed.push(args); };
  try {
    const result = parse('Well formed: $\\Gamma \\vdash ◇$ and $\\text{⌀ 5}$.\n');
    assert.equal(result.errors, []);
    assert.match(result.html, '◇');
  } finally {
    console.warn = warn;
  }
  assert.equal(printed, []);
});

test('a formula KaTeX cannot read shows its TeX in red instead of failing the page', () => {
  setMath(true);
  const result = parse('Broken $\\frac{a$ here.\n');
  assert.equal(result.errors, []);
  assert.match(result.html, /<span class="katex-error" title="ParseError: KaTeX parse error: [^"]*" style="color:#cc0000">\\frac\{a<\/span>/);
});

test('with math on, a partial the page imports reads its formulas as TeX too, not as MDX expressions', () => {
  setMath(true);
  const files: Record<string, string> = { '/site/docs/_rated.md': '| Name | Meaning |\n|:--|:--|\n| v | rated voltage$V_{N}$ |\n' };
  const result = parseMarkdown({
    source: "import Rated from './_rated.md';\n\n<Rated />\n", file: '/site/docs/page.mdx', lineOffset: 0, isMdx: true,
    siteDir: '/site', baseUrl: '/', readFile: (f) => files[f],
  });
  assert.equal(result.errors.map((e) => e.message), []);
  assert.match(result.html, /rated voltage<span class="math math-inline"><span class="katex">.*V_\{N\}<\/annotation>/s);
});

test('with math off, the same braces are MDX and fail where they stand', () => {
  const result = parse(SOURCE);
  assert.ok(result.errors.length > 0);
  assert.ok(result.errors.every((e) => e.message.startsWith('MDX')), result.errors.map((e) => e.message).join('\n'));
});

test.run();
