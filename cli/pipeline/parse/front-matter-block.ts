/**
 * Where a Markdown file's front matter block ends: the same rule for pages, partials and the
 * Markdown a React file imports. No dependencies, so the lazily loaded MDX parts can use it
 * without the YAML reader and the schemas.
 */

/** The YAML text of the block and where the body starts, or why there is no closed block. */
export function splitFrontMatter(text: string): { yaml: string; body: string; lineOffset: number } | 'none' | 'unclosed' {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const firstEnd = text.indexOf('\n', start);
  const firstLine = text.slice(start, firstEnd < 0 ? undefined : firstEnd).trimEnd();
  if (firstLine !== '---') return 'none';
  if (firstEnd < 0) return 'unclosed';
  let lineStart = firstEnd + 1;
  let lines = 1;
  while (lineStart <= text.length) {
    const end = text.indexOf('\n', lineStart);
    const line = text.slice(lineStart, end < 0 ? undefined : end);
    lines++;
    if (line.trimEnd() === '---') {
      return { yaml: text.slice(firstEnd + 1, lineStart), body: end < 0 ? '' : text.slice(end + 1), lineOffset: lines };
    }
    if (end < 0) break;
    lineStart = end + 1;
  }
  return 'unclosed';
}

/** The body after a closed front matter block and how many lines the block took; the text itself and 0 without one. */
export function bodyOf(text: string): { body: string; lineOffset: number } {
  const split = splitFrontMatter(text);
  return typeof split === 'string' ? { body: text, lineOffset: 0 } : { body: split.body, lineOffset: split.lineOffset };
}

