/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The doc column wires the body's code copy buttons itself only when a swizzled DocItem/Content
 * replaced opdocs' article (which wires them): once either way, never twice.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, useRef, type ReactNode } from 'react';
import { click, renderWithSite, resetBody } from '../pages/page-env';
import { HtmlBlock } from '../../../../runtime/html-block';
import { MarkdownContent } from '../../../../theme/Content/MarkdownContent';
import { OWN_ARTICLE, useBodyWiring } from '../../../../theme/DocItem/useBodyWiring';

const CODE_HTML =
  '<div class="code-block" data-language="sh"><div class="code-block__body"><pre class="code-block__pre" tabindex="0"><code class="language-sh">' +
  '<span class="code-line">fly south</span></code></pre>' +
  '<button type="button" class="code-block__copy" aria-label="Copy code to clipboard" title="Copy"><span class="code-block__copy-label">Copy</span></button></div></div>';

function Column({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useBodyWiring(ref);
  return <div ref={ref}>{children}</div>;
}

const test = suite('doc column wiring of a swizzled DocItem/Content');
let copied: string[] = [];
test.before.each(() => {
  resetBody();
  copied = [];
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) }, configurable: true });
});

const settle = () => act(async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
});

test('a body in a site\'s own wrapper gets working copy buttons from the column', async () => {
  const { container } = renderWithSite(<Column><div className="site-content"><HtmlBlock html={CODE_HTML} id="doc" /></div></Column>);
  click(container.querySelector('.code-block__copy'));
  await settle();
  assert.equal(copied, ['fly south']);
});

test('with opdocs\' own article the column leaves the wiring to it: one copy per click', async () => {
  const { container } = renderWithSite(
    <Column><MarkdownContent as="article" className={OWN_ARTICLE}><HtmlBlock html={CODE_HTML} id="doc" /></MarkdownContent></Column>,
  );
  click(container.querySelector('.code-block__copy'));
  await settle();
  assert.equal(copied, ['fly south']);
});

test.run();
