/**
 * Lets the UI take browser Back/Forward over for a while: behaviors §4.3, with the mobile menu
 * open they only close it. The router hands each popstate to {@link takeBlockedPop} first; with
 * a blocker set, the blocker is called and history is stepped back to the entry that was
 * current, so the page and its address stay. Nothing is pushed onto history for this, so
 * closing the menu another way leaves no entry behind that a later Back would have to skip.
 */

const blockers: (() => void)[] = [];
/** One decision per popstate, so two routers on a window (a bundle loaded twice) agree and never loop. */
const decided = new WeakMap<Event, boolean>();
/** The history index a blocked step is being undone to; its popstate is not a navigation. */
let revertingTo: number | null = null;

/** Until the returned function is called, Back/Forward call `onBlocked` instead of navigating. */
export function blockHistoryPop(onBlocked: () => void): () => void {
  blockers.push(onBlocked);
  return () => {
    const index = blockers.lastIndexOf(onBlocked);
    if (index >= 0) blockers.splice(index, 1);
  };
}

/**
 * True when `event` is no navigation: a blocker took it (and `go` steps back to `currentIdx`),
 * or it is that step back arriving. An entry without an index (a fragment jump the router has
 * not adopted yet) cannot be stepped back to: the blocker is still told, and navigation goes on.
 */
export function takeBlockedPop(event: PopStateEvent, currentIdx: number, go: (delta: number) => void): boolean {
  const known = decided.get(event);
  if (known !== undefined) return known;
  const idx = (event.state as { idx?: unknown } | null)?.idx;
  let blocked = false;
  if (revertingTo !== null && idx === revertingTo) {
    revertingTo = null;
    blocked = true;
  } else {
    revertingTo = null;
    const blocker: (() => void) | undefined = blockers.at(-1);
    blocker?.();
    if (blocker && typeof idx === 'number' && idx !== currentIdx) {
      blocked = true;
      revertingTo = currentIdx;
      go(currentIdx - idx);
    }
  }
  decided.set(event, blocked);
  return blocked;
}
