/**
 * The pages a broken link most likely meant, for its hint: a page whose last segment is a near
 * spelling of the link's ("evaluations" for a page "evaluation"), nearest first and beside the
 * link's folder first; then pages whose path holds the link's last segment. A bare substring
 * match alone put an unrelated page first ("hypercertevaluationschema" for "evaluations").
 */
import { editDistance } from '../../config/did-you-mean.js';

/** How many edits a segment of this length may be off and still read as a slip. */
const slack = (length: number): number => (length <= 3 ? 1 : length <= 6 ? 2 : 3);

const lastSegment = (path: string): string => path.split('/').filter(Boolean).pop() ?? '';
const parentOf = (path: string): string => path.replace(/\/?[^/]*\/?$/, '');

/** Up to `max` route keys near `key` (both in routeKey form), best first. */
export function nearPages(key: string, keys: Iterable<string>, max = 3): string[] {
  const last = lastSegment(key);
  if (!last) return [];
  const parent = parentOf(key);
  const ranked: { k: string; rank: number[] }[] = [];
  for (const k of keys) {
    const seg = lastSegment(k);
    // The length test first: most pages are too far off to be worth an edit distance.
    const distance = Math.abs(seg.length - last.length) <= slack(last.length) ? editDistance(last, seg) : Infinity;
    const close = distance <= slack(last.length);
    if (!close && !k.includes(last)) continue;
    ranked.push({ k, rank: [close ? 0 : 1, parentOf(k) === parent ? 0 : 1, close ? distance : 0, k.length] });
  }
  ranked.sort((a, b) => compareRanks(a.rank, b.rank));
  return ranked.slice(0, max).map((r) => r.k);
}

/** Orders rank tuples by their first differing entry, smaller first. */
function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
