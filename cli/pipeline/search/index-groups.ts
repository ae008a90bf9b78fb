/**
 * How the index groups words into files: by their first characters, and small neighbouring
 * groups packed into one file.
 */

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
/** The first `n` (1 or 2) characters of a word, counted in code points. */
export function firstChars(word: string, n: number): string {
  let end = isHighSurrogate(word.charCodeAt(0)) ? 2 : 1;
  if (n === 2 && end < word.length) end += isHighSurrogate(word.charCodeAt(end)) ? 2 : 1;
  return word.slice(0, end);
}

/**
 * Runs of neighbouring items that share a file, each at most `limit` in size unless one item
 * alone is larger. A small site's letters then make a few files rather than one each, which
 * the build writes and a reader's browser fetches (TyKO: 76 word and postings files became 6).
 */
export function packInOrder<T>(items: T[], sizeOf: (item: T) => number, limit: number): T[][] {
  const packs: T[][] = [];
  let size = 0;
  for (const item of items) {
    const n = sizeOf(item);
    if (!packs.length || (size > 0 && size + n > limit)) {
      packs.push([]);
      size = 0;
    }
    packs[packs.length - 1].push(item);
    size += n;
  }
  return packs;
}
