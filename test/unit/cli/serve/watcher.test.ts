import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWatcher, isLinkToAncestor } from '../../../../cli/serve/watcher.js';
import { within } from '../../../helpers/bounded.ts';

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

Watch('a symlink back to a folder above it is not followed: a save is one change, and the watcher raises no error', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-watch-'));
  mkdirSync(join(dir, 'docs', 'guide'), { recursive: true });
  writeFileSync(join(dir, 'docs', 'guide', 'page.md'), 'one');
  symlinkSync('..', join(dir, 'docs', 'guide', 'loop'));
  symlinkSync('self', join(dir, 'docs', 'self'));
  mkdirSync(join(dir, 'shared'));
  symlinkSync(join(dir, 'shared'), join(dir, 'docs', 'shared'));
  assert.equal(['guide/loop', 'self', 'shared', 'guide'].map((p) => isLinkToAncestor(join(dir, 'docs', p))), [true, true, false, false]);
  const errors: unknown[] = [];
  const rec = recorder();
  const watcher = createWatcher({ paths: [join(dir, 'docs')], debounceMs: 5, onBatch: rec.onBatch, onError: (e) => errors.push(e) });
  try {
    await watcher.ready;
    const next = rec.next();
    writeFileSync(join(dir, 'docs', 'guide', 'page.md'), 'two');
    assert.equal(await next, [join(dir, 'docs', 'guide', 'page.md')]);
    // A folder linked from elsewhere is still watched through its link.
    const linked = rec.next();
    writeFileSync(join(dir, 'shared', 'part.md'), 'new');
    assert.equal(await linked, [join(dir, 'docs', 'shared', 'part.md')]);
    assert.equal(errors, []);
  } finally {
    await watcher.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

Watch('a watched folder renamed away and back is reported, and saves in it are seen again', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-watch-'));
  const content = join(dir, 'content');
  mkdirSync(join(content, 'docs'), { recursive: true });
  writeFileSync(join(content, 'docs', 'a.md'), 'one');
  const batches: string[][] = [];
  const waiters: { test: (all: string[]) => boolean; resolve: () => void }[] = [];
  const seen = (test: (all: string[]) => boolean) => new Promise<void>((resolve) => waiters.push({ test, resolve }));
  const watcher = createWatcher({
    paths: [content], debounceMs: 5,
    onBatch: async (changed) => {
      batches.push(changed);
      const all = batches.flat();
      for (const w of waiters.splice(0)) (w.test(all) ? w.resolve() : waiters.push(w));
    },
  });
  try {
    await watcher.ready;
    // Every removal event in, so chokidar has let go of the folder before it comes back.
    const removed = seen((all) => all.includes(content) && all.includes(join(content, 'docs', 'a.md')));
    renameSync(content, `${content}-away`);
    await within(removed, 'the removal');
    batches.length = 0;
    const returned = seen((all) => all.includes(content));
    renameSync(`${content}-away`, content);
    await within(returned, 'the folder coming back');
    batches.length = 0;
    const saved = seen((all) => all.includes(join(content, 'docs', 'a.md')));
    writeFileSync(join(content, 'docs', 'a.md'), 'two');
    await within(saved, 'a save in the returned folder');
  } finally {
    await watcher.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

Watch.run();
