/**
 * Blog reading time (behaviors §11.2): words / 200, counting like Docusaurus' reading-time
 * dependency so the minutes match: every CJK character is a word of its own.
 */

const WORDS_PER_MINUTE = 200;

const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

const isCjk = (c: number): boolean =>
  (c >= 0x3040 && c <= 0x309f) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0x20000 && c <= 0x2ebe0);

const isPunctuation = (c: number): boolean =>
  (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) ||
  (c >= 0x7b && c <= 0x7e) || (c >= 0x3000 && c <= 0x303f) || (c >= 0xff00 && c <= 0xffef);

/**
 * Number of words by the rules above. It walks code points in place: a copy of the post as an
 * array of one-character strings cost most of a small blog's route step in a cold build.
 */
export function countWords(text: string): number {
  const s = text.trim();
  let words = 0;
  for (let i = 0; i < s.length;) {
    const c = s.codePointAt(i) as number;
    i += c > 0xffff ? 2 : 1;
    if (isCjk(c)) {
      words++;
      // A CJK character swallows the punctuation and spaces after it.
      for (let n = s.codePointAt(i) as number; i < s.length && (isPunctuation(n) || isSpace(n)); n = s.codePointAt(i) as number) i += n > 0xffff ? 2 : 1;
    } else if (!isSpace(c)) {
      const next = s.codePointAt(i);
      if (next === undefined || isSpace(next) || isCjk(next)) words++;
    }
  }
  return words;
}

/** Reading time in minutes (a float: words / 200) of a post's Markdown source. */
export function readingTimeMinutes(markdownSource: string): number {
  let minutes = counted.get(markdownSource);
  if (minutes === undefined) {
    // A long watch session edits many versions of a post; a fresh start keeps the memory flat.
    if (counted.size > 10_000) counted.clear();
    counted.set(markdownSource, (minutes = countWords(markdownSource) / WORDS_PER_MINUTE));
  }
  return minutes;
}

/** Minutes by post text: a watch rebuild counts only the posts that changed. */
const counted = new Map<string, number>();

/** "One min read" / "N min read" with N rounded up; 0 minutes reads "0 min read". */
export function formatReadingTime(minutes: number): string {
  const rounded = Math.ceil(minutes);
  return rounded === 1 ? 'One min read' : `${rounded} min read`;
}
