/**
 * Ctrl-C or a kill while a `serve --watch` rebuild writes its staging folder: the folder and the
 * build lock are removed before the process ends, as `opdocs build` does (commands/build.ts).
 * Without it they stayed beside the output until the next build took the stale lock over.
 */
import type { Staging } from './commit.js';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** Discards `staging` on SIGINT or SIGTERM until the returned function is called (after commit or discard). */
export function discardOnSignal(staging: Staging): () => void {
  // serve's own handler (main.ts) ends the process; without one (a caller of the API) this one
  // does. Counted now: a `once` handler is gone from the list by the time a later one runs.
  const handled = new Map(SIGNALS.map((signal) => [signal, process.listenerCount(signal) > 0]));
  const onSignal = (signal: NodeJS.Signals) => {
    try {
      staging.discard();
    } catch {
      // esbuild's process may still be writing into the folder; the lock is released either
      // way, and the next build removes what is left (recoverOutput). The process still ends.
    }
    if (!handled.get(signal as (typeof SIGNALS)[number])) process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  // First in line, so the folder is gone before serve's handler ends the process.
  for (const signal of SIGNALS) process.prependOnceListener(signal, onSignal);
  return () => {
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
}
