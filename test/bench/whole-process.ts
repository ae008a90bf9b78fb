/**
 * Whole-process figures as a user sees them: each command runs under `/usr/bin/time -v`
 * (wall clock, CPU, peak RSS of the process), N times; the median is reported. CPU is user
 * plus system time, and the system part is also shown: on the 2-core machine it is mostly the
 * file system's, and it varies far more from run to run than the build's own work.
 */
import { spawnSync } from 'node:child_process';

export interface ProcessRun { wallS: number; cpuS: number; sysS: number; rssMiB: number }

function parseTime(stderr: string): ProcessRun {
  const field = (name: string) => stderr.match(new RegExp(`${name}: (.+)`))?.[1]?.trim() ?? '';
  const clock = field('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)').split(':').map(Number);
  const wallS = clock.reduce((total, part) => total * 60 + part, 0);
  const sysS = Number(field('System time \\(seconds\\)'));
  const cpuS = Number(field('User time \\(seconds\\)')) + sysS;
  return { wallS, cpuS, sysS, rssMiB: Number(field('Maximum resident set size \\(kbytes\\)')) / 1024 };
}

/** `before` runs untimed ahead of each run; `env` gives each run's extra environment variables. */
export interface RunOptions { cwd?: string; before?: () => void; env?: () => Record<string, string> }

/** Runs `argv` once under /usr/bin/time -v; `before` runs first, untimed (e.g. removing caches). */
export function timeOnce(argv: string[], opts: RunOptions = {}): ProcessRun {
  opts.before?.();
  const env = opts.env ? { ...process.env, ...opts.env() } : process.env;
  const res = spawnSync('/usr/bin/time', ['-v', ...argv], { cwd: opts.cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (res.status !== 0) throw new Error(`${argv.join(' ')} failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
  return parseTime(res.stderr);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median of `runs` whole-process runs. */
export function timeMedian(argv: string[], runs: number, opts: RunOptions = {}): ProcessRun {
  const all = Array.from({ length: runs }, () => timeOnce(argv, opts));
  return { wallS: median(all.map((r) => r.wallS)), cpuS: median(all.map((r) => r.cpuS)), sysS: median(all.map((r) => r.sysS)), rssMiB: median(all.map((r) => r.rssMiB)) };
}

export const fmt = (r: ProcessRun) => `${r.wallS.toFixed(2)} s | ${r.cpuS.toFixed(2)} s (${r.sysS.toFixed(2)} s system) | ${r.rssMiB.toFixed(0)} MiB`;
