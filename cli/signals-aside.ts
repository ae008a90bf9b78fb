/**
 * Setting Ctrl-C's handlers aside while this thread runs code it cannot interrupt (a site's own
 * file: site-code.ts; a render: render/render-guard.ts), so that the signal ends the process at
 * once instead of waiting for that code to return.
 *
 * A signal that comes while this thread is busy is caught and queued, and reaches the handlers
 * only when the event loop next polls. Removing the last handler closes the signal's handle,
 * and a closed handle drops what it had queued: a Ctrl-C pressed just before the handlers were
 * set aside was lost, and `serve --watch` went on serving. deliverQueuedSignals lets the loop
 * poll first; what is left is the moment between that poll and the setting aside.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { isMainThread } from 'node:worker_threads';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Lets the event loop poll once, so that a signal this thread received while busy reaches its
 * handlers. Await it right before setSignalsAside (or before a call that sets them aside).
 */
export async function deliverQueuedSignals(): Promise<void> {
  if (!isMainThread) return;
  // The first turn may run in the check phase just after the poll that resumed the caller,
  // before any signal that came since is read; the second comes after the next poll.
  await nextTurn();
  await nextTurn();
}

/** Removes the SIGINT and SIGTERM handlers of this thread; the returned function puts them back. Render and other worker threads have none. */
export function setSignalsAside(): () => void {
  if (!isMainThread) return () => undefined;
  const aside = SIGNALS.map((signal) => [signal, process.rawListeners(signal) as ((...args: unknown[]) => void)[]] as const);
  if (aside.every(([, listeners]) => listeners.length === 0)) return () => undefined;
  for (const signal of SIGNALS) process.removeAllListeners(signal);
  return () => {
    for (const [signal, listeners] of aside) for (const listener of listeners) process.on(signal, listener);
  };
}
