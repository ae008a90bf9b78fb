/** @jsxRuntime automatic @jsxImportSource react */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState, type ReactNode } from 'react';
import { elementsAroundComponents, HTML_ELEMENT } from '../../../../runtime/islands/html-elements';
import { htmlProps } from '../../../../runtime/html-props';
import { renderMarkers } from '../../../../runtime/islands/render-markers';
import type { ComponentMap, IslandData } from '../../../../runtime/islands/island-tree';
import { decodeEntities, parseMarkers, type MarkerNode } from '../../../../runtime/islands/markers';
import { componentMarkup as m } from '../../../../cli/pipeline/parse/content-component';

function Panel({ children }: { children?: ReactNode }) {
  const [open] = useState(true);
  return <section className="panel" data-open={open}>{children}</section>;
}
function Diagram({ value }: { value: string }) {
  const [drawn] = useState(false);
  return <figure data-drawn={drawn}>{value}</figure>;
}
const Note = ({ children }: { children?: ReactNode }) => <aside>{children}</aside>;
const components = { Panel, Diagram, Note } as unknown as ComponentMap;
const ctx = { components, isInteractive: (n: string) => n !== 'Note', idPrefix: 'b' };
const interactive = (n: MarkerNode) => n.name !== 'Note';

test('an element around an interactive child becomes an element node; one without stays HTML', () => {
  const [panel] = parseMarkers(m('Panel', {}, `<p>a</p>\n<div class="row" style="flex: 2; --gap: 1px"><div align="center">${m('Diagram', { value: 'A-->B' }, '')}</div></div><div>plain</div>`)) as MarkerNode[];
  const out = elementsAroundComponents(panel!.children, interactive);
  assert.is(out[0], '<p>a</p>\n');
  const row = out[1] as MarkerNode;
  assert.equal([row.name, row.props], [HTML_ELEMENT, { tag: 'div', attrs: { className: 'row', style: { flex: '2', '--gap': '1px' } } }]);
  const inner = row.children[0] as MarkerNode;
  assert.equal([inner.name, inner.props, (inner.children[0] as MarkerNode).name], [HTML_ELEMENT, { tag: 'div', attrs: { align: 'center' } }, 'Diagram']);
  assert.is(out[2], '<div>plain</div>');
});

test('an element around a static component only, void tags and HTML that does not pair up are left as written', () => {
  const [panel] = parseMarkers(m('Panel', {}, `<div class="x"><br>${m('Note', {}, 'n')}</div></span><div>${m('Diagram', { value: 'v' }, '')}`)) as MarkerNode[];
  const out = elementsAroundComponents(panel!.children, interactive);
  assert.is(out[0], '<div class="x"><br>');
  assert.is((out[1] as MarkerNode).name, 'Note');
  assert.is(out[2], '</div></span><div>', 'an unopened close tag and an unclosed open tag stay text');
  assert.is((out[3] as MarkerNode).name, 'Diagram');
});

test('attributes become React props: class, for, boolean and entity-encoded values', () => {
  assert.equal(htmlProps('div', ' class="a b" for="x" hidden data-note="1 &lt; 2" tabindex="0"'), { className: 'a b', htmlFor: 'x', hidden: true, 'data-note': '1 < 2', tabIndex: '0' });
});

test('the server render keeps each element whole around the nested island component, slots hold whole HTML', () => {
  const html = renderMarkers(m('Panel', {}, `<div class="row"><div class="block">${m('Diagram', { value: 'A-->B' }, '')}</div></div>`), ctx);
  assert.match(html, '<section class="panel" data-open="true"><div class="row"><div class="block"><figure data-drawn="false">A--&gt;B</figure></div></div></section>');
  const data = JSON.parse(decodeEntities(/data-island="([^"]*)"/.exec(html)![1]!)) as IslandData;
  assert.is(data.t.k.length, 1);
  assert.equal((data.t.k[0] as { c: string }).c, HTML_ELEMENT);
});

test('a table around a component is drawn by React down to its cells, so no slot sits where the parser would move it', () => {
  const table = '<table>\n<thead>\n<tr>\n<th align="left">col</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>' + m('Diagram', { value: 'v' }, '') + '</td>\n<td><code>x</code></td>\n</tr>\n</tbody>\n</table>';
  const html = renderMarkers(m('Panel', {}, `<p>Run ${m('Diagram', { value: 'p' }, '')} <strong>now</strong>.</p>${table}`), ctx);
  assert.match(html, '<p><opdocs-html data-opdocs-slot="0">Run </opdocs-html><figure data-drawn="false">p</figure><opdocs-html data-opdocs-slot="1"> <strong>now</strong>.</opdocs-html></p>');
  assert.match(html, '<table><thead><tr><th align="left">col</th></tr></thead><tbody><tr><td><figure data-drawn="false">v</figure></td><td><opdocs-html data-opdocs-slot="2"><code>x</code></opdocs-html></td></tr></tbody></table>');
});

test.run();
