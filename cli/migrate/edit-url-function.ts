/**
 * A function-valued `editUrl` → the fixed base opdocs appends a file's path to. Docusaurus calls
 * the function per file; most sites only join a repository URL with the paths it is given, so
 * calling it once with a made-up file shows the base. A function whose result does not end with
 * that file's path (a URL per locale, a lookup table) cannot be reduced to a base and stays a note.
 */

export type EditUrlResult = { base: string; versionsDiffer?: boolean } | { reason: string };

const PROBE = 'opdocs-probe/page.md';

/** Calls `fn` with Docusaurus' arguments for a made-up file under `dir`; the URL's base, or null. */
function baseFor(fn: (...args: unknown[]) => unknown, args: Record<string, unknown>, dir: string): string | null | Error {
  let url: unknown;
  try {
    url = fn(args);
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
  const tail = `${dir}/${PROBE}`;
  return typeof url === 'string' && url.endsWith(`/${tail}`) ? url.slice(0, -tail.length) : null;
}

/**
 * The base of a docs editUrl function, for the docs folder `docsDir`; `versionsDiffer` when the
 * function sends versioned docs elsewhere than their own file under versioned_docs/ (opdocs
 * always links a file to its own path).
 */
export function docsEditBase(fn: (...args: unknown[]) => unknown, docsDir: string, locale: string): EditUrlResult {
  const args = (dir: string, version: string) => ({ version, versionDocsDirPath: dir, docPath: PROBE, permalink: `/${PROBE.replace(/\.md$/, '')}`, locale });
  const base = baseFor(fn, args(docsDir, 'current'), docsDir);
  if (base instanceof Error) return { reason: `calling it failed (${base.message})` };
  if (base === null) return { reason: 'its URLs do not end with the doc\'s path' };
  const versioned = 'versioned_docs/version-1.0';
  const other = baseFor(fn, args(versioned, '1.0'), versioned);
  return other === base ? { base } : { base, versionsDiffer: true };
}

/** The base of a blog editUrl function, for the blog folder `blogDir`. */
export function blogEditBase(fn: (...args: unknown[]) => unknown, blogDir: string, locale: string): EditUrlResult {
  const base = baseFor(fn, { blogDirPath: blogDir, blogPath: PROBE, permalink: `/${PROBE.replace(/\.md$/, '')}`, locale }, blogDir);
  if (base instanceof Error) return { reason: `calling it failed (${base.message})` };
  return base === null ? { reason: 'its URLs do not end with the post\'s path' } : { base };
}
