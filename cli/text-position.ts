/**
 * Lines and columns of offsets in a text, as errors and warnings name them (1-based, as editors
 * and terminals count).
 */
/** Converts a 0-based offset in `text` to a 1-based line and column. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * positionAt for many offsets of one text, and back: 1-based line and column by binary search
 * over the line starts, found on the first call (a scan from the start per offset is quadratic).
 */
export function createLineIndex(text: string): { position(offset: number): { line: number; column: number }; offset(line: number, column: number): number } {
  let found: number[] | undefined;
  const lineStarts = () => {
    if (!found) {
      found = [0];
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) found.push(i + 1);
    }
    return found;
  };
  const position = (offset: number) => {
    const starts = lineStarts();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  };
  const offset = (line: number, column: number) => Math.min(text.length, (lineStarts()[line - 1] ?? text.length) + column - 1);
  return { position, offset };
}
