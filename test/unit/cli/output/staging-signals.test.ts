/**
 * A `serve --watch` rebuild's staging folder and lock are removed on Ctrl-C: in process (the
 * handler's rules) and for real (the CLI interrupted during its first build ends with 130, its
 * lock released).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { discardOnSignal } from '../../../../cli/output/staging-signals';
import { MISSED, untilNotMissed } from '../../../helpers/missed-interrupt.ts';
import { ROOT } from '../../../helpers/fixture-site.ts';

test('a signal discards the staging folder while armed; serve\'s own handler, when there is one, ends the process', () => {
  let discarded = 0;
  const staging = { dir: '/x', commit: () => Promise.resolve(), discard: () => void discarded++ };
  // serve's handler ends the process, so the folder must be gone by the time it runs.
  const seenByServe: number[] = [];
  const serveHandler = () => void seenByServe.push(discarded);
  process.on('SIGINT', serveHandler);
  try {
    const stop = discardOnSignal(staging);
    process.emit('SIGINT', 'SIGINT');
    assert.is(discarded, 1);
    assert.equal(seenByServe, [1], 'discarded before serve\'s handler ran');
    const stopAgain = discardOnSignal(staging);
    stopAgain();
    process.emit('SIGINT', 'SIGINT');
    assert.is(discarded, 1, 'no longer armed once stopped');
    stop();
  } finally {
    process.off('SIGINT', serveHandler);
  }
});

/**
 * Runs `serve --watch` on `site` with no output yet and interrupts it once its first build
 * writes into its staging folder; resolves with its exit code, or 'missed' if the first build
 * ended (the server said it was serving) before the test saw the folder filled: on a loaded
 * machine the watcher's events can come late.
 */
async function interruptFirstBuild(site: string): Promise<number | null | typeof MISSED> {
  rmSync(join(site, 'build'), { recursive: true, force: true });
  // Interrupted once the build writes into its staging folder: by then its handler is armed
  // (the folder itself is made a moment before, and a signal in between is the OS's to act on).
  const staging = join(site, '.build.opdocs-staging');
  const watchers: FSWatcher[] = [];
  const stagingSeen = new Promise<void>((done) => {
    const filled = () => {
      try {
        watchers.push(watch(staging, () => done()));
        if (readdirSync(staging).length) done();
      } catch {
        // Gone already: the build committed it; the server's "Serving" line ends the wait.
      }
    };
    const outer = watch(site, (_event, name) => {
      if (name === '.build.opdocs-staging' && existsSync(staging)) {
        outer.close();
        filled();
      }
    });
    watchers.push(outer);
  });
  const cli = `const { main } = await import(${JSON.stringify(join(ROOT, 'cli', 'main.ts'))}); await main(['node', 'opdocs', ...process.argv.slice(1)]);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', cli, '--', 'serve', site, '--watch', '--port', '0'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const serving = new Promise<void>((done) => {
    const read = (d: Buffer) => {
      output += d;
      if (output.includes('Serving ')) done();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  try {
    // A CLI that ends before it stages anything fails the test instead of leaving it waiting.
    const first = await Promise.race([stagingSeen.then(() => 'staging'), serving.then(() => 'serving'), exited.then((code) => `exited with ${code}: ${output}`)]);
    child.kill('SIGINT');
    if (first === 'serving') {
      await exited;
      return MISSED;
    }
    assert.is(first, 'staging');
    const code = await exited;
    // The server was up before the signal came (its handler closes it and exits 0): the first build had ended.
    return code === 0 && output.includes('Serving ') ? MISSED : code;
  } finally {
    for (const w of watchers) w.close();
  }
}

test('Ctrl-C during serve --watch\'s first build ends it with 130 and leaves no lock beside the output', async () => {
  const site = mkdtempSync(join(tmpdir(), 'opdocs-watch-interrupt-'));
  try {
    const gen = spawnSync(process.execPath, [resolve(ROOT, '..', 'shared', 'bench', 'gen-corpus.mjs'), join(site, 'content'), '--docs', '400', '--posts', '20'], { encoding: 'utf8' });
    assert.is(gen.status, 0, gen.stderr);
    writeFileSync(join(site, 'site.config.json'), JSON.stringify({ title: 'Corpus', url: 'https://example.com' }));
    // A first build the test saw only once it had ended is tried again, on a fresh output.
    assert.is(await untilNotMissed(() => interruptFirstBuild(site)), 130);
    // The lock is always released. The staging folder is removed too unless esbuild's own
    // process, interrupted with us, was still adding files to it; the next build removes that.
    assert.equal(readdirSync(site).filter((f) => f.startsWith('.build.') && f !== '.build.opdocs-staging'), []);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test.run();
