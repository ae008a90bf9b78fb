import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findMovedPage } from '../../../../cli/serve/moved-base.js';
import { createStaticServer } from '../../../../cli/serve/static-server.js';

const Moved = suite('watch mode: pages asked for under the base the config just left');
let dir = '';

Moved.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'opdocs-moved-'));
  for (const rel of ['index.html', 'docs/intro/index.html', '404.html']) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), `<body>${rel}</body>`);
  }
});
Moved.after(() => rmSync(dir, { recursive: true, force: true }));

Moved('a page of the old base is found under the new one, query kept, fragment dropped', async () => {
  assert.is(await findMovedPage('/docs/intro?x=1#top', '/', '/new/', dir), '/new/docs/intro?x=1');
  assert.is(await findMovedPage('/old/docs/intro', '/old/', '/', dir), '/docs/intro');
});

Moved('nothing is moved that does not exist there, or is not under the old base', async () => {
  assert.is(await findMovedPage('/docs/missing', '/', '/new/', dir), undefined);
  // Under both bases: following it again would prefix the new base forever.
  assert.is(await findMovedPage('/new/new/docs/intro', '/', '/new/', dir), undefined);
  assert.is(await findMovedPage('/other/docs/intro', '/old/', '/', dir), undefined);
  assert.is(await findMovedPage('/docs/../../etc/passwd', '/', '/new/', dir), undefined);
});

Moved('the dev server sends the open page on after setBaseUrl; a plain server does not', async () => {
  for (const dev of [true, false]) {
    const server = createStaticServer({ dir, baseUrl: '/', port: 0, host: '127.0.0.1', dev });
    const { port } = await server.listen();
    try {
      server.setBaseUrl('/new/');
      const res = await fetch(`http://127.0.0.1:${port}/docs/intro`, { redirect: 'manual' });
      await res.arrayBuffer();
      assert.is(res.status, dev ? 302 : 404);
      if (dev) assert.is(res.headers.get('location'), '/new/docs/intro');
      const gone = await fetch(`http://127.0.0.1:${port}/docs/missing`, { redirect: 'manual' });
      await gone.arrayBuffer();
      assert.is(gone.status, 404, 'a missing page stays a 404');
    } finally {
      await server.close();
    }
  }
});

Moved.run();
