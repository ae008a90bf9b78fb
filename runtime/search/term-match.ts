/**
 * Which indexed words a query word stands for: itself, longer words when it is the word
 * being typed (prefix), and words within 1 typo (3+ letters) or 2 typos (7+ letters), the
 * thresholds of the DocSearch index settings (behaviors §14).
 */

export interface TermCandidate {
  term: string;
  typos: number;
  prefix: boolean;
  count: number;
}

/** At most this many words per query word, best first, as engines cap prefix expansion. */
export const MAX_CANDIDATES = 40;

/** Edit distance with adjacent swaps, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** Typos allowed for a query word of this length. */
export const allowedTypos = (word: string): number => (word.length >= 7 ? 2 : word.length >= 3 ? 1 : 0);

/** Candidates for `word` among the words of its shard (`counts`: word → record count). */
export function matchTerms(word: string, counts: Map<string, number>, isPrefix: boolean): TermCandidate[] {
  const max = allowedTypos(word);
  const out: TermCandidate[] = [];
  for (const [term, count] of counts) {
    if (term === word) {
      out.push({ term, typos: 0, prefix: false, count });
      continue;
    }
    if (isPrefix && term.startsWith(word)) {
      out.push({ term, typos: 0, prefix: true, count });
      continue;
    }
    if (!max) continue;
    const d = editDistance(word, term, max);
    if (d <= max) {
      out.push({ term, typos: d, prefix: false, count });
      continue;
    }
    // A typo in the word being typed: compare with the start of longer words.
    if (isPrefix && term.length > word.length) {
      const dp = editDistance(word, term.slice(0, word.length), max);
      if (dp <= max) out.push({ term, typos: dp, prefix: true, count });
    }
  }
  out.sort((a, b) => a.typos - b.typos || Number(a.prefix) - Number(b.prefix) || b.count - a.count || (a.term < b.term ? -1 : 1));
  return out.slice(0, MAX_CANDIDATES);
}
