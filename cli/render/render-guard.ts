/**
 * A time limit on rendering a site's components. A component that renders itself without end
 * (`function Loop() { return <Loop /> }`) never overflows the stack on the server: React
 * catches the overflow and goes on in a fresh task, so the build ran for good, its memory
 * growing until V8 ended it with a crash dump, and Ctrl+C could not stop it (this thread never
 * returned to its event loop). Node's `vm` timeout is the one way to stop synchronous code of
 * this thread from outside: its watchdog ends the script and everything it called.
 */
import { Script } from 'node:vm';
import { setSignalsAside } from '../signals-aside.js';

/** How long one route may render (OPDOCS_RENDER_BUDGET_MS sets it: tests). */
export const renderBudgetMs = (): number => Number(process.env.OPDOCS_RENDER_BUDGET_MS) || 30_000;

const SLOT = Symbol.for('opdocs.guarded-run');
const slot = globalThis as unknown as Record<symbol, (() => void) | undefined>;
const script = new Script(`globalThis[Symbol.for('opdocs.guarded-run')]()`, { filename: 'opdocs-render-guard' });

/** True for the error a vm timeout ends a script with. */
const isTimeout = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';

/**
 * Calls `each` on every item in turn, giving each at least `budgetMs` on its own. Items run in one
 * guarded call (a call starts a watchdog thread, too dear per route); when time runs out during
 * an item that did not start the call, the call restarts at that item with the whole budget. An
 * item that uses the whole budget alone goes to `overBudget` and the rest go on. `each` must
 * change nothing outside what it returns to its caller: an item cut short is run again.
 * On the main thread, Ctrl+C's handlers (commands/build.ts) could not run before the time limit,
 * so they are set aside meanwhile and the signal ends the process at once; the next build
 * recovers the output folder. A caller awaits deliverQueuedSignals() (signals-aside.ts) first.
 */
export function forEachWithinBudget<T>(items: readonly T[], each: (item: T, index: number) => void, overBudget: (item: T, index: number, budgetMs: number) => void, budgetMs = renderBudgetMs()): void {
  let next = 0;
  while (next < items.length) {
    const first = next;
    let current = first;
    const run = () => {
      for (current = first; current < items.length; current++) each(items[current]!, current);
    };
    const outer = slot[SLOT];
    slot[SLOT] = run;
    const putBack = setSignalsAside();
    try {
      script.runInThisContext({ timeout: budgetMs });
      next = items.length;
    } catch (err) {
      if (!isTimeout(err)) throw err;
      if (current === first) {
        overBudget(items[current]!, current, budgetMs);
        next = current + 1;
      } else {
        next = current;
      }
    } finally {
      putBack();
      slot[SLOT] = outer;
    }
  }
}

/** The words of an over-budget error, for a route. */
export function overBudgetMessage(routePath: string, budgetMs: number): { message: string; hint: string } {
  return {
    message: `rendering ${routePath} did not finish within ${budgetMs / 1000} s`,
    hint: 'a component on this page renders without end: one that renders itself with no condition that stops it (recursion), or a loop that never ends; fix or remove it',
  };
}
