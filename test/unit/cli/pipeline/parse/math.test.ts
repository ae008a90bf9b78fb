import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { setMath } from '../../../../../cli/pipeline/parse/math';
import { loadParserParts } from '../../../../helpers/parser-parts';

const test = suite('markdown.math: $…$ and $$…$$ are TeX, kept as written');
const parse = (source: string) => parseMarkdown({ source, file: '/site/docs/page.md', lineOffset: 0, isMdx: true });
const SOURCE = 'A ratio $\\frac{a}{b} < c_1 * d_2$ holds.\n\n$$\nx^{2} = y_{1}\n$$\n\nPrices stay plain: 5 dollars.\n';

// A build loads the MDX toolchain (which reads math) on first use.
test.before(loadParserParts);
test.after.each(() => setMath(false));

test('with math on, formulas parse (braces, < and _ are TeX) and show as text in math spans and blocks', () => {
  setMath(true);
  const result = parse(SOURCE);
  assert.equal(result.errors, []);
  assert.match(result.html, '<span class="math math-inline">\\frac{a}{b} &lt; c_1 * d_2</span>');
  assert.match(result.html, '<div class="math math-display">x^{2} = y_{1}</div>');
  assert.match(result.html, '<p>Prices stay plain: 5 dollars.</p>');
});

test('with math off, the same braces are MDX and fail where they stand', () => {
  const result = parse(SOURCE);
  assert.ok(result.errors.length > 0);
  assert.ok(result.errors.every((e) => e.message.startsWith('MDX')), result.errors.map((e) => e.message).join('\n'));
});

test.run();
