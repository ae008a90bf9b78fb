/** Step timings printed by the build ("load 120 ms"), and the one-line summary. */
export function createTimer(quiet = false) {
  const start = performance.now();
  let last = start;
  return {
    step(name: string, detail = '') {
      const now = performance.now();
      if (!quiet) process.stdout.write(`  ${name.padEnd(15)} ${String(Math.round(now - last)).padStart(6)} ms${detail ? `  ${detail}` : ''}\n`);
      last = now;
    },
    done(summary: string): number {
      const ms = Math.round(performance.now() - start);
      if (!quiet) process.stdout.write(`✔ built ${summary} in ${ms} ms\n`);
      return ms;
    },
  };
}
