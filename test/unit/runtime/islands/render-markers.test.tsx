/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useState, type ReactNode } from 'react';
import { renderMarkers, type MarkerRenderContext } from '../../../../runtime/islands/render-markers';
import type { ComponentMap, IslandData } from '../../../../runtime/islands/island-tree';
import { decodeEntities } from '../../../../runtime/islands/markers';
import { componentMarkup } from '../../../../cli/pipeline/parse/content-component';
import { renderRouteBodies } from '../../../../theme/Content/render-bodies';
import { CONTENT_COMPONENTS, INTERACTIVE_COMPONENTS } from '../../../../theme/Content/content-components';
import type { DocRoute, RouteData, SidebarItem } from '../../../../runtime/types';

const Box = ({ title, children }: { title?: string; children?: ReactNode }) => <section className="box" title={title}>{children}</section>;
const Text = ({ children }: { children?: ReactNode }) => <b>{typeof children === 'string' ? `string:${children}` : 'element'}</b>;
function Toggle({ label, children }: { label: string; children?: ReactNode }) {
  const [open] = useState(true);
  return <div className="toggle" data-open={open}><button>{label}</button>{children}</div>;
}
function Lazy({ children }: { children?: ReactNode }) {
  return <div className="lazy">{Array.isArray(children) ? children[0] : children}</div>;
}

const ctx: MarkerRenderContext = {
  components: { Box, Text, Toggle, Lazy } as unknown as ComponentMap,
  isInteractive: (name) => name === 'Toggle' || name === 'Lazy',
  idPrefix: 'b',
};
const m = componentMarkup;
const islandData = (html: string): IslandData => JSON.parse(decodeEntities(/data-island="([^"]*)"/.exec(html)![1])) as IslandData;

const render = suite('component markers: server render');

render('a body without markers comes back as the very same string', () => {
  const html = '<h2 id="a">A</h2>\n<p>Plain <code>&lt;b&gt;</code> text.</p>\n';
  assert.is(renderMarkers(html, ctx), html);
  const route = { kind: 'doc', path: '/docs/a', deps: [], html, toc: [] } as unknown as RouteData;
  assert.is(renderRouteBodies(route, {}, { components: ctx.components, interactive: new Set() }), route, 'the route object itself is reused');
});

render('a static component becomes its plain HTML with the children HTML in place, no wrapper and no JS', () => {
  const html = `<p>before</p>${m('Box', { title: 'A "quoted" <title> & more' }, '\n<p>inner <em>html</em></p>\n')}<p>after</p>`;
  assert.is(renderMarkers(html, ctx),
    '<p>before</p><section class="box" title="A &quot;quoted&quot; &lt;title&gt; &amp; more">\n<p>inner <em>html</em></p>\n</section><p>after</p>');
});

render('text-only children reach the component as a decoded string', () => {
  assert.is(renderMarkers(m('Text', {}, 'a &lt; b &amp; c'), ctx), '<b>string:a &lt; b &amp; c</b>');
  assert.is(renderMarkers(m('Text', {}, '<i>x</i>'), ctx), '<b>element</b>');
});

render('an interactive component is an island: its tree and props as JSON, its static HTML in slots', () => {
  const out = renderMarkers(m('Toggle', { label: 'Open <now>' }, `<p>one</p>${m('Box', {}, '<p>boxed</p>')}<p>two</p>`), ctx);
  assert.match(out, /^<opdocs-island data-island="[^"]*"><div class="toggle" data-open="true"><button>Open &lt;now&gt;<\/button><opdocs-html data-opdocs-slot="0"><p>one<\/p><section class="box"><p>boxed<\/p><\/section><p>two<\/p><\/opdocs-html><\/div><\/opdocs-island>$/);
  assert.equal(islandData(out), { t: { c: 'Toggle', p: { label: 'Open <now>' }, k: [0] }, id: 'b0-' }, 'slot HTML is not repeated in the data');
});

render('nesting: a static component around an island stays HTML; interactive children stay components of one island', () => {
  const inner = m('Toggle', { label: 'inner' }, '<p>deep</p>');
  const out = renderMarkers(m('Box', {}, `<p>x</p>${m('Toggle', { label: 'outer' }, `\n${inner}\n`)}`) + m('Toggle', { label: 'second' }, ''), ctx);
  assert.ok(out.startsWith('<section class="box"><p>x</p><opdocs-island'), 'the static Box is plain HTML around the island');
  const islands = out.match(/<opdocs-island /g) ?? [];
  assert.is(islands.length, 2, 'the nested Toggle is part of the outer island; the second Toggle is an island of its own');
  const first = islandData(out);
  assert.equal(first.t, { c: 'Toggle', p: { label: 'outer' }, k: [{ c: 'Toggle', p: { label: 'inner' }, k: [0] }] }, 'whitespace between components is dropped');
  const second = islandData(out.slice(out.lastIndexOf('<opdocs-island')));
  assert.is(second.id, 'b1-', 'every island of a body has its own id prefix');
});

render('a slot the server markup does not show travels in the island data', () => {
  const out = renderMarkers(m('Lazy', {}, `${m('Toggle', { label: 'a' }, '<p>shown</p>')}${m('Toggle', { label: 'b' }, '<p>hidden</p>')}`), ctx);
  assert.not.match(out, /<p>hidden<\/p>/, 'the server markup shows only the first child');
  assert.equal(islandData(out).s, { 1: '<p>hidden</p>' });
});

render('a prop {"__html": …} reaches the component as HTML, in static and in island components alike', () => {
  assert.is(renderMarkers(m('Box', { title: 'plain' }, '') + m('Toggle', { label: { __html: 'Say <code>hi</code>' } }, ''), ctx).replace(/ data-island="[^"]*"/, ''),
    '<section class="box" title="plain"></section><opdocs-island><div class="toggle" data-open="true"><button><opdocs-html>Say <code>hi</code></opdocs-html></button></div></opdocs-island>');
});

render('an unknown component is an error that names it and the available ones', () => {
  assert.throws(() => renderMarkers(m('Tab', {}, ''), ctx), /the page uses the component "Tab", which is not available: use one of Box, Text, Toggle, Lazy/);
});

render('theme components: Tabs render the default tab on the server, DocCardList lists the page\'s category', () => {
  const tabs = m('Tabs', { groupId: 'os' }, `\n${m('TabItem', { value: 'a', label: 'A' }, '<p>alpha</p>')}\n${m('TabItem', { value: 'b', label: 'B', default: true }, '<p>beta</p>')}\n`);
  const sidebar: SidebarItem[] = [{ type: 'category', label: 'Guide', href: '/docs/guide', collapsed: false, collapsible: true, items: [
    { type: 'link', label: 'First', href: '/docs/guide/first' },
    { type: 'category', label: 'More', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Deep', href: '/docs/guide/more/deep' }] },
  ] }];
  const route = { kind: 'doc', path: '/docs/guide', deps: ['/s.json'], sidebar: { id: 's', url: '/s.json' }, html: tabs + m('DocCardList', {}, ''), toc: [] } as unknown as DocRoute;
  const out = (renderRouteBodies(route, { '/s.json': sidebar }, { components: CONTENT_COMPONENTS, interactive: new Set(INTERACTIVE_COMPONENTS) }) as DocRoute).html!;
  assert.match(out, /<button type="button" role="tab" id="[^"]+" aria-selected="true"[^>]*>B<\/button>/);
  assert.match(out, /<div role="tabpanel" [^>]*hidden=""[^>]*><opdocs-html data-opdocs-slot="0"><p>alpha<\/p>/);
  assert.match(out, /<ul class="doc-cards"><li class="doc-card"><a href="\/docs\/guide\/first"><h2 class="doc-card__title">First<\/h2><\/a><\/li><li class="doc-card"><a href="\/docs\/guide\/more\/deep"><h2 class="doc-card__title">More<\/h2><p class="doc-card__description">1 item<\/p>/);
  assert.not.match(out, /opdocs-component/);
});

render('theme components: Admonition and CodeBlock draw the markup Markdown gets at build time', () => {
  const bodies = { components: CONTENT_COMPONENTS, interactive: new Set(INTERACTIVE_COMPONENTS) };
  const route = { kind: 'page', path: '/p', deps: [], toc: [], html: m('Admonition', { type: 'warning', title: 'Careful' }, '<p>x</p>') + m('CodeBlock', { language: 'js', metastring: '{2}' }, '\nlet a;\nlet b;\n') } as unknown as RouteData;
  const out = (renderRouteBodies(route, {}, bodies) as { html: string }).html;
  assert.match(out, /^<div class="admonition admonition--warning theme-admonition theme-admonition-warning" role="note"><p class="admonition__heading"><span class="admonition__icon" aria-hidden="true"><svg [^]*<\/svg><\/span><span class="admonition__title">Careful<\/span><\/p><div class="admonition__content"><p>x<\/p><\/div><\/div>/);
  assert.match(out, /<code class="language-js"><span class="code-line"><span class="hljs-keyword">let<\/span> a;<\/span>\n<span class="code-line code-line--highlighted"><span class="hljs-keyword">let<\/span> b;<\/span><\/code>/);
});

render.run();
