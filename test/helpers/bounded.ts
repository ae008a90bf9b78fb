/**
 * A time limit for waits that have none of their own. Playwright bounds its waitFor* calls,
 * but not a promise the page hands back from evaluate() (an event listener, a frame): when the
 * event never comes, the test process waits for ever and a CI job hangs with no output.
 */

/** Default limit, well above anything a passing test waits for on a loaded machine. */
export const WAIT_LIMIT_MS = 15_000;

/**
 * Resolves as `promise` does, or rejects after `ms` with an error that names `what` was
 * awaited, so a hang becomes a failure that says where it stopped.
 */
export function within<T>(promise: Promise<T>, what: string, ms = WAIT_LIMIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`gave up after ${ms} ms waiting for ${what}`)), ms);
  });
  // A late rejection of the abandoned wait (its page closed) must not surface as unhandled.
  promise.catch(() => undefined);
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
