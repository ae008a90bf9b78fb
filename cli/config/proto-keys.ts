/**
 * `__proto__` as a key of hand-written data (front matter, authors.yml, a category file, the
 * config's free maps). YAML and JSON readers keep it as a plain key, but zod's parse and every
 * `out[key] = value` copy after it take it for the object's prototype: the entry vanished
 * without a word (an author or tag defined in the file was then "unknown"). It is reported at
 * its key instead, so nothing is lost in silence and nothing reaches Object.prototype.
 */
import type { Problem } from './schema-errors.js';
import type { PathSegment } from './schema-walk.js';

/** A problem at every own `__proto__` key in `value`, outermost first. */
export function protoKeyProblems(value: unknown): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<object>();
  // A stack, not recursion: YAML nests thousands deep in a few bytes.
  const stack: [unknown, PathSegment[]][] = [[value, []]];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (node === null || typeof node !== 'object' || node instanceof Date || seen.has(node)) continue;
    seen.add(node);
    if (!Array.isArray(node) && Object.hasOwn(node, '__proto__')) {
      problems.push({
        path: [...path, '__proto__'], at: 'key',
        message: 'JavaScript takes this key for the object\'s prototype, so its entry would be lost',
        hint: 'rename the key (e.g. `proto`), and any place that names it',
      });
    }
    const entries = Object.entries(node);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      if (key !== '__proto__') stack.push([child, [...path, Array.isArray(node) ? Number(key) : key]]);
    }
  }
  return problems;
}
