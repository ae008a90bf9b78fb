import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shellFor } from '../../../runtime/sw/shell-page';

const OFFLINE = '<!doctype html><html lang="en" dir="ltr" data-theme="light" data-has-hydrated="false" class="offline-page"><head>' +
  '<title>You are offline</title><script id="__opdocs_data" type="application/json">{"site":{"title":"S"},"route":{"kind":"offline"},"chunks":{},"buildId":"b1"}</script>' +
  '</head><body class="navigation-with-keyboard"><div id="__docusaurus"><main><h1>You are offline</h1></main></div></body></html>';

const bootOf = (html: string) => JSON.parse(/<script id="__opdocs_data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!);

test('the offline page becomes a boot page for the route: its data, title and class; no offline message', () => {
  const route = { kind: 'doc', head: { title: 'Setup & more $& </script>', htmlClassName: 'docs-doc-page' }, html: '<p>x</p>' };
  const html = shellFor(OFFLINE, route)!;
  const boot = bootOf(html);
  assert.equal(boot.route, route);
  assert.is(boot.shell, true);
  assert.is(boot.buildId, 'b1');
  assert.equal(boot.site, { title: 'S' });
  assert.match(html, /<title>Setup &amp; more \$&amp; &lt;\/script&gt;<\/title>/);
  assert.match(html, /^<!doctype html><html [^>]*class="docs-doc-page">/);
  assert.match(html, /<div id="__docusaurus"><\/div><\/body><\/html>$/);
  assert.is(html.split('</script>').length, 2, 'route text cannot end the data script');
});

test('the boot page drops the render-blocking expect link, whose element went with the emptied root', () => {
  const withExpect = OFFLINE.replace('<title>', '<link rel="expect" href="#main-wrapper" blocking="render"><title>');
  const html = shellFor(withExpect, { head: { title: 'x' } })!;
  assert.not.match(html, 'rel="expect"');
  assert.match(html, '<title>x</title>', 'the rest of the head stays');
});

test('a document without the expected markers is refused', () => {
  assert.is(shellFor('<html><body>nothing</body></html>', { head: { title: 'x' } }), null);
});

test.run();
