import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeEntities, hasMarkers, isTextOnly, parseMarkers } from '../../../../runtime/islands/markers';
import { mapRouteHtml } from '../../../../runtime/islands/route-html';
import { componentMarkup } from '../../../../cli/pipeline/parse/content-component';
import type { RouteData } from '../../../../runtime/types';

const markers = suite('component markers: parsing');

markers('splits HTML and nested markers, with their props decoded', () => {
  const html = `<p>a</p>${componentMarkup('Tabs', { groupId: 'os' }, `\n${componentMarkup('TabItem', { value: 'x', label: 'X "quoted" <b>' }, '<p>x</p>')}\n`)}<p>b</p>`;
  assert.equal(parseMarkers(html), [
    '<p>a</p>',
    { name: 'Tabs', props: { groupId: 'os' }, children: ['\n', { name: 'TabItem', props: { value: 'x', label: 'X "quoted" <b>' }, children: ['<p>x</p>'] }, '\n'] },
    '<p>b</p>',
  ]);
});

markers('a marker without props has empty props; an import name keeps its file and export', () => {
  const name = 'import:/site/src/components/Card.tsx#default';
  assert.equal(parseMarkers(componentMarkup(name, {}, '')), [{ name, props: {}, children: [] }]);
});

markers('a ">" left unescaped inside a quoted attribute does not end the tag', () => {
  const html = `<opdocs-component name="Admonition" props='{"title":"a > b"}'>x</opdocs-component>`;
  assert.equal(parseMarkers(html), [{ name: 'Admonition', props: { title: 'a > b' }, children: ['x'] }]);
});

markers('unbalanced markers and bad props are errors that say what is wrong', () => {
  assert.throws(() => parseMarkers('<opdocs-component name="Tabs">x'), /"Tabs" at offset 0 is never closed/);
  assert.throws(() => parseMarkers('x</opdocs-component>'), /closing <\/opdocs-component> at offset 1 has no opening marker/);
  assert.throws(() => parseMarkers('<opdocs-component name="Tabs" props="[1]"></opdocs-component>'), /props that are not a JSON object/);
  assert.throws(() => parseMarkers('<opdocs-component props="{}"></opdocs-component>'), /has no name/);
});

markers('entities, text-only children and the cheap test', () => {
  assert.is(decodeEntities('&lt;a&gt; &amp; &quot;b&quot; &#39;c&#39; &#x1F600;'), `<a> & "b" 'c' \u{1F600}`);
  assert.is(decodeEntities('&unknown; stays'), '&unknown; stays');
  assert.ok(isTextOnly(['const a = 1 &lt; 2;']));
  assert.not.ok(isTextOnly(['<p>x</p>']));
  assert.ok(hasMarkers('<opdocs-component name="X"></opdocs-component>'));
  assert.not.ok(hasMarkers('<p>opdocs-component</p>'));
});

markers('mapRouteHtml touches every body field and returns the same route when nothing changes', () => {
  const route = {
    kind: 'blog-list', path: '/blog', posts: [{ html: '<p>one</p>' }, { html: '<p>two</p>' }],
  } as unknown as RouteData;
  const fields: string[] = [];
  assert.is(mapRouteHtml(route, (html, field) => { fields.push(field); return html; }), route);
  assert.equal(fields, ['p0-', 'p1-']);
  const doc = { kind: 'doc', html: '<p>x</p>', toc: [{ id: 'a', html: 'A', level: 2, children: [{ id: 'b', html: 'B', level: 3, children: [] }] }] } as unknown as RouteData;
  const next = mapRouteHtml(doc, (html) => html.toLowerCase()) as unknown as { html: string; toc: { html: string; children: { html: string }[] }[] };
  assert.is(next.html, '<p>x</p>');
  assert.is(next.toc[0].html, 'a');
  assert.is(next.toc[0].children[0].html, 'b');
  assert.is.not(next as unknown, doc, 'a changed route is a new object');
});

markers.run();
