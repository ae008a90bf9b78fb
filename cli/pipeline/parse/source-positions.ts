/**
 * Maps URLs found in the output back to where they were written, by searching the body
 * text forward from the previous hit (links come out in the order they were written,
 * except footnotes and reference definitions, which the fallback covers).
 */
import { createLineIndex } from '../../errors.js';
import { safeDecodeUri } from '../routes/url.js';

/** 1-based position in the whole file. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** Finds URLs in one body; it keeps a cursor, so make one per body. */
export interface PositionFinder {
  /** Where `url` was written: searched from `from` (an offset) if given, else from the last hit, else from the top. */
  find(url: string, from?: number): SourcePosition;
  /** Offset in the body of a 1-based body line and column. */
  offsetOf(line: number, column: number): number;
}

/** Returns a finder over `text` (the body); positions count `lineOffset` lines before it. */
export function createPositionFinder(text: string, lineOffset: number): PositionFinder {
  const lines = createLineIndex(text);
  let cursor = 0;

  const toPosition = (offset: number): SourcePosition => {
    const at = lines.position(offset);
    return { line: at.line + lineOffset, column: at.column };
  };

  const find = (url: string, near?: number): SourcePosition => {
    const forms = [...new Set([url, safeDecodeUri(url), url.replace(/^mailto:/i, '')])].filter(Boolean);
    // `near` is where the node starts, often only its block: a second link to the same URL in one
    // paragraph is after the first hit, so the search starts there when that is past `near`.
    const starts = near === undefined ? [cursor, 0] : cursor >= near ? [cursor, near, 0] : [near, cursor, 0];
    for (const from of starts) {
      for (const form of forms) {
        const at = text.indexOf(form, from);
        if (at >= 0) {
          cursor = at + form.length;
          return toPosition(at);
        }
      }
    }
    // Not written in this body (it came from an MDX partial): the place the node stands for.
    return toPosition(Math.min(near ?? cursor, text.length));
  };
  const offsetOf = lines.offset;
  return { find, offsetOf };
}
