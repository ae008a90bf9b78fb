import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { askFor } from '../../../../cli/workers/side-thread';
import { asUserErrors } from '../../../../cli/errors';

const cacheDir = mkdtempSync(join(tmpdir(), 'opdocs-side-thread-'));
const config = { configFile: '/site/site.config.json', themeConfig: {}, offline: {} };

test('a user error on the side thread reaches this one with its file, message and hint', async () => {
  const err = await askFor<string>({ icons: { config, sourceFile: join(cacheDir, 'missing.png'), cacheDir } }, 'dir').then(() => null, (e: unknown) => e);
  const user = asUserErrors(err);
  assert.ok(user, `a user error, not ${String(err)}`);
  assert.is(user![0].file, '/site/site.config.json');
  assert.match(user![0].message, /missing\.png cannot be read/);
  assert.match(user![0].hint ?? '', /offline\.icon/);
});

test('an idle side thread does not keep the process alive', () => {
  const side = pathToFileURL(join(import.meta.dirname, '../../../../cli/workers/side-thread.ts')).href;
  const code = `import { prestartSideThread, askFor } from ${JSON.stringify(side)};
prestartSideThread();
await askFor({ icons: { config: { configFile: 'x' }, sourceFile: '/nonexistent.png', cacheDir: ${JSON.stringify(cacheDir)} } }, 'dir').catch(() => console.log('answered'));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8', timeout: 30_000, env: { ...process.env, OPDOCS_SIDE_THREAD: '1' } });
  assert.is(run.signal, null, 'the process ended by itself, not by the timeout');
  assert.is(run.status, 0, run.stderr);
  assert.is(run.stdout.trim(), 'answered');
});

test('a side thread started and never asked anything does not keep the process alive', () => {
  // What a command does that fails before its first request (migrate on a config that does not compile).
  const side = pathToFileURL(join(import.meta.dirname, '../../../../cli/workers/side-thread.ts')).href;
  const code = `import { prestartSideThread } from ${JSON.stringify(side)};
prestartSideThread();
console.log('started');`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8', timeout: 30_000, env: { ...process.env, OPDOCS_SIDE_THREAD: '1' } });
  assert.is(run.signal, null, 'the process ended by itself, not by the timeout');
  assert.is(run.status, 0, run.stderr);
  assert.is(run.stdout.trim(), 'started');
});

test.after(() => rmSync(cacheDir, { recursive: true, force: true }));
test.run();
