/** The meta string of a code fence (`title="file.yaml" {1,3-5} showLineNumbers`), read by the build and by CodeBlock. */

/** What the meta string after the language asks for. */
export interface CodeMeta {
  title: string | null;
  /** 1-based line numbers to highlight. */
  highlighted: Set<number>;
  /** True when the meta names line ranges (`{1,3}`): magic comments are then left as code, as in Docusaurus. */
  hasRanges: boolean;
  /** Number of the first line when `showLineNumbers` (or `showLineNumbers=5`) is given, else null. */
  lineNumbersStart: number | null;
}

/** Parses `title="file.yaml" {1,3-5} showLineNumbers` style meta strings. */
export function parseCodeMeta(meta: string): CodeMeta {
  // Only a quoted title counts: Docusaurus shows none for `title=x.yaml`.
  const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const numbers = /\bshowLineNumbers(?:=(\d+))?\b/.exec(meta);
  const highlighted = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges) {
    for (const part of ranges[1].split(',')) {
      const [from, to] = part.trim().split('-').map((n) => parseInt(n, 10));
      if (!Number.isFinite(from)) continue;
      const end = Number.isFinite(to) ? to : from;
      for (let n = from; n <= end && n - from < 10000; n++) highlighted.add(n);
    }
  }
  return {
    title: title ? (title[1] ?? title[2]) : null,
    highlighted,
    hasRanges: ranges !== null,
    lineNumbersStart: numbers ? Number(numbers[1] ?? 1) : null,
  };
}
