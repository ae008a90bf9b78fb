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
