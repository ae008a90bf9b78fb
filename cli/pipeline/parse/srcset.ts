/**
 * The URLs of a `srcset` (`<img>`, `<source>` in a `<picture>`) resolved as `src` is: a browser
 * picks from srcset before src, so a candidate left as written ("/img/x@2x.png" on a site under a
 * base URL) is the image that fails to load.
 */

/** One candidate: its URL and the descriptors after it (`2x`, `480w`), as written. */
interface Candidate {
  url: string;
  descriptors: string;
}

/**
 * Splits a srcset as HTML reads it: a URL is a run of non-space characters (trailing commas end
 * the candidate), then descriptors up to the next comma outside parentheses.
 */
function parseSrcset(value: string): Candidate[] {
  const out: Candidate[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value[i])) i++;
    if (i >= value.length) break;
    let end = i;
    while (end < value.length && !/\s/.test(value[end])) end++;
    const url = value.slice(i, end);
    i = end;
    if (url.endsWith(',')) {
      out.push({ url: url.replace(/,+$/, ''), descriptors: '' });
      continue;
    }
    let depth = 0;
    let descriptors = '';
    for (; i < value.length; i++) {
      const c = value[i];
      if (c === '(') depth++;
      else if (c === ')') depth = Math.max(0, depth - 1);
      else if (c === ',' && depth === 0) break;
      descriptors += c;
    }
    out.push({ url, descriptors: descriptors.trim() });
  }
  return out;
}

/** `value` with each candidate's URL replaced by `resolve`'s answer (unchanged where it has none). */
export function rewriteSrcset(value: string, resolve: (url: string) => string | undefined): string {
  const candidates = parseSrcset(value);
  if (candidates.length === 0) return value;
  let changed = false;
  const written = candidates.map(({ url, descriptors }) => {
    const next = resolve(url);
    if (next !== undefined && next !== url) changed = true;
    return `${next ?? url}${descriptors ? ` ${descriptors}` : ''}`;
  });
  return changed ? written.join(', ') : value;
}
