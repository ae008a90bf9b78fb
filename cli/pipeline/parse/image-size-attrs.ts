/**
 * The width/height an <img> gets from its file. An author who set one side only (`<img width="100">`,
 * common in Docusaurus MDX) must not get the file's other side beside it: a 400×300 picture
 * would reserve a 100×300 box until it loads. The missing side is scaled instead, when the given
 * one is a plain pixel count; a percentage or CSS length leaves the box to the browser.
 */

/** A size attribute as written: a number, a string such as "100" or "50%", or absent. */
type SizeValue = string | number | boolean | null | undefined | (string | number)[];

const PIXELS = /^\s*(\d+(?:\.\d+)?)(?:px)?\s*$/;

function pixels(value: SizeValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = PIXELS.exec(value);
  const n = m ? Number(m[1]) : NaN;
  return n > 0 ? n : undefined;
}

/** The size attributes to add, given the ones written and the file's own size. */
export function missingImageSize(
  given: { width?: SizeValue; height?: SizeValue },
  file: { width?: number; height?: number },
): { width?: number; height?: number } {
  const hasWidth = given.width !== undefined && given.width !== null;
  const hasHeight = given.height !== undefined && given.height !== null;
  if (hasWidth && hasHeight) return {};
  if (!hasWidth && !hasHeight) {
    return { ...(file.width !== undefined ? { width: file.width } : {}), ...(file.height !== undefined ? { height: file.height } : {}) };
  }
  if (!file.width || !file.height) return {};
  if (hasWidth) {
    const w = pixels(given.width);
    return w === undefined ? {} : { height: Math.round((w * file.height) / file.width) };
  }
  const h = pixels(given.height);
  return h === undefined ? {} : { width: Math.round((h * file.width) / file.height) };
}
