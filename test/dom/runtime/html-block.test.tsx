/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installDom, resetDom } from './dom-env';
import { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HtmlBlock, primeHtmlCache } from '../../../runtime/html-block';

const block = suite('HtmlBlock');
block.before(() => void installDom());
block.before.each(() => void resetDom());

block('renders trusted HTML inside the chosen tag with its id', () => {
  const html = renderToString(<HtmlBlock html="<p>Hello <code>x</code></p>" id="doc-body" as="article" className="markdown" />);
  assert.is(html, '<article data-opdocs-html="doc-body" class="markdown"><p>Hello <code>x</code></p></article>');
});

block('reuses the server markup when html is null, so hydration keeps the content', async () => {
  const serverHtml = renderToString(<HtmlBlock html={'<h2 id="a">A</h2><p>Body</p>'} id="post-1" />);
  const root = document.createElement('div');
  root.innerHTML = serverHtml;
  document.body.appendChild(root);
  primeHtmlCache(root);
  const errors: unknown[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => void errors.push(args);
  try {
    await act(async () => {
      hydrateRoot(root, <HtmlBlock html={null} id="post-1" />, { onRecoverableError: (e) => void errors.push(e) });
    });
  } finally {
    console.error = originalError;
  }
  assert.equal(errors, []);
  assert.is(root.querySelector('[data-opdocs-html="post-1"]')!.innerHTML, '<h2 id="a">A</h2><p>Body</p>');
});

block('shows the cached server markup again when a null block mounts later', async () => {
  const holder = document.createElement('div');
  holder.innerHTML = '<div data-opdocs-html="excerpt-9"><p>Cached</p></div>';
  primeHtmlCache(holder);
  const root = document.createElement('div');
  document.body.appendChild(root);
  await act(async () => createRoot(root).render(<HtmlBlock html={null} id="excerpt-9" />));
  assert.is(root.innerHTML, '<div data-opdocs-html="excerpt-9"><p>Cached</p></div>');
});

block.run();
