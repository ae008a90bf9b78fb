/** @jsxRuntime automatic @jsxImportSource react */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState, type ReactNode } from 'react';
import { renderMarkers } from '../../../../runtime/islands/render-markers';
import type { ComponentMap } from '../../../../runtime/islands/island-tree';
import { componentMarkup } from '../../../../cli/pipeline/parse/content-component';
import { renderRouteBodies } from '../../../../theme/Content/render-bodies';
import type { RouteData, TocItem } from '../../../../runtime/types';

// A site component that links somewhere, as sites put into headings (`## Using <ApiLink />`).
function ApiLink({ children }: { children?: ReactNode }) {
  const [title] = useState('the API');
  return <a href="/docs/api" title={title}><code>select</code>{children}</a>;
}
const components = { ApiLink } as unknown as ComponentMap;
const interactive = new Set(['ApiLink']);
const m = componentMarkup;

function routeWith(headingHtml: string): RouteData {
  const toc: TocItem[] = [{ id: 'using', html: headingHtml, level: 2, children: [{ id: 'deeper', html: headingHtml, level: 3, children: [] }] }];
  return { kind: 'doc', path: '/docs/a', deps: [], html: `<h2 id="using">${headingHtml}</h2>`, toc } as unknown as RouteData;
}

test('a component in a heading renders into its TOC entries as plain HTML without a link of its own', () => {
  const out = renderRouteBodies(routeWith(`Using ${m('ApiLink', {}, '')} well`), {}, { components, interactive }) as RouteData & { toc: TocItem[] };
  const entry = out.toc[0]!;
  assert.is(entry.html, 'Using <code>select</code> well');
  assert.is(entry.children[0]!.html, 'Using <code>select</code> well', 'nested entries too');
});

test('the heading in the body keeps the component as an island, link included', () => {
  const out = renderRouteBodies(routeWith(`Using ${m('ApiLink', {}, '')} well`), {}, { components, interactive }) as RouteData & { html: string };
  assert.match(out.html, /<opdocs-island data-island="[^"]*"><a href="\/docs\/api" title="the API"><code>select<\/code><\/a><\/opdocs-island>/);
});

test('inside a link, children HTML is kept and only anchors go, whatever their attributes hold', () => {
  const html = renderMarkers(m('ApiLink', {}, '<em>now</em> <abbr title="x">A</abbr>'), { components, isInteractive: () => true, idPrefix: 't0-', insideLink: true });
  assert.is(html, '<code>select</code><em>now</em> <abbr title="x">A</abbr>');
  assert.not.match(html, /opdocs-island/);
});

test.run();
