/**
 * Rules of theme/styles/content.css as the browser's cascade applies them to built content,
 * where a broad `.markdown` rule could win over a construct's own.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const css = ['base.css', 'content.css'].map((name) => readFileSync(new URL(`../../../../theme/styles/${name}`, import.meta.url), 'utf8'));
const test = suite('content.css cascade');

test.before.each(() => {
  document.head.innerHTML = css.map((text) => `<style>${text}</style>`).join('');
});
test.after.each(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test('a table cell keeps the alignment its GFM column asks for (align attribute); a cell without one starts at the line start', () => {
  document.body.innerHTML = '<div class="markdown"><table><thead><tr><th align="left">L</th><th align="center">C</th><th align="right">R</th><th>N</th></tr></thead>' +
    '<tbody><tr><td align="left">1</td><td align="center">2</td><td align="right">3</td><td>4</td></tr></tbody></table></div>';
  const aligns = (tag: string) => [...document.querySelectorAll(tag)].map((cell) => getComputedStyle(cell).textAlign);
  assert.equal(aligns('th'), ['left', 'center', 'right', 'start']);
  assert.equal(aligns('td'), ['left', 'center', 'right', 'start']);
});

test('a code block\'s pre has no margin inside the block\'s frame, though `.markdown pre` has one', () => {
  document.body.innerHTML = '<div class="markdown"><pre id="plain">x</pre><div class="code-block"><div class="code-block__body"><pre id="block" class="code-block__pre"><code>x</code></pre></div></div></div>';
  assert.is.not(getComputedStyle(document.getElementById('plain')!).marginBottom, '0px');
  assert.is(getComputedStyle(document.getElementById('block')!).marginBottom, '0px');
});

test.run();
