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
