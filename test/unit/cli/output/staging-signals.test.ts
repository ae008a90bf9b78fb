/**
 * A `serve --watch` rebuild's staging folder and lock are removed on Ctrl-C: in process (the
 * handler's rules) and for real (the CLI interrupted during its first build ends with 130, its
 * lock released; interrupted during a later rebuild, it stops that rebuild instead of
 * finishing it, and the served output stays as it was).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
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

/** How the CLI's process ended. */
interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The CLI from its sources, given its arguments after `--`. */
const cliScript = `const { main } = await import(${JSON.stringify(join(ROOT, 'cli', 'main.ts'))}); await main(['node', 'opdocs', ...process.argv.slice(1)]);`;

/** `serve --watch` on `site` from the CLI's sources: its output so far, a wait for a text in it, and its end. */
function serveWatch(site: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', cliScript, '--', 'serve', site, '--watch', '--port', '0'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const seen = (text: string) => new Promise<void>((done) => {
    const read = () => {
      if (!output.includes(text)) return;
      child.stdout.off('data', read);
      child.stderr.off('data', read);
      done();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
  const exited = new Promise<Ended>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  return { child, output: () => output, seen, exited };
}

/**
 * Runs `serve --watch` on `site` with no output yet and interrupts it once its first build
 * writes into its staging folder; resolves with how it ended, or 'missed' if the first build
 * ended (the server said it was serving) before the test saw the folder filled: on a loaded
 * machine the watcher's events can come late.
 */
async function interruptFirstBuild(site: string): Promise<Ended | typeof MISSED> {
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
  const { child, output, seen, exited } = serveWatch(site);
  try {
    // A CLI that ends before it stages anything fails the test instead of leaving it waiting.
    const first = await Promise.race([stagingSeen.then(() => 'staging'), seen('Serving ').then(() => 'serving'), exited.then((code) => `exited with ${code}: ${output()}`)]);
    child.kill('SIGINT');
    if (first === 'serving') {
      await exited;
      return MISSED;
    }
    assert.is(first, 'staging');
    const ended = await exited;
    // The server was up before the signal came (its handler closes it and exits 0): the first build had ended.
    return ended.code === 0 && output().includes('Serving ') ? MISSED : ended;
  } finally {
    for (const w of watchers) w.close();
  }
}

/** A corpus large enough that a build lasts long enough to be interrupted at a chosen step; shared by the tests below. */
let site = '';
const leftovers = () => readdirSync(site).filter((f) => f.startsWith('.build.'));
test.before(() => {
  site = mkdtempSync(join(tmpdir(), 'opdocs-watch-interrupt-'));
  const gen = spawnSync(process.execPath, [resolve(ROOT, '..', 'shared', 'bench', 'gen-corpus.mjs'), join(site, 'content'), '--docs', '400', '--posts', '20'], { encoding: 'utf8' });
  assert.is(gen.status, 0, gen.stderr);
  writeFileSync(join(site, 'site.config.json'), JSON.stringify({ title: 'Corpus', url: 'https://example.com' }));
});
test.after(() => rmSync(site, { recursive: true, force: true }));

test('Ctrl-C during serve --watch\'s first build ends it; its lock is released, or taken over by the next build when the signal ended the process at once', async () => {
  // A first build the test saw only once it had ended is tried again, on a fresh output.
  const ended = await untilNotMissed(() => interruptFirstBuild(site));
  assert.ok(ended !== MISSED, 'the first build was interrupted');
  if (ended.signal === null) {
    // Its handlers ran: 130, and the lock released. The staging folder is removed too unless
    // esbuild's own process, interrupted with us, was still adding files to it.
    assert.is(ended.code, 130);
    assert.equal(leftovers().filter((f) => f !== '.build.opdocs-staging'), []);
  } else {
    // The signal came while the main thread rendered, with the handlers set aside so that it
    // ends the process at once (render/render-guard.ts): what it leaves is the next build's to clear.
    assert.is(ended.signal, 'SIGINT');
  }
  const next = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', cliScript, '--', 'build', site], { cwd: ROOT, encoding: 'utf8' });
  assert.is(next.status, 0, next.stderr);
  assert.equal(leftovers(), []);
});

test('Ctrl-C during a later rebuild stops it rather than finishing it: serve ends, and its output is the last good build', async () => {
  const { child, output, seen, exited } = serveWatch(site);
  await Promise.race([seen('(watching for changes)'), exited]);
  assert.match(output(), 'Serving ', output());
  const info = readFileSync(join(site, 'build', '__opdocs.json'), 'utf8');
  const home = readFileSync(join(site, 'build', 'index.html'), 'utf8');
  // A config edit rebuilds every page in a staging folder, which takes this corpus seconds.
  writeFileSync(join(site, 'site.config.json'), JSON.stringify({ title: 'Corpus renamed', url: 'https://example.com' }));
  await Promise.race([seen('rebuilding'), exited]);
  child.kill('SIGINT');
  const ended = await exited;
  // The signal may come while the rebuild renders, with the handlers set aside (render/render-guard.ts).
  if (ended.signal === null) {
    assert.is(ended.code, 0, output());
    assert.not.match(output(), 'Rebuilt ', 'the rebuild ran to its end');
    assert.equal(leftovers().filter((f) => !f.includes('opdocs-trash')), []);
  } else {
    assert.is(ended.signal, 'SIGINT');
  }
  assert.is(readFileSync(join(site, 'build', '__opdocs.json'), 'utf8'), info);
  assert.is(readFileSync(join(site, 'build', 'index.html'), 'utf8'), home);
});

test.run();
