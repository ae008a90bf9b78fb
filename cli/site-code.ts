/**
 * Running a site's own code in this thread (its sidebars file, its docusaurus.config.js).
 * Such code may loop forever. While it runs, no handler of ours can run either, so Ctrl+C,
 * which the build handles to clean up (commands/build.ts), would be ignored: the build would
 * hang for good. Meanwhile the handlers are set aside, so that the signal ends the process at
 * once (the next build recovers its output folder: output/commit.ts), and the side thread
 * says which file is still running once it has run long.
 */
import { noticeIfSlow } from './workers/side-thread.js';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** How long a site's file runs before the build says so (OPDOCS_SLOW_CODE_MS sets it: tests). */
const slowSiteCodeMs = (): number => Number(process.env.OPDOCS_SLOW_CODE_MS) || 10_000;

let depth = 0;
let setAside: [NodeJS.Signals, ((...args: unknown[]) => void)[]][] = [];

/** Runs `run` (which evaluates `file`) with Ctrl+C ending the process, and a notice if it runs long. */
export async function runSiteCode<T>(file: string, run: () => Promise<T>, slowMs = slowSiteCodeMs()): Promise<T> {
  // Versions load their sidebars files side by side: the handlers are set aside by the first and back after the last.
  if (depth++ === 0) {
    setAside = SIGNALS.map((signal) => [signal, process.rawListeners(signal) as ((...args: unknown[]) => void)[]]);
    for (const signal of SIGNALS) process.removeAllListeners(signal);
  }
  const stop = noticeIfSlow(
    `\nopdocs: ${file} has been running for ${slowMs / 1000} s. If it never finishes, it may loop forever: `
    + 'Ctrl+C stops the build, and the previous output stays as it was.\n',
    slowMs,
  );
  try {
    return await run();
  } finally {
    stop();
    if (--depth === 0) {
      for (const [signal, listeners] of setAside) for (const listener of listeners) process.on(signal, listener);
      setAside = [];
    }
  }
}
