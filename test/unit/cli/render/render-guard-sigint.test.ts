/**
 * Ctrl+C while the main thread renders: the render is broken off and the process's own SIGINT
 * handlers run (a build's cleanup), rather than the signal ending it with nothing cleaned up.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../../helpers/fixture-site.ts';

const GUARD = join(ROOT, 'cli', 'render', 'render-guard.ts');

/** Starts a process that renders an item that never ends, sends it SIGINT once it has begun, and resolves with how it ended. */
function interruptRender(withHandler: boolean): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  const script = [
    `const { forEachWithinBudget } = await import(${JSON.stringify(GUARD)});`,
    withHandler ? `process.on('SIGINT', () => { process.stdout.write('handled\\n'); process.exit(42); });` : '',
    `forEachWithinBudget([1], () => { process.stdout.write('rendering\\n'); for (;;) {} }, () => process.stdout.write('over\\n'), 60_000);`,
    `process.stdout.write('returned\\n');`,
  ].join('\n');
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => {
    output += d;
    if (output === 'rendering\n') child.kill('SIGINT');
  });
  return new Promise((done) => child.once('close', (code, signal) => done({ code, signal, output })));
}

test('the render is broken off and the SIGINT handler runs', async () => {
  const ended = await interruptRender(true);
  assert.equal(ended, { code: 42, signal: null, output: 'rendering\nhandled\n' });
});

test('with no SIGINT handler the signal ends the process, as it would by default', async () => {
  const ended = await interruptRender(false);
  assert.equal(ended, { code: null, signal: 'SIGINT', output: 'rendering\n' });
});

test.run();
