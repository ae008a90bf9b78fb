/**
 * Running a site's own code in this thread (its sidebars file, its docusaurus.config.js).
 * Such code may loop forever. While it runs, no handler of ours can run either, so Ctrl+C,
 * which the build handles to clean up (commands/build.ts), would be ignored: the build would
 * hang for good. Meanwhile the handlers are set aside, so that the signal ends the process at
 * once (the next build recovers its output folder: output/commit.ts), and the side thread
 * says which file is still running once it has run long. A call to process.exit is refused
 * while it runs: obeyed, it would end the build with no word and leave the output half-made.
 */
import { noticeIfSlow } from './workers/watchdog.js';
import { deliverQueuedSignals, setSignalsAside } from './signals-aside.js';

/** How long a site's file runs before the build says so (OPDOCS_SLOW_CODE_MS sets it: tests). */
const slowSiteCodeMs = (): number => Number(process.env.OPDOCS_SLOW_CODE_MS) || 10_000;
/**
 * How long a site's file may run before the build stops it (OPDOCS_SITE_CODE_LIMIT_MS sets it):
 * a sidebars file lists items and a config returns settings, in well under a second, while a
 * loop that never ends would hold a CI build until the CI's own limit, hours later.
 */
export const siteCodeLimitMs = (): number => Number(process.env.OPDOCS_SITE_CODE_LIMIT_MS) || 60_000;
/** Time the main thread has to fail a file that is over its limit, before the side thread ends the process. */
const STOP_GRACE_MS = 3_000;

/** What a site's file that ran past its limit fails with, when this thread was free to say so. */
export class SiteCodeTimeout extends Error {
  constructor(readonly limitMs: number) {
    super(`did not finish within ${limitMs / 1000} s`);
  }
}

/** What to do about a file that ran past its limit. */
export const SITE_CODE_TIMEOUT_HINT = 'it may loop forever or wait on something that never comes; fix it, or if it is only slow, give it longer with OPDOCS_SITE_CODE_LIMIT_MS (milliseconds)';

/** What a site's file that called process.exit throws instead (its code may catch it: run() throws it again). */
export class SiteCodeExit extends Error {
  constructor(readonly code: unknown) {
    super(`called process.exit(${code === undefined ? '' : describeThrown(code)})`);
  }
}

/** A thrown value in words: an Error's message, anything else (42, null, a string) as it reads. */
export function describeThrown(value: unknown): string {
  if (value instanceof Error) return value.message || value.name;
  try {
    return typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) ?? String(value) : String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

let realExit: typeof process.exit | undefined;
let exitCalled: SiteCodeExit | undefined;
let exitHolds = 0;

/** Refuses process.exit until the returned function is called (holds nest: the last one puts it back). */
function holdExit(): () => SiteCodeExit | undefined {
  if (exitHolds++ === 0) {
    realExit = process.exit;
    process.exit = ((code?: unknown) => {
      exitCalled = new SiteCodeExit(code);
      throw exitCalled;
    }) as typeof process.exit;
  }
  return () => {
    const called = exitCalled;
    if (--exitHolds === 0) {
      process.exit = realExit!;
      exitCalled = undefined;
    }
    return called;
  };
}

/** Runs a site's synchronous code (a plugin migrate calls) with process.exit refused: it throws a SiteCodeExit. */
export function runSiteCodeSync<T>(run: () => T): T {
  const release = holdExit();
  let value: T;
  try {
    value = run();
  } finally {
    const called = release();
    if (called) throw called;
  }
  return value;
}

let depth = 0;
let putBack = (): void => undefined;

/**
 * The site files still running. A file whose exported promise never settles leaves nothing for
 * the process to wait on, and Node would end it in silence (exit code 13, no message); the
 * 'beforeExit' that comes first fails them with the reason instead. One listener serves them
 * all, as a site's versions load their sidebars files side by side.
 */
const unsettled = new Set<(reason?: Error) => void>();
const giveUpAll = (): void => {
  for (const giveUp of unsettled) giveUp();
};

/** Why a site's file stopped being awaited: serve --watch saw a newer edit (see abandonSiteCode). */
export class SiteCodeAbandoned extends Error {
  constructor() {
    super('a newer edit came while the build still waited for it');
  }
}

/**
 * serve --watch: stops waiting for the site files whose exported promise has not settled, so
 * the build fails and the next one, with the newer edit, can start. A never-settling promise
 * kept the watch process alive (the server), so 'beforeExit' never came, and every later edit,
 * the fix included, waited behind that build for good. True when one was waiting.
 */
export function abandonSiteCode(): boolean {
  const waiting = [...unsettled];
  for (const giveUp of waiting) giveUp(new SiteCodeAbandoned());
  return waiting.length > 0;
}

/** What the notice of a long-running file says Ctrl+C does, in a build. */
const BUILD_STOP = 'Ctrl+C stops the build, and the previous output stays as it was.';

/**
 * Runs `run` (which evaluates `file`) with Ctrl+C ending the process, and a notice if it runs
 * long; `stopping` says what Ctrl+C leaves behind (a build's, unless another command's).
 */
export async function runSiteCode<T>(file: string, run: () => Promise<T>, slowMs = slowSiteCodeMs(), stopping = BUILD_STOP, limitMs = siteCodeLimitMs()): Promise<T> {
  // Versions load their sidebars files side by side: the handlers are set aside by the first and back after the last.
  await deliverQueuedSignals();
  if (depth++ === 0) putBack = setSignalsAside();
  const release = holdExit();
  // Stuck in the file's own code, this thread can end nothing: the watchdog thread ends the process.
  const stop = noticeIfSlow(
    `\nopdocs: ${file} has been running for ${slowMs / 1000} s. If it never finishes, it may loop forever: ${stopping}\n`,
    slowMs,
    { text: `\nopdocs: ${file} still runs after ${limitMs / 1000} s, so opdocs stopped: ${SITE_CODE_TIMEOUT_HINT}.\n`, afterMs: limitMs + STOP_GRACE_MS },
  );
  let giveUp = (_reason?: Error): void => undefined;
  const never = new Promise<never>((_, reject) => {
    giveUp = (reason) => reject(reason ?? new Error('what it exports is a promise that never settles: nothing is left for it to wait on'));
  });
  // A file that waits without end (on a timer, a socket) leaves this thread free to fail it.
  const limit = setTimeout(() => giveUp(new SiteCodeTimeout(limitMs)), limitMs);
  limit.unref();
  if (unsettled.size === 0) process.on('beforeExit', giveUpAll);
  unsettled.add(giveUp);
  let value: T;
  try {
    value = await Promise.race([run(), never]);
  } finally {
    clearTimeout(limit);
    unsettled.delete(giveUp);
    if (unsettled.size === 0) process.off('beforeExit', giveUpAll);
    stop();
    if (--depth === 0) putBack();
    // Thrown even when the file caught the exit's error, or threw another because of it.
    const called = release();
    if (called) throw called;
  }
  return value;
}
