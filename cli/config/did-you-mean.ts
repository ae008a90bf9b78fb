/**
 * "Did you mean" for config keys and enum values: the nearest candidate by edit distance,
 * counting a swap of two neighbouring letters as one edit ("itme" → "items" is 2).
 */

/** Optimal-string-alignment distance between two strings, ignoring case. */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => [i, ...Array<number>(y.length).fill(0)]);
  for (let j = 1; j <= y.length; j++) d[0][j] = j;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[x.length][y.length];
}

/** The closest candidate, or undefined when none is close enough to be a likely typo. */
export function findClosest(input: string, candidates: readonly string[]): string | undefined {
  // Short words need a tighter limit, or every two-letter key would "match" anything.
  const limit = input.length <= 3 ? 1 : input.length <= 6 ? 2 : 3;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(input, candidate);
    // On a tie, trust the start of the word: typos are rarer in the first letters ("itme" → "items", not "title").
    const better = distance < bestDistance
      || (distance === bestDistance && best !== undefined && commonPrefix(input, candidate) > commonPrefix(input, best));
    if (better) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i].toLowerCase() === b[i].toLowerCase()) i++;
  return i;
}

/** Hint text: `did you mean "items"? allowed: a, b, c` (the first part only when a candidate is close). */
export function suggestAllowed(input: string, candidates: readonly string[]): string {
  const closest = findClosest(input, candidates);
  const allowed = `allowed: ${[...candidates].sort((a, b) => a.localeCompare(b)).join(', ')}`;
  return closest ? `did you mean "${closest}"? ${allowed}` : allowed;
}
