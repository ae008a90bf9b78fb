/**
 * Ctrl-C's handlers set aside while code this thread cannot interrupt runs. The moment that
 * matters is a signal that came while the thread was busy: caught, queued, and until this fix
 * dropped when the handlers were removed (serve --watch then went on serving). Each case runs
 * in a child that blocks in a read: the test sends SIGINT and then a byte, so the signal is
 * caught and queued before the child's next line of JavaScript runs.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const module = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)));
const ASIDE = module('../../../cli/signals-aside.ts');
const SITE_CODE = module('../../../cli/site-code.ts');

/** The child's start: a handler that says so and exits 130, as the CLI's do; then it blocks until the test has signalled it. */
const PRELUDE = `import { readSync } from 'node:fs';
  process.on('SIGINT', () => { process.stdout.write('handled\\n'); process.exit(130); });
  const busyUntilSignalled = () => { process.stdout.write('ready\\n'); readSync(0, Buffer.alloc(1)); };`;

interface Ended { out: string; code: number | null; signal: NodeJS.Signals | null }

/** Runs `body` after PRELUDE in a child; sends SIGINT, then a byte, once it is ready. */
function interrupted(body: string): Promise<Ended> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `${PRELUDE}\n${body}`], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  child.stdout.on('data', (d) => {
    const was = out;
    out += d;
    if (!was.includes('ready') && out.includes('ready')) {
      child.kill('SIGINT');
      child.stdin.end('x');
    }
  });
  // A child ended by the signal closes its input before the byte is written.
  child.stdin.on('error', () => undefined);
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ out: out + err, code, signal })));
}

test('a Ctrl-C that came while the thread was busy reaches its handler before the handlers are set aside', async () => {
  const ended = await interrupted(`import { deliverQueuedSignals, setSignalsAside } from ${ASIDE};
    busyUntilSignalled();
    await deliverQueuedSignals();
    setSignalsAside()();
    await deliverQueuedSignals();
    process.stdout.write('went on\\n');`);
  assert.is(ended.out.trim(), 'ready\nhandled');
  assert.is(ended.code, 130);
});

test('while the handlers are aside a Ctrl-C ends the process at once; put back, they handle the next', async () => {
  const aside = await interrupted(`import { setSignalsAside } from ${ASIDE};
    setSignalsAside();
    busyUntilSignalled();
    process.stdout.write('went on\\n');`);
  assert.is(aside.signal, 'SIGINT');
  assert.is(aside.out.trim(), 'ready');
  const back = await interrupted(`import { deliverQueuedSignals, setSignalsAside } from ${ASIDE};
    setSignalsAside()();
    busyUntilSignalled();
    await deliverQueuedSignals();
    process.stdout.write('went on\\n');`);
  assert.is(back.out.trim(), 'ready\nhandled');
  assert.is(back.code, 130);
});

test('a site file run after a Ctrl-C that was still queued does not run: the signal is handled first', async () => {
  const ended = await interrupted(`import { runSiteCode } from ${SITE_CODE};
    busyUntilSignalled();
    await runSiteCode('sidebars.js', async () => process.stdout.write('site code ran\\n'));
    await new Promise((resolve) => setImmediate(resolve));
    process.stdout.write('went on\\n');`);
  assert.is(ended.out.trim(), 'ready\nhandled');
  assert.is(ended.code, 130);
});

test.run();
