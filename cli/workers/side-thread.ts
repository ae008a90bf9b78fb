/**
 * The side thread: with OPDOCS_SIDE_THREAD=1, a worker thread beside the main one that builds
 * the site's bundles (cli/bundle/bundle-thread.ts) and the app icons, started with the build.
 * Since the theme is bundled ahead of time (the kernel), that no longer pays for the thread's
 * start, the CLI's whole script loaded a second time (see bundlesBeside). It lives as long as
 * the process, idle between builds. Site code is timed by another thread (watchdog.ts).
 */
import type { Worker } from 'node:worker_threads';
import { startThread } from './pool.js';
import { fromThreadError, type ThreadError } from '../errors.js';

/** A message from the side thread: an answer (`final`) or news on the way to one. */
export interface SideReply { id: number; final: boolean; error?: ThreadError; [field: string]: unknown }

interface Thread {
  worker: Worker;
  /** Requests not answered yet: the thread keeps the process alive only while there are some. */
  open: Map<number, (reply: SideReply) => void>;
}

let thread: Thread | undefined;
let nextId = 0;

/**
 * Whether the bundles and app icons are made on the side thread (OPDOCS_SIDE_THREAD=1) rather
 * than on the main thread, where esbuild's few plugin calls now fit in the main thread's idle
 * time. Alternated whole processes (2 December): TyKO cold 1.27 s on the main thread against
 * 1.38 s with the side thread (CPU 1.48 against 1.85 s), 1,000 docs 4.41 against 4.89 s, 5,000
 * docs the same within the noise.
 */
export const bundlesBeside = (): boolean => process.env.OPDOCS_SIDE_THREAD === '1';

/** Starts the side thread now when it will bundle, so that it loads its code while the config and content load. */
export function prestartSideThread(): void {
  if (bundlesBeside()) sideThread();
}

function sideThread(): Thread {
  if (thread) return thread;
  const t: Thread = { worker: startThread('side-worker'), open: new Map() };
  t.worker.unref();
  // Unref'd before it is online, a worker still holds the process through its message port
  // (Node 20): a command that fails before asking it anything would then never end.
  t.worker.once('online', () => { if (t.open.size === 0) t.worker.unref(); });
  t.worker.on('message', (reply: SideReply) => {
    const answer = t.open.get(reply.id);
    if (reply.final) close(t, reply.id);
    answer?.(reply);
  });
  const fail = (err: Error) => {
    if (thread === t) thread = undefined;
    const waiting = [...t.open.values()];
    t.open.clear();
    for (const answer of waiting) answer({ id: -1, final: true, error: { bug: err.stack ?? String(err) } });
  };
  t.worker.on('error', fail);
  t.worker.on('exit', (code) => fail(new Error(`opdocs bug: the side thread stopped (exit code ${code})`)));
  thread = t;
  return t;
}

function close(t: Thread, id: number): void {
  t.open.delete(id);
  if (t.open.size === 0) t.worker.unref();
}

/** A request handle: its id (for later requests about it) and whether its thread still runs. */
export interface SideRequest { id: number; alive(): boolean }

/**
 * Sends `message` to the side thread; `onReply` sees each reply to it, the last with `final`
 * set. Should the thread stop first, the last reply is an error.
 */
export function ask(message: Record<string, unknown>, onReply: (reply: SideReply) => void): SideRequest {
  const t = sideThread();
  const id = nextId++;
  t.open.set(id, onReply);
  t.worker.ref();
  t.worker.postMessage({ ...message, id });
  return { id, alive: () => thread === t };
}

/** Sends `message` to the side thread, if it runs, expecting no answer. */
export function tell(message: Record<string, unknown>): void {
  thread?.worker.postMessage({ ...message, id: nextId++ });
}

/** Asks once and waits for the answer's `field`; an error answer rejects. */
export function askFor<T>(message: Record<string, unknown>, field: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    ask(message, (reply) => {
      if (!reply.final) return;
      if (reply.error) reject(fromThreadError(reply.error));
      else resolve(reply[field] as T);
    });
  });
}
