/**
 * A value a site's file exported (its sidebars), copied into plain arrays and objects while the
 * file is still to blame: a getter that throws or a Proxy whose traps throw would otherwise throw
 * later, deep in opdocs' own checks, and be printed as an opdocs bug.
 */
import { setOwn } from '../../own-keys.js';

/** Levels copied; deeper values stay as they are (the sidebar checks refuse far less deep ones). */
const MAX_DEPTH = 400;

/** Longer lists are refused: a sparse one (length 2**32 - 1) would hang every loop over it. */
const MAX_LENGTH = 1_000_000;

/** A list in the value longer than any sidebar needs. */
export class SiteValueTooLarge extends Error {
  constructor(readonly length: number) {
    super(`exports a list of ${length} items (at most ${MAX_LENGTH} are read)`);
  }
}

/** Copies `value`'s arrays and plain objects, reading each property once; cycles stay cycles. */
export function plainSiteValue(value: unknown): unknown {
  const copies = new Map<object, unknown>();
  const copy = (item: unknown, depth: number): unknown => {
    if (typeof item !== 'object' || item === null || depth > MAX_DEPTH) return item;
    const known = copies.get(item);
    if (known !== undefined) return known;
    if (Array.isArray(item)) {
      if (item.length > MAX_LENGTH) throw new SiteValueTooLarge(item.length);
      const out: unknown[] = [];
      copies.set(item, out);
      for (let i = 0; i < item.length; i++) out.push(copy(item[i], depth + 1));
      return out;
    }
    const proto = Object.getPrototypeOf(item) as unknown;
    // Dates, Maps and class instances are kept: the checks name what they are.
    if (proto !== Object.prototype && proto !== null) return item;
    const out: Record<string, unknown> = {};
    copies.set(item, out);
    // Defined, not assigned: `out["__proto__"] = …` set the copy's prototype, so a sidebar of
    // that name vanished and its items showed through as inherited keys.
    for (const key of Object.keys(item)) setOwn(out, key, copy((item as Record<string, unknown>)[key], depth + 1));
    return out;
  };
  return copy(value, 0);
}
