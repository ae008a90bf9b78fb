/**
 * The one place that talks to chokidar. Turns file events into debounced batches and makes sure
 * rebuilds never overlap: changes that land while a batch runs are gathered into exactly one
 * follow-up batch. Tests drive it through `emit()` without touching the file system.
 */
import { watch } from 'chokidar';

/** Options of {@link createWatcher}. */
export interface WatcherOptions {
  /** Files and folders to watch (folders recursively). */
  paths: string[];
  /** Paths to skip, e.g. the output folder or editor swap files. */
  ignored?: (path: string) => boolean;
  /** Quiet time after the last event before a batch runs. Default 80 ms (editors save twice). */
  debounceMs?: number;
  /** Runs once per batch with the distinct changed paths, in arrival order. */
  onBatch: (changed: string[]) => Promise<void>;
  /** Called when chokidar or `onBatch` fails; the watcher keeps going. Default: log to stderr. */
  onError?: (error: unknown) => void;
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
}

/** Starts watching `paths`. */
export function createWatcher(opts: WatcherOptions): Watcher {
  const debounceMs = opts.debounceMs ?? 80;
  const onError = opts.onError ?? ((err: unknown) => console.error('opdocs: watcher error:', err));
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  const fsWatcher = watch(opts.paths, {
    ignoreInitial: true,
    ignored: opts.ignored ? (path: string) => opts.ignored!(path) : undefined,
  });
  fsWatcher.on('all', (_event, path) => emit(path));
  fsWatcher.on('error', onError);
  const ready = new Promise<void>((resolve) => fsWatcher.once('ready', () => resolve()));

  function emit(path: string): void {
    if (closed || opts.ignored?.(path)) return;
    pending.add(path);
    // While a batch runs, just collect; the batch schedules the follow-up when it ends.
    if (!running) schedule();
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
    running = opts.onBatch(batch)
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (!closed && pending.size > 0) schedule();
      });
  }

  return {
    ready,
    add(paths) {
      fsWatcher.add(paths);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      pending.clear();
      await fsWatcher.close();
      await running;
    },
    emit,
  };
}
