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
    for (const path of bad) if (!prune(current, path)) return undefined;
    const result = schema.safeParse(current);
    if (result.success) return result.data;
    bad = result.error.issues.map((issue) => issue.path as PathSegment[]);
  }
  return undefined;
}

/** Removes the innermost list entry on `path`, or else its key (the parent object's, when the key is absent). */
function prune(root: unknown, path: PathSegment[]): boolean {
  const lastIndex = path.findLastIndex((seg) => typeof seg === 'number');
  let target = lastIndex >= 0 ? path.slice(0, lastIndex + 1) : path;
  if (lastIndex < 0 && valueAt(root, target) === undefined) target = target.slice(0, -1);
  if (target.length === 0) return false;
  const parent = valueAt(root, target.slice(0, -1));
  const key = target[target.length - 1];
  if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
  else if (parent && typeof parent === 'object') delete (parent as Record<PathSegment, unknown>)[key];
  return true;
}
