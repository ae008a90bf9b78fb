/**
 * The watchdog: a small worker thread that times a site's own code (a JavaScript config, a
 * sidebars file) while the main thread runs it. Stuck in a loop that never ends, the main thread
 * can fire no timer of its own, so this thread writes the notice and, past the time limit, ends
 * the process. It starts the first time a site's code runs: a site with none never starts it.
 */
import { Worker } from 'node:worker_threads';

/** A notice and, with `stop`, the end of the process; `cancel` takes back the notice `id`. */
type Message = { id: number; text: string; afterMs: number; stop?: { text: string; afterMs: number } } | { cancel: number };

// The thread's whole program, evaluated as CommonJS: it needs nothing of the CLI, whose 3 MB
// script loaded by a thread of its own was most of that thread's start. Notices are written
// straight to the file descriptor: the main thread, which forwards a worker's process.stderr,
// may be the one that is stuck. Its signal handlers are set aside meanwhile (site-code.ts), so
// SIGTERM ends it; a handler the site's own code added cannot run either, hence SIGKILL after.
// The process's children go first: esbuild's service, bundling meanwhile, waits for the stuck
// thread to answer its plugin calls, and losing its parent mid-request it printed a Go deadlock
// report of some forty lines under the message. Their list is Linux's (/proc); elsewhere none.
const PROGRAM = `
const { parentPort } = require('node:worker_threads');
const { readdirSync, readFileSync, writeSync } = require('node:fs');
const timers = new Map();
function children() {
  try {
    return readdirSync('/proc/self/task').flatMap((task) => readFileSync('/proc/self/task/' + task + '/children', 'utf8').split(' ').filter(Boolean).map(Number));
  } catch {
    return [];
  }
}
function stopProcess(text) {
  writeSync(2, text);
  for (const pid of children()) {
    try { process.kill(pid, 'SIGKILL'); } catch {}
  }
  process.kill(process.pid, 'SIGTERM');
  setTimeout(() => process.kill(process.pid, 'SIGKILL'), 2000).unref();
}
parentPort.on('message', (m) => {
  if ('cancel' in m) {
    for (const timer of timers.get(m.cancel) || []) clearTimeout(timer);
    timers.delete(m.cancel);
    return;
  }
  const list = [setTimeout(() => writeSync(2, m.text), m.afterMs)];
  if (m.stop) list.push(setTimeout(() => stopProcess(m.stop.text), m.stop.afterMs));
  timers.set(m.id, list);
});
`;

let thread: Worker | undefined;
let nextId = 0;

function watchdog(): Worker {
  if (thread) return thread;
  // No execArgv: the process's own flags (a loader's --import) would load for this thread too.
  const worker = new Worker(PROGRAM, { eval: true, execArgv: [] });
  // It never holds the process open. Unref'd before it is online, a worker still holds the
  // process through its message port (Node 20), hence once more when it is.
  worker.unref();
  worker.once('online', () => worker.unref());
  // A watchdog that failed leaves site code untimed, as OPDOCS_SIDE_THREAD=0 does; the next
  // call starts another.
  const lost = () => { if (thread === worker) thread = undefined; };
  worker.on('error', lost);
  worker.on('exit', lost);
  thread = worker;
  return worker;
}

/**
 * Has the watchdog write `text` to stderr if the returned stop is not called within `afterMs`.
 * With `stop`, it also ends the process after `stop.afterMs`, saying `stop.text`.
 * OPDOCS_SIDE_THREAD=0 turns it off (site code then runs untimed), as it did when the side
 * thread timed site code.
 */
export function noticeIfSlow(text: string, afterMs: number, stop?: { text: string; afterMs: number }): () => void {
  if (process.env.OPDOCS_SIDE_THREAD === '0') return () => undefined;
  const id = nextId++;
  watchdog().postMessage({ id, text, afterMs, ...(stop ? { stop } : {}) } satisfies Message);
  return () => { if (thread) thread.postMessage({ cancel: id } satisfies Message); };
}
