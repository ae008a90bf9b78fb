/**
 * Break opportunities for long words in table cells. A table can only fit its column when its
 * cells can wrap; `foo.bar.bazQux` or a long type name cannot, so it pushes every other column
 * aside or forces a horizontal scrollbar. `<wbr>` marks where a line may break without
 * adding a character, so copying the identifier still yields the identifier.
 */

// Shorter words fit any sensible column; breaking them would only make them harder to read.
const MIN_LENGTH = 14;
const LONG_WORD = new RegExp(`[^\\s<>]{${MIN_LENGTH},}`, 'g');
const ENTITY = /(&[#a-zA-Z0-9]+;)/;

/** Adds `<wbr>` after `.`, `/`, `_`, `-`, `=` and `,`, and before a capital that follows a lower-case letter, in words of 14+ characters. */
export function addWordBreaks(escapedText: string): string {
  return escapedText.replace(LONG_WORD, (word) =>
    // Entities such as &amp; stay whole; only the text between them gets breaks.
    word.split(ENTITY).map((part, i) => (i % 2 === 1 ? part : breakPart(part))).join(''));
}

function breakPart(part: string): string {
  return part
    .replace(/([./_=,-])(?=[^./_=,-])/g, '$1<wbr>')
    .replace(/([a-z0-9])(?=[A-Z])/g, '$1<wbr>');
}

type HastText = { type: 'text'; value: string };
type HastElement = { type: 'element'; tagName: string; properties: Record<string, unknown>; children: HastNode[] };
type HastNode = HastText | HastElement | { type: string };

const RAW_LONG_WORD = new RegExp(`[^\\s]{${MIN_LENGTH},}`, 'g');

/** A text node's value as text and `<wbr>` elements, by the same rule as addWordBreaks. */
function splitText(value: string): HastNode[] {
  const parts: HastNode[] = [];
  let last = 0;
  for (const m of value.matchAll(RAW_LONG_WORD)) {
    const start = m.index ?? 0;
    const word = m[0];
    for (let i = 1; i < word.length; i++) {
      const prev = word[i - 1];
      const here = word[i];
      const afterSep = /[./_=,-]/.test(prev) && !/[./_=,-]/.test(here);
      const camel = /[a-z0-9]/.test(prev) && /[A-Z]/.test(here);
      if (!afterSep && !camel) continue;
      parts.push({ type: 'text', value: value.slice(last, start + i) });
      parts.push({ type: 'element', tagName: 'wbr', properties: {}, children: [] });
      last = start + i;
    }
  }
  if (!parts.length) return [{ type: 'text', value }];
  parts.push({ type: 'text', value: value.slice(last) });
  return parts;
}

/** Adds `<wbr>` break points to long words in the text under `node` (tables), leaving `<pre>` alone. */
export function breakLongWords(node: HastElement): void {
  if (node.tagName === 'pre') return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text') return splitText((child as HastText).value);
    if (child.type === 'element') breakLongWords(child as HastElement);
    return [child];
  });
}
