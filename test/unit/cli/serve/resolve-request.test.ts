import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findFile, parseRequestTarget } from '../../../../cli/serve/resolve-request.js';
import { tempDir } from '../../../helpers/fixture-site.ts';

const Parse = suite('parseRequestTarget');

Parse('decodes a path under the base into a relative path', () => {
  assert.equal(parseRequestTarget('/x/docs/caf%C3%A9/?a=1#h', '/x/'), { kind: 'path', rel: 'docs/café/' });
  assert.equal(parseRequestTarget('/x/', '/x/'), { kind: 'path', rel: '' });
});

Parse('redirects only the root and the bare base when the base is not /', () => {
  assert.equal(parseRequestTarget('/?q=1', '/x/'), { kind: 'redirect', location: '/x/?q=1' });
  assert.equal(parseRequestTarget('/x', '/x/'), { kind: 'redirect', location: '/x/' });
  assert.equal(parseRequestTarget('/', '/'), { kind: 'path', rel: '' });
  assert.equal(parseRequestTarget('/y/', '/x/'), { kind: 'outside' });
});

Parse('flags dot segments, encoded separators, NUL and backslashes as unsafe', () => {
  for (const url of ['/x/../a', '/x/%2e%2e/a', '/x/a/./b', '/x/..%2fa', '/x/a%2Fb', '/x/..%5Ca', '/x/a%00', '/x/a\\b']) {
    assert.equal(parseRequestTarget(url, '/x/'), { kind: 'unsafe' }, url);
  }
});

Parse('flags undecodable percent-encoding and non-path targets as malformed', () => {
  assert.equal(parseRequestTarget('/x/%zz', '/x/'), { kind: 'malformed' });
  assert.equal(parseRequestTarget('*', '/x/'), { kind: 'malformed' });
});

Parse('takes a request target in absolute form (as proxies send it) as its path, with the same safety rules', () => {
  assert.equal(parseRequestTarget('http://docs.example.com/x/guide?a=1', '/x/'), { kind: 'path', rel: 'guide' });
  assert.equal(parseRequestTarget('HTTP://127.0.0.1:9/x/', '/x/'), { kind: 'path', rel: '' });
  assert.equal(parseRequestTarget('http://h?q=1', '/x/'), { kind: 'redirect', location: '/x/?q=1' });
  assert.equal(parseRequestTarget('http://h/x/%2e%2e/secret', '/x/'), { kind: 'unsafe' });
  assert.equal(parseRequestTarget('//evil.example/x/', '/x/'), { kind: 'outside' }, 'a path of two slashes names no host');
});

Parse.run();

const files = suite('findFile: both trailingSlash layouts');

files('false: /docs/intro finds docs/intro.html beside its data folder', async () => {
  const dir = tempDir('opdocs-serve-');
  mkdirSync(join(dir, 'docs', 'intro'), { recursive: true });
  writeFileSync(join(dir, 'docs', 'intro.html'), 'page');
  writeFileSync(join(dir, 'docs', 'intro', '__data.json'), '{}');
  assert.is((await findFile(dir, 'docs/intro'))?.rel, 'docs/intro.html');
  assert.is((await findFile(dir, 'docs/intro.html'))?.rel, 'docs/intro.html');
});

files('true: /docs/intro/ (and /docs/intro) find docs/intro/index.html', async () => {
  const dir = tempDir('opdocs-serve-');
  mkdirSync(join(dir, 'docs', 'intro'), { recursive: true });
  writeFileSync(join(dir, 'docs', 'intro', 'index.html'), 'page');
  assert.is((await findFile(dir, 'docs/intro/'))?.rel, 'docs/intro/index.html');
  assert.is((await findFile(dir, 'docs/intro'))?.rel, 'docs/intro/index.html');
});

files.run();
