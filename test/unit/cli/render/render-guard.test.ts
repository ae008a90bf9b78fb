/**
 * A component that renders without end (React on the server never overflows the stack, it goes
 * on in a fresh task) ends in a located error within the time limit, not a build that runs for good.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { forEachWithinBudget } from '../../../../cli/render/render-guard.ts';
import { renderBodies } from '../../../../cli/render/render-bodies.ts';
import type { RouteData, SiteData } from '../../../../runtime/types.ts';

function Loop({ n }: { n: number }): ReactElement {
  return createElement('div', null, createElement(Loop, { n: n + 1 }));
}

const spin = (ms: number) => {
  for (const end = performance.now() + ms; performance.now() < end;) { /* busy, as a slow render is */ }
};

test('an item that never ends is reported and the items after it still run', () => {
  const ran: number[] = [];
  const over: number[] = [];
  forEachWithinBudget([1, 2, 3], (item) => {
    if (item === 2) for (;;) { /* a loop that never ends */ }
    ran.push(item);
  }, (item) => over.push(item), 300);
  assert.equal(ran, [1, 3]);
  assert.equal(over, [2]);
});

test('items that only run out of time together each get the whole budget to themselves', () => {
  const over: number[] = [];
  const done = new Set<number>();
  forEachWithinBudget([1, 2, 3], (item) => {
    spin(400);
    done.add(item);
  }, (item) => over.push(item), 1000);
  assert.equal(over, []);
  assert.equal([...done], [1, 2, 3]);
});

test('a component rendering itself for good is a located error on its page, and the other pages render', () => {
  const route = (path: string, html: string) => ({ kind: 'doc', path, deps: [], html, toc: [] }) as unknown as RouteData;
  const server = {
    renderBodies: (_site: SiteData, r: RouteData) => ({ ...r, html: r.path === '/docs/forever' ? renderToString(createElement(Loop, { n: 0 })) : 'done' }) as RouteData,
  };
  const was = process.env.OPDOCS_RENDER_BUDGET_MS;
  process.env.OPDOCS_RENDER_BUDGET_MS = '500';
  try {
    const out = renderBodies({
      site: {} as SiteData, routes: [route('/docs/a', 'x'), route('/docs/forever', 'x'), route('/docs/b', 'x')], server, deps: new Map(),
      markdownFiles: new Map([['/docs/forever', '/site/docs/forever.mdx']]),
    });
    assert.equal(out.errors.map((e) => [e.file, e.message]), [['/site/docs/forever.mdx', 'rendering /docs/forever did not finish within 0.5 s']]);
    assert.match(out.errors[0].hint ?? '', 'renders itself');
    assert.equal(out.routes.map((r) => (r as { html: string }).html), ['done', 'x', 'done']);
  } finally {
    if (was === undefined) delete process.env.OPDOCS_RENDER_BUDGET_MS;
    else process.env.OPDOCS_RENDER_BUDGET_MS = was;
  }
});

test.run();
