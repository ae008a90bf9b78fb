/**
 * Blog reading time (behaviors §11.2): words / 200, counting like Docusaurus' reading-time
 * dependency so the minutes match: every CJK character is a word of its own.
 */

const WORDS_PER_MINUTE = 200;

function isSpace(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\n' || ch === '\r' || ch === '\t';
}

function isCjk(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  const c = ch.codePointAt(0)!;
  return (c >= 0x3040 && c <= 0x309f) || (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xac00 && c <= 0xd7a3) || (c >= 0x20000 && c <= 0x2ebe0);
}

function isPunctuation(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  const c = ch.codePointAt(0)!;
  return (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) ||
    (c >= 0x7b && c <= 0x7e) || (c >= 0x3000 && c <= 0x303f) || (c >= 0xff00 && c <= 0xffef);
}

/** Number of words by the rules above. */
export function countWords(text: string): number {
  const chars = Array.from(text.trim());
  let words = 0;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (isCjk(ch)) {
      words++;
      // A CJK character swallows the punctuation and spaces after it.
      while (i + 1 < chars.length && (isPunctuation(chars[i + 1]) || isSpace(chars[i + 1]))) i++;
    } else if (!isSpace(ch)) {
      const next = chars[i + 1];
      if (next === undefined || isSpace(next) || isCjk(next)) words++;
    }
  }
  return words;
}

/** Reading time in minutes (a float: words / 200) of a post's Markdown source. */
export function readingTimeMinutes(markdownSource: string): number {
  return countWords(markdownSource) / WORDS_PER_MINUTE;
}

/** "One min read" / "N min read" with N rounded up; 0 minutes reads "0 min read". */
export function formatReadingTime(minutes: number): string {
  const rounded = Math.ceil(minutes);
  return rounded === 1 ? 'One min read' : `${rounded} min read`;
}
