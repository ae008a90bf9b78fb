/** The meta string of a code fence (`title="file.yaml" {1,3-5}`), read by the build and by CodeBlock. */

/** What the meta string after the language asks for. */
export interface CodeMeta {
  title: string | null;
  /** 1-based line numbers to highlight. */
  highlighted: Set<number>;
}

/** Parses `title="file.yaml" {1,3-5}` style meta strings. */
export function parseCodeMeta(meta: string): CodeMeta {
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
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
  return { title: title ? (title[1] ?? title[2] ?? title[3]) : null, highlighted };
}
