/**
 * The watchdog thread (cli/workers/watchdog.ts) in processes of their own: it speaks while the
 * main thread is stuck, ends a process stuck for good, and never holds a process open.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const WATCHDOG = pathToFileURL(join(import.meta.dirname, '../../../../cli/workers/watchdog.ts')).href;

/** Runs `body` after importing noticeIfSlow, in a process of its own. */
function run(body: string, env: Record<string, string> = {}) {
  const code = `import { noticeIfSlow } from ${JSON.stringify(WATCHDOG)};\n${body}`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8', timeout: 30_000, env: { ...process.env, ...env } });
}

// Blocks this thread as a site's code that computes for a while does: no timer of its own fires.
const BUSY = (ms: number) => `const end = Date.now() + ${ms}; while (Date.now() < end) {}`;

test('the notice is written while the main thread is stuck, and a cancelled one never is', () => {
  // Cancelled once the thread is free again: had the notice waited for it, it would never appear.
  const r = run(`const stop = noticeIfSlow('still computing\\n', 200);\n${BUSY(2_500)}\nstop();\nnoticeIfSlow('never shown\\n', 60_000)();\nconsole.log('done');`);
  assert.is(r.signal, null, 'the process ended by itself');
  assert.is(r.stdout.trim(), 'done');
  assert.is(r.stderr, 'still computing\n');
});

test('past its stop time the watchdog ends a process stuck for good, saying why', () => {
  const r = run(`noticeIfSlow('slow\\n', 100, { text: 'stopped it\\n', afterMs: 400 });\nwhile (true) {}`);
  assert.ok(r.signal === 'SIGTERM' || r.signal === 'SIGKILL', `ended by the watchdog, not the test's timeout (${r.signal}, ${r.error?.message ?? ''})`);
  assert.is(r.stderr, 'slow\nstopped it\n');
});

test('OPDOCS_SIDE_THREAD=0 turns the watchdog off', () => {
  const r = run(`const stop = noticeIfSlow('still computing\\n', 100);\n${BUSY(1_000)}\nstop();\nconsole.log('done');`, { OPDOCS_SIDE_THREAD: '0' });
  assert.is(r.status, 0);
  assert.is(r.stderr, '');
});

test.run();
