/**
 * Postings as the bytes of their JSON files, written without a string per number: each
 * word's ids per segment are encoded once into one buffer (the base-32 varints of
 * runtime/search/text.ts encodeUints), then copied into the files of their group.
 */

// Keep in step with encodeUints / decodeUints in runtime/search/text.ts.
const DIGITS = Buffer.from('0123456789ABCDEFGHIJKLMNOPQRSTUV', 'latin1');
const LAST = Buffer.from('abcdefghijklmnopqrstuvwxyz!#$%&*', 'latin1');

export interface EncodedPostings {
  bytes: Uint8Array;
  /** Where word u's segment s starts: offsets[u * segments + s]; one more entry at the end. */
  offsets: Uint32Array;
  segments: number;
}

export interface PostingsInput {
  /** Dictionary ids of the words to write, in file order. */
  used: number[];
  /** Postings of word w: postings[starts[w]] … postings[starts[w + 1] − 1], ascending ids. */
  starts: Uint32Array;
  postings: Uint32Array;
  comboById: Uint32Array;
  combos: number;
  segmentSize: number;
  segments: number;
}

/** `(id − previous id) × combos + combo` per posting, the first id of a segment counted from the segment's start. */
export function encodePostings(p: PostingsInput): EncodedPostings {
  const maxValue = p.segmentSize * p.combos;
  let perValue = 1;
  while (32 ** perValue <= maxValue) perValue++;
  const bytes = new Uint8Array(p.postings.length * perValue);
  const offsets = new Uint32Array(p.used.length * p.segments + 1);
  const digits = new Uint8Array(perValue);
  let at = 0;
  p.used.forEach((w, u) => {
    let k = p.starts[w];
    const end = p.starts[w + 1];
    for (let seg = 0; seg < p.segments; seg++) {
      offsets[u * p.segments + seg] = at;
      const segEnd = (seg + 1) * p.segmentSize;
      let prev = seg * p.segmentSize;
      for (; k < end && p.postings[k] < segEnd; k++) {
        const id = p.postings[k];
        let v = (id - prev) * p.combos + p.comboById[id];
        prev = id;
        let n = 0;
        digits[n++] = LAST[v & 31];
        v = Math.floor(v / 32);
        while (v > 0) {
          digits[n++] = DIGITS[v & 31];
          v = Math.floor(v / 32);
        }
        while (n > 0) bytes[at++] = digits[--n];
      }
    }
  });
  offsets[offsets.length - 1] = at;
  return { bytes, offsets, segments: p.segments };
}

/** The JSON file `{"word":"postings",…}` of `members` (indexes into `used`) in segment `seg`; null when none has postings there. */
export function postingsFileBytes(members: number[], seg: number, segments: number, enc: EncodedPostings, wordOf: (u: number) => string): Uint8Array | null {
  let size = 2;
  const words: Buffer[] = [];
  const present: number[] = [];
  for (const u of members) {
    const len = enc.offsets[u * segments + seg + 1] - enc.offsets[u * segments + seg];
    if (!len) continue;
    const word = Buffer.from(wordOf(u), 'utf8');
    words.push(word);
    present.push(u);
    size += word.length + len + 6;
  }
  if (!present.length) return null;
  const out = Buffer.allocUnsafe(size - 1);
  let at = 0;
  out[at++] = 0x7b; // {
  present.forEach((u, i) => {
    if (i) out[at++] = 0x2c; // ,
    out[at++] = 0x22;
    at += words[i].copy(out, at);
    out[at++] = 0x22;
    out[at++] = 0x3a; // :
    out[at++] = 0x22;
    const from = enc.offsets[u * segments + seg];
    out.set(enc.bytes.subarray(from, enc.offsets[u * segments + seg + 1]), at);
    at += enc.offsets[u * segments + seg + 1] - from;
    out[at++] = 0x22;
  });
  out[at++] = 0x7d; // }
  return out.subarray(0, at);
}
