/**
 * Docusaurus-style number prefixes: "01-Intro" → "Intro" (prefix 1). Names that look like
 * dates or versions ("2021-11-foo", "7.0-foo") keep their digits.
 */
const PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;
const DATE_OR_VERSION = /^\d+[-_.]\d+/;

export interface StrippedName {
  name: string;
  prefix: number | undefined;
}

/** Removes a number prefix from one path segment or file name. */
export function stripNumberPrefix(name: string): StrippedName {
  if (DATE_OR_VERSION.test(name)) return { name, prefix: undefined };
  const m = PREFIX.exec(name);
  if (!m) return { name, prefix: undefined };
  return { name: name.slice(m[0].length), prefix: Number(m[1]) };
}

/** Strips the prefix of every segment of a "/"-separated path. */
export function stripPathPrefixes(path: string): string {
  return path.split('/').map((s) => stripNumberPrefix(s).name).join('/');
}
