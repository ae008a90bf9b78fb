/**
 * "Go on with defaults": drops whatever was wrong from a value and parses it again, so one bad
 * key does not hide the errors of everything that depends on the rest (config and content
 * errors reported in one run). The problems themselves are reported elsewhere.
 */
import type * as z from 'zod';
import { valueAt } from './schema-errors.js';
import type { PathSegment } from './schema-walk.js';

/** The output for `value` without the keys (or list entries) at `bad`, or undefined when that is not enough. */
export function parseWithout<S extends z.ZodType>(schema: S, value: unknown, bad: PathSegment[][]): z.output<S> | undefined {
  const current = structuredClone(value);
  for (let round = 0; round < 5; round++) {
    if (!pruneAll(current, bad)) return undefined;
    const result = schema.safeParse(current);
    if (result.success) return result.data;
    bad = result.error.issues.map((issue) => issue.path as PathSegment[]);
  }
  return undefined;
}

/**
 * Removes the innermost list entry on each path, or else its key (the parent object's, when the
 * key is absent). List entries go in one filter per list once every target is known: splicing
 * them one by one shifted the later indices onto the wrong entries, and took quadratic time.
 */
function pruneAll(root: unknown, paths: PathSegment[][]): boolean {
  const dropped = new Map<unknown[], Set<number>>();
  for (const path of paths) {
    const lastIndex = path.findLastIndex((seg) => typeof seg === 'number');
    let target = lastIndex >= 0 ? path.slice(0, lastIndex + 1) : path;
    if (lastIndex < 0 && valueAt(root, target) === undefined) target = target.slice(0, -1);
    if (target.length === 0) return false;
    const parent = valueAt(root, target.slice(0, -1));
    const key = target[target.length - 1];
    if (Array.isArray(parent) && typeof key === 'number') {
      const indices = dropped.get(parent) ?? new Set<number>();
      dropped.set(parent, indices.add(key));
    } else if (parent && typeof parent === 'object') delete (parent as Record<PathSegment, unknown>)[key];
  }
  for (const [list, indices] of dropped) {
    let write = 0;
    for (let read = 0; read < list.length; read++) if (!indices.has(read)) list[write++] = list[read];
    list.length = write;
  }
  return true;
}
