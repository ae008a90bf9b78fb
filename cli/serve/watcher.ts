/**
 * The one place that talks to chokidar. Turns file events into debounced batches and makes sure
 * rebuilds never overlap: changes that land while a batch runs are gathered into exactly one
 * follow-up batch. Tests drive it through `emit()` without touching the file system.
 */
import { watch } from 'chokidar';
import { existsSync, lstatSync, realpathSync, statSync, watch as watchFolder, type FSWatcher } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';

// chokidar drops a path's second 'change' within 50 ms of the first (it does not defer it), so a
// batch that starts sooner could miss a quick second save: such paths are looked at again then.
const CHOKIDAR_CHANGE_THROTTLE_MS = 50;

function stamp(path: string): string {
  const s = statSync(path, { throwIfNoEntry: false });
  return s ? `${s.mtimeMs}:${s.size}` : '';
}

/**
 * True for a symlink to a folder that holds it (`docs/a/loop -> ..`): chokidar follows links,
 * and through such a loop it watched the same files under forty ever longer paths until the
 * system said ELOOP, then reported every save as forty changes. The build's own scan never
 * reads through a loop either, so nothing it reads goes unwatched.
 */
export function isLinkToAncestor(path: string): boolean {
  try {
    if (!lstatSync(path).isSymbolicLink()) return false;
    const target = realpathSync(path);
    const parent = realpathSync(dirname(path));
    return parent === target || parent.startsWith(target.endsWith(sep) ? target : target + sep);
  } catch (err) {
    // A link that loops on itself (a -> b -> a) has no folder to watch; a dangling one may get one.
    return (err as NodeJS.ErrnoException).code === 'ELOOP';
  }
}

/** Options of {@link createWatcher}. */
export interface WatcherOptions {
  /** Files and folders to watch (folders recursively). */
  paths: string[];
  /** Paths to skip, e.g. the output folder or editor swap files. */
  ignored?: (path: string) => boolean;
  /**
   * Quiet time after the last event before a batch runs. Default 15 ms: the events of one save
   * (write, or temp file + rename) arrive within a few ms; a second save just makes a follow-up
   * batch, which costs less than making every edit wait.
   */
  debounceMs?: number;
  /** Runs once per batch with the distinct changed paths, in arrival order. */
  onBatch: (changed: string[]) => Promise<void>;
  /**
   * A time (ms since the epoch, as `mtimeMs`): once watching, files modified after it are
   * reported as changed. Serve starts watching after its first build, so a save made while that
   * build ran (after it had read the file) would otherwise wait for the next save.
   */
  changedSince?: number;
  /** Called when chokidar or `onBatch` fails; the watcher keeps going. Default: log to stderr. */
  onError?: (error: unknown) => void;
  /** Called when a change arrives while a batch runs (it waits for that batch to end). */
  onChangeWhileRunning?: () => void;
}

/** A running watcher. */
export interface Watcher {
  /** Resolves once the initial scan is done and later changes will be seen. */
  ready: Promise<void>;
  /** Starts watching more paths (e.g. a content folder that a config edit added). */
  add(paths: string[]): void;
  /** Stops watching; waits for a running batch to finish and drops pending changes. */
  close(): Promise<void>;
  /** Test hook: behaves as if chokidar reported a change to `path`. */
  emit(path: string): void;
  /**
   * Queues a batch for `path` even where `ignored` skips it, in turn with the others: the
   * output folder deleted under the server is no edit, yet only a rebuild brings it back.
   */
  queue(path: string): void;
}

/** Starts watching `paths`. */
export function createWatcher(opts: WatcherOptions): Watcher {
  const debounceMs = opts.debounceMs ?? 15;
  const onError = opts.onError ?? ((err: unknown) => console.error('opdocs: watcher error:', err));
  const pending = new Set<string>();
  /** When chokidar last reported each path, for the throttle re-check. */
  const reported = new Map<string, number>();
  const rechecks = new Set<NodeJS.Timeout>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  const fsWatcher = watch(opts.paths, {
    ignoreInitial: true,
    // Only a folder can hold a loop: the files chokidar has already looked at cost no lstat here.
    ignored: (path: string, stats?: { isFile(): boolean }) => opts.ignored?.(path) || (!stats?.isFile() && isLinkToAncestor(path)),
  });
  const roots = new Set(opts.paths);
  /** Roots that were removed, each with a watch on its parent until it is back. */
  const gone = new Map<string, FSWatcher>();
  fsWatcher.on('all', (event, path) => {
    reported.set(path, Date.now());
    emit(path);
    if ((event === 'unlinkDir' || event === 'unlink') && roots.has(path)) awaitReturn(path);
  });

  /**
   * chokidar stops watching a root that is removed (the content folder renamed away, a branch
   * switch) and never sees it come back, so every later save in it went unnoticed and the server
   * kept showing the error until a restart. Its parent is watched (one folder, not recursively)
   * until the root is back; then chokidar watches it again and a batch reports it.
   */
  function awaitReturn(root: string): void {
    if (closed || gone.has(root)) return;
    let parent: FSWatcher;
    const back = () => {
      if (closed || !existsSync(root)) return;
      parent.close();
      gone.delete(root);
      fsWatcher.add(root);
      emit(root);
    };
    try {
      parent = watchFolder(dirname(root), (_event, name) => {
        if (name === null || name === basename(root)) back();
      });
    } catch {
      return; // The parent went too: nothing left to wait on.
    }
    parent.on('error', () => {
      parent.close();
      gone.delete(root);
    });
    gone.set(root, parent);
    back();
  }
  fsWatcher.on('error', onError);
  const ready = new Promise<void>((resolve) => fsWatcher.once('ready', () => {
    if (opts.changedSince !== undefined) reportChangedSince(opts.changedSince);
    resolve();
  }));

  /** Reports the watched files modified after `since`; folders are left out (the build itself adds its output beside them). */
  function reportChangedSince(since: number): void {
    for (const [dir, names] of Object.entries(fsWatcher.getWatched())) {
      for (const name of names) {
        const path = join(dir, name);
        const s = statSync(path, { throwIfNoEntry: false });
        if (s?.isFile() && s.mtimeMs > since) emit(path);
      }
    }
  }

  function emit(path: string): void {
    if (!opts.ignored?.(path)) queue(path);
  }

  function queue(path: string): void {
    if (closed) return;
    pending.add(path);
    // While a batch runs, just collect; the batch schedules the follow-up when it ends.
    if (!running) schedule();
    else opts.onChangeWhileRunning?.();
  }

  function schedule(): void {
    clearTimeout(timer);
    timer = setTimeout(flush, debounceMs);
  }

  function flush(): void {
    timer = undefined;
    if (closed || running || pending.size === 0) return;
    const batch = [...pending];
    pending.clear();
    recheckLater(batch);
    running = opts.onBatch(batch)
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (!closed && pending.size > 0) schedule();
      });
  }

  /** Re-reports the paths of `batch` that changed inside chokidar's throttle window after the batch read them. */
  function recheckLater(batch: string[]): void {
    const now = Date.now();
    const recent = batch.filter((p) => now - (reported.get(p) ?? 0) < CHOKIDAR_CHANGE_THROTTLE_MS);
    if (recent.length === 0) return;
    const before = new Map(recent.map((p) => [p, stamp(p)]));
    const last = Math.max(...recent.map((p) => reported.get(p) ?? 0));
    const check = setTimeout(() => {
      rechecks.delete(check);
      for (const [path, was] of before) if (stamp(path) !== was) emit(path);
    }, last + CHOKIDAR_CHANGE_THROTTLE_MS + 5 - now);
    rechecks.add(check);
  }

  return {
    ready,
    add(paths) {
      for (const path of paths) roots.add(path);
      fsWatcher.add(paths);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      for (const parent of gone.values()) parent.close();
      gone.clear();
      for (const check of rechecks) clearTimeout(check);
      pending.clear();
      await fsWatcher.close();
      await running;
    },
    emit,
    queue,
  };
}
