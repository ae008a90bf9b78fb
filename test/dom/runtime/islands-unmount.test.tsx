/** @jsxRuntime automatic @jsxImportSource react */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, useState, type ReactNode } from 'react';
import { installDom, resetDom } from './dom-env';
import { renderMarkers } from '../../../runtime/islands/render-markers';
import { mountIslands, setComponentLoaders } from '../../../runtime/islands/hydrate-islands';
import type { ComponentMap } from '../../../runtime/islands/island-tree';
import { componentMarkup as m } from '../../../cli/pipeline/parse/content-component';

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{label} {n}</button>;
}
const components = { Counter } as unknown as ComponentMap;
const serverHtml = (body: string) => renderMarkers(body, { components, isInteractive: () => true, idPrefix: 'b' });

/** Runs `fn` collecting what React reports: console errors and reportError calls. */
async function reported(fn: () => Promise<void>): Promise<unknown[]> {
  const errors: unknown[] = [];
  const g = globalThis as Record<string, unknown>;
  const original = { error: console.error, report: g.reportError };
  console.error = (...args: unknown[]) => void errors.push(args);
  g.reportError = (error: unknown) => void errors.push(error);
  try {
    await fn();
  } finally {
    console.error = original.error;
    g.reportError = original.report;
  }
  return errors;
}

test.before(() => void installDom());
test.before.each(() => {
  resetDom();
  setComponentLoaders({ Counter: async () => Counter as never });
});

test('leaving a page before its islands finished hydrating reports no error', async () => {
  const host = document.body.appendChild(document.createElement('div'));
  host.innerHTML = serverHtml(`${m('Counter', { label: 'One' }, '')}<p>between</p>${m('Counter', { label: 'Two' }, '')}`);
  const errors = await reported(async () => {
    // The components are loaded and hydration is scheduled, but React has not run it yet
    // (a reader going back at once, as a quick back-and-forth does).
    const mounted = mountIslands(host);
    await mounted.ready;
    assert.not.ok(host.querySelector('opdocs-island[data-hydrated]'), 'no island hydrated yet');
    await act(async () => {
      mounted.unmount();
      await Promise.resolve();
    });
  });
  assert.equal(errors, []);
  assert.is(host.querySelector('opdocs-island')!.innerHTML, '', 'the islands were unmounted all the same');
});

test('an island whose Markdown element wraps a nested interactive component hydrates without a mismatch', async () => {
  const Panel = ({ children }: { children?: ReactNode }) => <section className="panel">{children}</section>;
  const all = { Counter, Panel } as unknown as ComponentMap;
  setComponentLoaders({ Counter: async () => Counter as never, Panel: async () => Panel as never });
  const host = document.body.appendChild(document.createElement('div'));
  host.innerHTML = renderMarkers(m('Panel', {}, `<p>intro</p><div class="row"><div class="block">${m('Counter', { label: 'Inner' }, '')}</div></div>`), { components: all, isInteractive: () => true, idPrefix: 'b' });
  const errors = await reported(async () => {
    await act(async () => {
      await mountIslands(host).ready;
    });
  });
  assert.equal(errors, []);
  assert.is(host.querySelector('.panel > div.row > div.block > button')!.textContent, 'Inner 0', 'the component stays inside both elements');
  await act(async () => host.querySelector('button')!.click());
  assert.is(host.querySelector('button')!.textContent, 'Inner 1');
});

test('a real hydration mismatch is still reported', async () => {
  const host = document.body.appendChild(document.createElement('div'));
  host.innerHTML = serverHtml(m('Counter', { label: 'Server' }, '')).replace('Server', 'Changed');
  const errors = await reported(async () => {
    await act(async () => {
      await mountIslands(host).ready;
    });
  });
  assert.ok(errors.length > 0, 'React reports the mismatch');
});

test.run();
