/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { click, renderWithSite, resetBody } from '../pages/page-env';
import { MarkdownContent } from '../../../../theme/Content/MarkdownContent';
import { CodeBlock } from '../../../../theme/Content/CodeBlock';
import { HtmlBlock } from '../../../../runtime/html-block';
import { renderCodeBlock } from '../../../../cli/pipeline/parse/code-block';

const LONG = renderCodeBlock({ lang: 'text', meta: '', code: 'kubectl apply -f https://example.com/a/very/long/manifest.yaml' });
const SHORT = renderCodeBlock({ lang: 'text', meta: '', code: 'ls' });

/**
 * happy-dom lays nothing out: a `pre` here is `width` px wide and its content 8 px per
 * character, so long code overflows and short code fits.
 */
let width = 200;
function fakeLayout(): () => void {
  const proto = globalThis.HTMLElement.prototype;
  const saved = ['scrollWidth', 'clientWidth'].map((key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const);
  Object.defineProperty(proto, 'scrollWidth', { configurable: true, get(this: HTMLElement) { return (this.textContent ?? '').length * 8; } });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get(this: HTMLElement) { return this.tagName === 'PRE' ? width : 0; } });
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, key, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[key];
    }
  };
}

const settle = () => act(async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
});

const toggles = (root: ParentNode) => [...root.querySelectorAll<HTMLButtonElement>('.code-block__wrap')];

const test = suite('code block word wrap');
let restoreLayout: () => void = () => undefined;
test.before.each(() => {
  resetBody();
  width = 200;
  restoreLayout = fakeLayout();
});
test.after.each(() => {
  restoreLayout();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

test('fenced code gets a "Toggle word wrap" button before Copy where the code overflows, and none where it fits', () => {
  assert.not.match(LONG, 'code-block__wrap', 'not in the built page: without scripts it would do nothing');
  const { container } = renderWithSite(<MarkdownContent><HtmlBlock html={LONG + SHORT} id="doc" /></MarkdownContent>);
  const [longBlock, shortBlock] = [...container.querySelectorAll('.code-block')];
  const [long] = toggles(longBlock);
  assert.is(long.getAttribute('aria-label'), 'Toggle word wrap');
  assert.is(long.title, 'Toggle word wrap');
  assert.is(long.getAttribute('aria-pressed'), 'false');
  assert.is(long.nextElementSibling?.className, 'code-block__copy');
  assert.is(long.hidden, false);
  assert.equal(toggles(shortBlock), []);
});

test('toggling wraps the long lines and says so through aria-pressed; it is a real, focusable button', () => {
  const { container } = renderWithSite(<MarkdownContent><HtmlBlock html={LONG} id="doc" /></MarkdownContent>);
  const [button] = toggles(container);
  const block = container.querySelector('.code-block')!;
  assert.is(button.tagName, 'BUTTON');
  assert.is(button.type, 'button');
  button.focus();
  assert.is(document.activeElement, button);
  click(button);
  assert.ok(block.classList.contains('code-block--wrap'));
  assert.is(button.getAttribute('aria-pressed'), 'true');
  click(button);
  assert.not.ok(block.classList.contains('code-block--wrap'));
  assert.is(button.getAttribute('aria-pressed'), 'false');
});

test('a narrower window shows the toggle of code that no longer fits (no ResizeObserver)', () => {
  const { container } = renderWithSite(<MarkdownContent><HtmlBlock html={SHORT} id="doc" /></MarkdownContent>);
  assert.equal(toggles(container), []);
  width = 10;
  act(() => void window.dispatchEvent(new Event('resize')));
  assert.is(toggles(container)[0].hidden, false);
  width = 200;
  act(() => void window.dispatchEvent(new Event('resize')));
  assert.is(toggles(container)[0].hidden, true, 'wide again: the toggle hides');
});

test('a resized block is re-measured through ResizeObserver; blocks navigated away from are let go', async () => {
  const observed: Element[] = [];
  let notify: (entries: { target: Element }[]) => void = () => undefined;
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    constructor(callback: typeof notify) { notify = callback; }
    observe(target: Element) { observed.push(target); }
    unobserve(target: Element) { observed.splice(observed.indexOf(target), 1); }
    disconnect() { /* nothing to release */ }
  };
  const { container } = renderWithSite(<MarkdownContent><HtmlBlock html={SHORT} id="doc" /></MarkdownContent>);
  assert.equal(observed.map((e) => e.tagName), ['PRE']);
  width = 10;
  act(() => notify(observed.map((target) => ({ target }))));
  assert.is(toggles(container)[0].hidden, false);
  const old = observed[0];
  act(() => void (container.querySelector('.code-block')!.parentElement!.innerHTML = LONG));
  await settle();
  assert.is(observed.length, 1);
  assert.is.not(observed[0], old);
});

test('content replaced by a client navigation is measured too', async () => {
  const { container } = renderWithSite(<MarkdownContent><div id="slot" /></MarkdownContent>);
  act(() => void (container.querySelector('#slot')!.innerHTML = LONG));
  await settle();
  assert.is(toggles(container)[0].hidden, false);
});

test('the CodeBlock component draws the same toggle and it works through MarkdownContent', () => {
  const { container } = renderWithSite(<MarkdownContent><CodeBlock language="text">{'x'.repeat(80)}</CodeBlock></MarkdownContent>);
  const [button] = toggles(container);
  assert.ok(container.querySelector('.code-block')!.classList.contains('theme-code-block'));
  assert.is(button.getAttribute('aria-label'), 'Toggle word wrap');
  assert.is(button.hidden, false);
  click(button);
  assert.ok(container.querySelector('.code-block')!.classList.contains('code-block--wrap'));
});

test.run();
