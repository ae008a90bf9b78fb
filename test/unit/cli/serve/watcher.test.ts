import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWatcher } from '../../../../cli/serve/watcher.js';

/** A promise with its resolver outside, to hold a batch open or wait for the next one. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

/** Records batches; `next()` resolves with the next batch that starts. */
function recorder() {
  const batches: string[][] = [];
  let waiting = deferred<string[]>();
  let active = 0;
  let maxActive = 0;
  let gate: Promise<void> | undefined;
  return {
    batches,
    get maxActive() { return maxActive; },
    hold(promise: Promise<void> | undefined) { gate = promise; },
    next: () => waiting.promise,
    onBatch: async (changed: string[]) => {
      active++;
      maxActive = Math.max(maxActive, active);
      batches.push(changed);
      const current = waiting;
      waiting = deferred<string[]>();
      current.resolve(changed);
      const held = gate;
      gate = undefined;
      await held;
      active--;
    },
  };
}

const Watch = suite('watcher');

Watch('gathers a burst of events into one batch of distinct paths', async () => {
  const rec = recorder();
  const watcher = createWatcher({ paths: [], debounceMs: 5, onBatch: rec.onBatch });
  const next = rec.next();
  watcher.emit('/site/a.md');
  watcher.emit('/site/b.md');
  watcher.emit('/site/a.md');
  assert.equal(await next, ['/site/a.md', '/site/b.md']);
  await watcher.close();
  assert.is(rec.batches.length, 1);
});

Watch('runs one follow-up batch for changes that land while a batch runs, never two at once', async () => {
  const rec = recorder();
  const release = deferred();
  rec.hold(release.promise);
  const watcher = createWatcher({ paths: [], debounceMs: 5, onBatch: rec.onBatch });
  const first = rec.next();
  watcher.emit('/site/a.md');
  assert.equal(await first, ['/site/a.md']);
  const second = rec.next();
  watcher.emit('/site/b.md');
  watcher.emit('/site/c.md');
  watcher.emit('/site/b.md');
  release.resolve();
  assert.equal(await second, ['/site/b.md', '/site/c.md']);
  const third = rec.next();
  watcher.emit('/site/d.md');
  assert.equal(await third, ['/site/d.md']);
  await watcher.close();
  assert.equal(rec.batches, [['/site/a.md'], ['/site/b.md', '/site/c.md'], ['/site/d.md']]);
  assert.is(rec.maxActive, 1);
});

Watch('keeps going after a batch throws, reporting the error', async () => {
  const failed = deferred<unknown>();
  const seen = deferred<string[]>();
  let calls = 0;
  const watcher = createWatcher({
    paths: [],
    debounceMs: 5,
    onError: (err) => failed.resolve(err),
    onBatch: async (changed) => {
      calls++;
      if (calls === 1) throw new Error('boom');
      seen.resolve(changed);
    },
  });
  watcher.emit('/a');
  assert.is(((await failed.promise) as Error).message, 'boom');
  watcher.emit('/b');
  assert.equal(await seen.promise, ['/b']);
  await watcher.close();
});

Watch('skips ignored paths', async () => {
  const rec = recorder();
  const watcher = createWatcher({ paths: [], debounceMs: 5, ignored: (p) => p.endsWith('~'), onBatch: rec.onBatch });
  const next = rec.next();
  watcher.emit('/site/a.md~');
  watcher.emit('/site/a.md');
  assert.equal(await next, ['/site/a.md']);
  await watcher.close();
});

Watch('reports a real file change on disk', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-watch-'));
  writeFileSync(join(dir, 'page.md'), 'one');
  const rec = recorder();
  const watcher = createWatcher({ paths: [dir], debounceMs: 5, onBatch: rec.onBatch });
  try {
    await watcher.ready;
    const next = rec.next();
    writeFileSync(join(dir, 'page.md'), 'two');
    assert.equal(await next, [join(dir, 'page.md')]);
  } finally {
    await watcher.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

Watch('a second save right after the first still makes a batch (chokidar drops it for 50 ms)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-watch-'));
  const file = join(dir, 'page.md');
  writeFileSync(file, 'one');
  const seen: string[] = [];
  const second = deferred();
  const watcher = createWatcher({
    paths: [dir],
    debounceMs: 5,
    onBatch: async () => {
      const text = readFileSync(file, 'utf8');
      seen.push(text);
      // Saved again while the first batch runs: inside chokidar's throttle window.
      if (text === 'two') writeFileSync(file, 'three');
      if (text === 'three') second.resolve();
    },
  });
  try {
    await watcher.ready;
    writeFileSync(file, 'two');
    await second.promise;
    assert.equal(seen, ['two', 'three']);
  } finally {
    await watcher.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

Watch('once watching, reports the files saved after changedSince (during the first build), not older ones', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-watch-'));
  mkdirSync(join(dir, 'docs'));
  for (const name of ['old.md', 'docs/saved.md', 'docs/kept.md']) writeFileSync(join(dir, name), 'text');
  const since = Date.now();
  // Saved after the build read it: a later mtime than the build's start, before watching began.
  utimesSync(join(dir, 'docs/saved.md'), new Date(since + 2000), new Date(since + 2000));
  utimesSync(join(dir, 'old.md'), new Date(since - 2000), new Date(since - 2000));
  utimesSync(join(dir, 'docs/kept.md'), new Date(since - 2000), new Date(since - 2000));
  const rec = recorder();
  const next = rec.next();
  const watcher = createWatcher({ paths: [dir], debounceMs: 5, changedSince: since, onBatch: rec.onBatch });
  try {
    await watcher.ready;
    assert.equal(await next, [join(dir, 'docs/saved.md')]);
  } finally {
    await watcher.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

Watch.run();
