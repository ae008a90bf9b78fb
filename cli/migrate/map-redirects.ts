/**
 * The client-redirects plugin's options → `redirects`. Its list carries over as it is; what a
 * function computes (`createRedirects`) or the extension rules add cannot be written as JSON.
 */
import { isObj, type Obj } from './json-values.js';

const isPath = (v: unknown): v is string => typeof v === 'string' && v.startsWith('/');

export function mapRedirects(options: Obj, key: string, out: Obj, note: (key: string, what: string) => void): void {
  const list = Array.isArray(options.redirects) ? options.redirects : [];
  const kept: { from: string | string[]; to: string }[] = [];
  list.forEach((entry, i) => {
    const from = isObj(entry) ? (Array.isArray(entry.from) ? entry.from.filter(isPath) : isPath(entry.from) ? [entry.from] : []) : [];
    const to = isObj(entry) && typeof entry.to === 'string' ? entry.to : undefined;
    if (from.length === 0 || to === undefined) return note(`${key}.redirects[${i}]`, 'not carried over: it needs a "from" path and a "to"');
    // Only paths carry over; an entry of the list that is none is named, not lost without a word.
    if (isObj(entry) && Array.isArray(entry.from) && from.length < entry.from.length) {
      const left = entry.from.filter((f) => !isPath(f)).map((f) => JSON.stringify(f) ?? String(f));
      note(`${key}.redirects[${i}].from`, `${left.join(', ')}: not carried over, as a "from" must be a path starting with "/"`);
    }
    kept.push({ from: from.length === 1 ? from[0] : from, to });
  });
  if (kept.length) out.redirects = [...(Array.isArray(out.redirects) ? out.redirects : []), ...kept];
  if (typeof options.createRedirects === 'function') note(`${key}.createRedirects`, 'not carried over: list the old paths it makes under "redirects" ({ "from": …, "to": … })');
  for (const option of ['fromExtensions', 'toExtensions']) {
    if (Array.isArray(options[option]) && options[option].length) note(`${key}.${option}`, 'not carried over: list the addresses it adds under "redirects"');
  }
}
