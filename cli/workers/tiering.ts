/**
 * How soon V8 compiles a function with its optimizing compiler: after its "interrupt budget" of
 * bytecode has run. A build is a short process whose code mostly runs warm, not hot, and every
 * thread compiles the same functions again; at V8's default, optimizing (on background threads
 * that compete with the build's own on two cores) took about a quarter of the CPU while 1,000
 * docs were parsed. With eight times the budget only the really hot functions are optimized:
 * whole builds took 0.95 (TyKO), 0.97 (1,000 docs) and 0.95 (5,000 docs) of the time. At 10,000
 * docs, 5,000 a thread, the warm functions run often enough to pay for optimizing (1.07 with the
 * larger budget), so a site with that much work per thread keeps the default, and so does
 * `serve --watch`, which runs the same code for hours.
 */
import { createRequire } from 'node:module';

/** V8's default budget (11.x, Node 20): 66 KB of bytecode. */
const DEFAULT_BUDGET = 66 * 1024;
const SHORT_RUN_BUDGET = 8 * DEFAULT_BUDGET;
/** Markdown files per thread from which the default budget is faster. */
const LONG_RUN_FILES_PER_THREAD = 3000;

// A budget given to node itself is the user's choice.
const userSet = process.execArgv.some((arg) => /^--interrupt[-_]budget(=|$)/.test(arg));
let budget = DEFAULT_BUDGET;

function setBudget(value: number): void {
  if (userSet || value === budget) return;
  // Read by V8 whenever a function's budget is (re)set, in every thread: it applies at once.
  // node:v8 loads here, not with the CLI: `opdocs --help` loads nothing it does not use.
  const v8 = createRequire(import.meta.url)('node:v8') as typeof import('node:v8');
  v8.setFlagsFromString(`--interrupt-budget=${value}`);
  budget = value;
}

let shortRun = false;

/** At the start of a build or an index: a command that does a few seconds of work (not `serve --watch`). */
export function preferShortRunTiering(): void {
  shortRun = true;
}

/**
 * Once the number of Markdown files is known, before any thread starts: the larger budget for
 * a command that asked for it, unless the site is large. Called again as more files are listed.
 */
export function tuneTieringFor(files: number, threads: number): void {
  if (shortRun) setBudget(shortRunBudget(files, threads));
}

/** The budget of a build that parses `files` Markdown files on `threads` threads. */
export function shortRunBudget(files: number, threads: number): number {
  return files / Math.max(1, threads) >= LONG_RUN_FILES_PER_THREAD ? DEFAULT_BUDGET : SHORT_RUN_BUDGET;
}

/** The budget this process set, as a name part of code caches ('' for V8's default). */
export function tieringFlags(): string {
  return budget === DEFAULT_BUDGET ? '' : `budget${budget}`;
}

/** Sets the budget tieringFlags named (bin/opdocs.js, before it makes a code cache). */
export function setTieringFlags(flags: string): void {
  setBudget(flags ? Number(flags.slice('budget'.length)) : DEFAULT_BUDGET);
}
