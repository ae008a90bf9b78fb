/**
 * A start-screen row leaving its list (behaviors §12.6): the row gets `DocSearch-Hit--deleting`
 * or `--favoriting`, and the list is re-read when its CSS transition ends. The stored lists are
 * written when the button is pressed, so only the picture waits: a missing `transitionend`
 * (none runs, reduced motion, property not animated, screen left mid-way) cannot lose a change.
 */
import { useEffect, useLayoutEffect, useRef, useState, type DependencyList } from 'react';

/** Which animation the row plays. */
export type ExitKind = 'deleting' | 'favoriting';

/** The row leaving: its element id and how it leaves. */
export interface RowExit {
  rowId: string;
  kind: ExitKind;
}

/** Waited beyond the computed transition time before giving up on `transitionend`. */
export const EXIT_FALLBACK_MARGIN_MS = 100;

const toMs = (list: string) => list.split(',').map((part) => {
  const value = Number.parseFloat(part);
  if (Number.isNaN(value)) return 0;
  return part.trim().endsWith('ms') ? value : value * 1000;
});

/** Longest duration + delay among the element's transitions (0: nothing will animate). */
function transitionTime(el: HTMLElement): number {
  const style = window.getComputedStyle(el);
  const delays = toMs(style.transitionDelay);
  return Math.max(0, ...toMs(style.transitionDuration).map((duration, i) => duration + (delays[i % delays.length] ?? 0)));
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface FocusTarget {
  listId: string;
  position: number;
  /** The control to focus in the row that takes the place (the same button, or the link). */
  selector: string;
}

/**
 * `onDone` re-reads the lists; `listsDeps` change once they are re-read, and focus then moves
 * from the vanished row to the same control of the row now at its place (else the row above),
 * else to `onFocusInput`'s target. One row leaves at a time: a second press ends the first.
 */
export function useRowExit(opts: { onDone: () => void; onFocusInput: () => void; listsDeps: DependencyList }) {
  const [exit, setExit] = useState<RowExit | null>(null);
  const pending = useRef<RowExit | null>(null);
  const focusTarget = useRef<FocusTarget | null>(null);
  const callbacks = useRef(opts);
  callbacks.current = opts;

  const finish = (ending: RowExit) => {
    if (pending.current !== ending) return;
    pending.current = null;
    const row = document.getElementById(ending.rowId);
    const focused = document.activeElement;
    if (row?.parentElement && focused instanceof HTMLElement && row.contains(focused)) {
      const title = focused.getAttribute('title');
      focusTarget.current = {
        listId: row.parentElement.id,
        position: [...row.parentElement.children].indexOf(row),
        selector: title ? `button[title="${title.replace(/["\\]/g, '\\$&')}"]` : 'a',
      };
    }
    setExit(null);
    callbacks.current.onDone();
  };

  const start = (next: RowExit) => {
    if (pending.current?.rowId === next.rowId) return;
    if (pending.current) finish(pending.current);
    pending.current = next;
    setExit(next);
  };

  // Layout effect: a row that will not animate is gone before the class is ever painted.
  useLayoutEffect(() => {
    if (!exit) return;
    const row = document.getElementById(exit.rowId);
    const wait = row && !reducedMotion() ? transitionTime(row) : 0;
    if (!row || wait === 0) {
      finish(exit);
      return;
    }
    const onEnd = (event: Event) => event.target === row && finish(exit);
    row.addEventListener('transitionend', onEnd);
    const timer = setTimeout(() => finish(exit), wait + EXIT_FALLBACK_MARGIN_MS);
    return () => {
      row.removeEventListener('transitionend', onEnd);
      clearTimeout(timer);
    };
  }, [exit]);

  useLayoutEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    const rows = document.getElementById(target.listId)?.children;
    const row = rows?.[target.position] ?? rows?.[target.position - 1];
    const control = row?.querySelector<HTMLElement>(target.selector);
    if (control) control.focus();
    else callbacks.current.onFocusInput();
  }, opts.listsDeps);

  // Leaving the start screen mid-animation (typing a query, closing): re-read the lists now.
  useEffect(() => () => {
    if (!pending.current) return;
    pending.current = null;
    callbacks.current.onDone();
  }, []);

  return { exit, start };
}
