import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runInNewContext } from 'node:vm';
import { injectReloadScript, renderReloadScript } from '../../../../cli/serve/live-reload.js';

/** Runs the snippet with a stand-in EventSource and location, and returns what it touched. */
function runSnippet(baseUrl: string) {
  const script = renderReloadScript(baseUrl);
  const code = script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  const state = { url: '', reloads: 0, closed: false, source: undefined as undefined | { onmessage?: (e: { data: string }) => void } };
  class FakeEventSource {
    onmessage?: (e: { data: string }) => void;
    constructor(url: string) {
      state.url = url;
      state.source = this;
    }
    close() {
      state.closed = true;
    }
  }
  const navigator = { serviceWorker: undefined as unknown };
  runInNewContext(code, { EventSource: FakeEventSource, navigator, location: { reload: () => { state.reloads++; } } });
  return state;
}

const Reload = suite('live-reload');

Reload('the snippet listens under the base URL and reloads only on a reload message', () => {
  const state = runSnippet('/typesense-operator-docs/');
  assert.is(state.url, '/typesense-operator-docs/__opdocs/events');
  state.source!.onmessage!({ data: 'ping' });
  assert.is(state.reloads, 0);
  state.source!.onmessage!({ data: 'reload' });
  assert.is(state.reloads, 1);
  assert.ok(state.closed);
});

Reload('the snippet unregisters a service worker left by a production build, then reloads once', async () => {
  const script = renderReloadScript('/');
  const code = script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  let unregistered = 0;
  let reloads = 0;
  const registration = { unregister: async () => { unregistered++; return true; } };
  const serviceWorker = { controller: {}, getRegistrations: async () => [registration] };
  const done = new Promise<void>((resolve) => {
    runInNewContext(code, {
      EventSource: class { close() {} },
      navigator: { serviceWorker },
      location: { reload: () => { reloads++; resolve(); } },
    });
  });
  await done;
  assert.is(unregistered, 1);
  assert.is(reloads, 1);
});

Reload('a base URL cannot close the script element early', () => {
  const script = renderReloadScript('/</script><img src=x>/');
  assert.is(script.indexOf('</script>'), script.length - '</script>'.length);
});

Reload('inserts before the last </body>, or appends when there is none', () => {
  const html = injectReloadScript('<body><pre>&lt;/body&gt;</pre></BODY>', '/');
  assert.match(html, /<\/pre><script data-opdocs-reload>.*<\/script><\/BODY>$/);
  assert.match(injectReloadScript('<p>x</p>', '/'), /^<p>x<\/p><script data-opdocs-reload>/);
});

Reload.run();
