import { hashWord } from '../../../runtime/search/text.js';

/**
 * Word ↔ id for the index builder, in an open-addressing table over FNV-1a hashes, so a
 * word already seen is found from its place in the text without making a string for it
 * (most of the site's words are seen many times).
 */

export interface WordDictionary {
  /** Word of each id. */
  words: string[];
  /** Id of a word given as a string. */
  idOf(word: string): number;
  /** Id of the ASCII word text[start, end), lowered; `hash` is its hashWord, `lower` says it has no capital. */
  idOfSpan(text: string, start: number, end: number, hash?: number, lower?: boolean): number;
}

const lower = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

export function createWordDictionary(): WordDictionary {
  const words: string[] = [];
  let hashes = new Uint32Array(1024);
  // Slot → id + 1 (0: empty). Kept at most half full.
  let table = new Uint32Array(4096);
  let mask = table.length - 1;

  const grow = () => {
    table = new Uint32Array(table.length * 2);
    mask = table.length - 1;
    for (let id = 0; id < words.length; id++) {
      let slot = hashes[id] & mask;
      while (table[slot]) slot = (slot + 1) & mask;
      table[slot] = id + 1;
    }
  };
  const insert = (word: string, hash: number, slot: number): number => {
    const id = words.length;
    words.push(word);
    if (id >= hashes.length) {
      const more = new Uint32Array(hashes.length * 2);
      more.set(hashes);
      hashes = more;
    }
    hashes[id] = hash;
    table[slot] = id + 1;
    if (words.length * 2 > table.length) grow();
    return id;
  };

  return {
    words,
    idOf(word) {
      const hash = hashWord(word);
      let slot = hash & mask;
      for (let id = table[slot]; id; id = table[(slot = (slot + 1) & mask)]) {
        if (hashes[id - 1] === hash && words[id - 1] === word) return id - 1;
      }
      return insert(word, hash, slot);
    },
    idOfSpan(text, start, end, hash, isLower = false) {
      if (hash === undefined) {
        hash = 0x811c9dc5;
        for (let i = start; i < end; i++) hash = Math.imul(hash ^ lower(text.charCodeAt(i)), 16777619);
        hash >>>= 0;
      }
      const len = end - start;
      let slot = hash & mask;
      for (let id = table[slot]; id; id = table[(slot = (slot + 1) & mask)]) {
        if (hashes[id - 1] !== hash) continue;
        const word = words[id - 1];
        if (word.length !== len) continue;
        if (isLower) {
          if (text.startsWith(word, start)) return id - 1;
          continue;
        }
        let k = 0;
        while (k < len && word.charCodeAt(k) === lower(text.charCodeAt(start + k))) k++;
        if (k === len) return id - 1;
      }
      return insert(text.slice(start, end).toLowerCase(), hash as number, slot);
    },
  };
}
