/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A content component that renders on the server but throws in the browser (it reads a
 * browser API that fails, or `window` in a way the server never reached): its island keeps the
 * server's markup instead of going blank, the error is reported, and other islands still work.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { installDom, resetDom } from './dom-env';
import { renderMarkers } from '../../../runtime/islands/render-markers';
import { mountIslands, setComponentLoaders } from '../../../runtime/islands/hydrate-islands';
import type { ComponentMap } from '../../../runtime/islands/island-tree';
import { componentMarkup as m } from '../../../cli/pipeline/parse/content-component';

let inBrowser = false;
function Quote({ text }: { text: string }) {
  if (inBrowser) throw new Error('storage is not available');
  return <blockquote>{text}</blockquote>;
}
function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{label} {n}</button>;
}
const components = { Quote, Counter } as unknown as ComponentMap;

test.before(() => void installDom());
test.before.each(() => {
  resetDom();
  inBrowser = false;
  setComponentLoaders({ Quote: async () => Quote as never, Counter: async () => Counter as never });
});

/** Resolves once `done()` holds after a change under `root` (fails after `ms` rather than hang the run). */
function until(root: Node, done: () => boolean, ms = 5000): Promise<void> {
  if (done()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('the DOM never reached the expected state')); }, ms);
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

test('an island whose component throws only in the browser keeps the server markup; the error is reported and other islands hydrate', async () => {
  const host = document.body.appendChild(document.createElement('div'));
  host.innerHTML = renderMarkers(`${m('Quote', { text: 'Kept words' }, '')}<p>between</p>${m('Counter', { label: 'Clicks' }, '')}`, { components, isInteractive: () => true, idPrefix: 'b' });
  const [quote, counter] = host.querySelectorAll('opdocs-island');
  const serverQuote = quote.innerHTML;
  assert.match(serverQuote, '<blockquote>Kept words</blockquote>');
  inBrowser = true;
  const errors: unknown[] = [];
  const g = globalThis as Record<string, unknown>;
  // Inside act() React hands an uncaught error to act instead of the root's handler, as a test
  // renderer would; the reader's browser runs without it.
  const original = { error: console.error, report: g.reportError, act: g.IS_REACT_ACT_ENVIRONMENT };
  console.error = (...args: unknown[]) => void errors.push(args);
  g.reportError = (error: unknown) => void errors.push(error);
  g.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const mounted = mountIslands(host);
    await mounted.ready;
    await until(host, () => quote.hasAttribute('data-island-failed') && counter.hasAttribute('data-hydrated'));
    assert.is(quote.innerHTML, serverQuote, 'the server markup is back');
    assert.ok(errors.some((e) => e instanceof Error && e.message === 'storage is not available'), 'the error is reported');
    counter.querySelector('button')!.click();
    await until(counter, () => counter.querySelector('button')!.textContent === 'Clicks 1');
    mounted.unmount();
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    assert.is(quote.innerHTML, serverQuote, 'unmounting the body leaves the restored markup alone');
  } finally {
    console.error = original.error;
    g.reportError = original.report;
    g.IS_REACT_ACT_ENVIRONMENT = original.act;
  }
});

test.run();
