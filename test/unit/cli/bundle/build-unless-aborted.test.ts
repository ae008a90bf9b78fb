import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { buildUnlessAborted } from '../../../../cli/bundle/esbuild-common.ts';

const dir = mkdtempSync(join(tmpdir(), 'opdocs-abort-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'entry.js'), "import { a } from 'held:a'; console.log(a);\n");

/** A module whose loading is held until `stop` aborts, so the build is surely mid-way then. */
const heldUntil = (stop: AbortController): Plugin => ({
  name: 'held',
  setup(build) {
    build.onResolve({ filter: /^held:/ }, (args) => ({ path: args.path, namespace: 'held' }));
    build.onLoad({ filter: /.*/, namespace: 'held' }, () => new Promise((resolve) => {
      stop.signal.addEventListener('abort', () => resolve({ contents: 'export const a = 1;' }));
      stop.abort();
    }));
  },
});

test('an abort mid-build stops esbuild: the call fails and writes nothing', async () => {
  const stop = new AbortController();
  const out = join(dir, 'out-aborted');
  const run = buildUnlessAborted({ entryPoints: [join(dir, 'entry.js')], bundle: true, outdir: out, write: true, logLevel: 'silent', plugins: [heldUntil(stop)] }, stop.signal);
  await run.then(() => assert.unreachable('the build should have been stopped'), (err: Error) => assert.match(err.message, /cancel/i));
  assert.ok(!existsSync(out) || readdirSync(out).length === 0);
});

test('without an abort the build runs as esbuild build() would', async () => {
  const out = join(dir, 'out-whole');
  const result = await buildUnlessAborted({ entryPoints: [join(dir, 'entry.js')], bundle: true, outdir: out, write: true, logLevel: 'silent', plugins: [heldUntil(new AbortController())] }, new AbortController().signal);
  assert.is(result.errors.length, 0);
  assert.equal(readdirSync(out), ['entry.js']);
});

test.run();
