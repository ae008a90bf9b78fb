/**
 * Where a docusaurus.config.* writes a key. The config ran as code, so no parser kept its
 * positions: a plain search finds each key of the path inside the object of the one holding it
 * (`announcementBar`, then its `content`), so a `content:` of another object is not taken. The
 * path is opdocs' (`navbar.items`) or Docusaurus' (`themeConfig.navbar.items`): keys not written
 * in the file are passed over, and the deepest key found gives the place.
 */

/** The offset of the deepest key of `path` found in `text`, or undefined when none is. */
export function scriptKeyOffset(text: string, path: readonly PropertyKey[]): number | undefined {
  let from = 0;
  let to = text.length;
  let found: number | undefined;
  for (const key of path.filter((k): k is string => typeof k === 'string' && k !== '')) {
    const at = new RegExp(`(^|[\\s{,])["']?${key.replace(/\W/g, '\\$&')}["']?\\s*:`, 'm').exec(text.slice(from, to));
    if (!at) continue;
    from += at.index + at[1]!.length;
    found = from;
    to = objectEnd(text, from + at[0].length - at[1]!.length) ?? to;
  }
  return found;
}

/** Where the object literal written right after `at` ends (its closing brace), or undefined when no `{` comes first. */
function objectEnd(text: string, at: number): number | undefined {
  const open = /^\s*\{/.exec(text.slice(at));
  if (!open) return undefined;
  let depth = 0;
  // Braces in strings or comments are counted too: only a narrower search is at stake.
  for (let i = at + open[0].length - 1; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return undefined;
}
