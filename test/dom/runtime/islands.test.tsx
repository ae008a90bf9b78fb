/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { installDom, resetDom } from './dom-env';
import { renderMarkers } from '../../../runtime/islands/render-markers';
import { mountIslands, setComponentLoaders } from '../../../runtime/islands/hydrate-islands';
import type { ComponentMap } from '../../../runtime/islands/island-tree';
import { HtmlBlock, setIslandMounter } from '../../../runtime/html-block';
import { componentMarkup as m } from '../../../cli/pipeline/parse/content-component';

function Counter({ label, children }: { label: ReactNode; children?: ReactNode }) {
  const [n, setN] = useState(0);
  return <div className="counter"><button onClick={() => setN(n + 1)}>{label} {n}</button>{children}</div>;
}
const Note = ({ children }: { children?: ReactNode }) => <aside className="note">{children}</aside>;

const components = { Counter, Note } as unknown as ComponentMap;
const loads: string[] = [];
const serverHtml = (body: string) => renderMarkers(body, { components, isInteractive: (n) => n === 'Counter', idPrefix: 'b' });
const BODY = `<p>Static <em>intro</em></p>${m('Note', {}, '<p>a note</p>')}${m('Counter', { label: { __html: '<em>Clicks</em>' } }, `<p>slot <strong>html</strong></p>${m('Note', {}, '<p>inside</p>')}`)}`;

const test = suite('islands: hydration of content components');
test.before(() => void installDom());
test.before.each(() => {
  resetDom();
  loads.length = 0;
  setComponentLoaders({
    Counter: async () => { loads.push('Counter'); return Counter as never; },
    Note: async () => { loads.push('Note'); return Note as never; },
  });
});

/** Runs `fn` collecting console errors and React's recoverable (hydration) errors. */
async function quietly(fn: () => Promise<void>): Promise<unknown[]> {
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(args);
  try {
    await fn();
  } finally {
    console.error = original;
  }
  return errors;
}

test('an island hydrates the server markup without a mismatch; only its interactive components load', async () => {
  const host = document.body.appendChild(document.createElement('div'));
  host.innerHTML = serverHtml(BODY);
  const before = host.innerHTML;
  let mounted: ReturnType<typeof mountIslands> | undefined;
  const errors = await quietly(async () => {
    await act(async () => {
      mounted = mountIslands(host);
      await mounted.ready;
    });
  });
  assert.equal(errors, []);
  assert.equal(loads, ['Counter'], 'the static Note (outside and inside the island) needs no code');
  assert.ok(host.querySelector('opdocs-island')!.hasAttribute('data-hydrated'));
  assert.is(host.innerHTML.replace(' data-hydrated=""', ''), before, 'hydration kept every byte of the markup');
  await act(async () => host.querySelector('button')!.click());
  assert.is(host.querySelector('button')!.textContent, 'Clicks 1');
  await act(async () => {
    mounted!.unmount();
    await Promise.resolve();
  });
  assert.is(host.querySelector('opdocs-island')!.innerHTML, '', 'unmounting the island empties it');
});

test('a body without islands mounts nothing', async () => {
  const host = document.body.appendChild(document.createElement('div'));
  host.innerHTML = serverHtml('<p>plain</p>');
  await act(async () => { await mountIslands(host).ready; });
  assert.equal(loads, []);
});

test('HtmlBlock hydrates the islands of new HTML after a swap and unmounts the old ones', async () => {
  setIslandMounter(mountIslands);
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const hydrated = (label: string) => new Promise<void>((resolve) => {
    const check = () => {
      const island = host.querySelector('opdocs-island[data-hydrated]');
      if (island?.textContent?.startsWith(label)) { observer.disconnect(); resolve(); }
    };
    const observer = new MutationObserver(check);
    observer.observe(host, { subtree: true, attributes: true, childList: true });
    check();
  });
  // Without act: React schedules as in a browser, and the test waits for the islands' own signal.
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    root.render(<HtmlBlock html={serverHtml(m('Counter', { label: 'First' }, ''))} id="doc" />);
    await hydrated('First');
    const first = host.querySelector('opdocs-island')!;
    first.querySelector('button')!.click();
    root.render(<HtmlBlock html={serverHtml(m('Counter', { label: 'Second' }, ''))} id="doc" />);
    await hydrated('Second');
    assert.not.ok(first.isConnected, 'the old island left the page');
    assert.is(host.querySelector('button')!.textContent, 'Second 0');
    root.unmount();
    // The islands' roots unmount in a microtask after the page's own root.
    await Promise.resolve();
  } finally {
    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  }
});

test.run();
