/**
 * Step timings printed by the build ("load 120 ms") and the one-line summary. On a terminal, a
 * step that runs longer than about a second also shows a status line with its progress
 * ("render 1200/5000 pages"), rewritten in place; in CI logs and pipes only the step lines appear.
 */
import { createColors, hasColor } from '../colors.js';

/** How long a step runs before its progress line appears. */
const PROGRESS_AFTER_MS = 1000;

/** `stream` and `now` are for tests: a fake terminal and a fake clock. */
export function createTimer(quiet = false, stream: Pick<NodeJS.WriteStream, 'write' | 'isTTY'> = process.stdout, now = () => performance.now()) {
  const start = now();
  let last = start;
  let statusShown = false;
  const live = !quiet && !!stream.isTTY && !process.env.CI;
  const c = createColors(hasColor(stream));
  const clearStatus = () => {
    if (statusShown) stream.write('\r\u001b[2K');
    statusShown = false;
  };
  return {
    step(name: string, detail = '') {
      const at = now();
      clearStatus();
      if (!quiet) stream.write(`  ${name.padEnd(15)} ${String(Math.round(at - last)).padStart(6)} ms${detail ? `  ${c.dim(detail)}` : ''}\n`);
      last = at;
    },
    /** Shows "<name> done/total unit" on a terminal once the current step passed a second. */
    progress(name: string, done: number, total: number, unit: string) {
      if (!live || now() - last < PROGRESS_AFTER_MS) return;
      stream.write(`\r\u001b[2K  ${name.padEnd(15)} ${c.dim(`${done}/${total} ${unit}`)}`);
      statusShown = true;
    },
    /** Prints "✔ <verb> <summary> in N ms" and returns N. */
    done(summary: string, verb = 'built'): number {
      const ms = Math.round(now() - start);
      clearStatus();
      if (!quiet) stream.write(`${c.green('✔')} ${verb} ${summary} in ${ms} ms\n`);
      return ms;
    },
  };
}
