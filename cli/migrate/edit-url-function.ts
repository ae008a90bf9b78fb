/**
 * A function-valued `editUrl` → the fixed base opdocs appends a file's path to. Docusaurus calls
 * the function per file; most sites only join a repository URL with the paths it is given, so
 * calling it once with a made-up file shows the base. A function whose result does not end with
 * that file's path (a URL per locale, a lookup table) cannot be reduced to a base and stays a note.
 */
import { resolve } from 'node:path';

export type EditUrlResult = { base: string; versionsDiffer?: boolean } | { reason: string };

const PROBE = 'opdocs-probe/page.md';

/**
 * Calls `fn` with Docusaurus' arguments for a made-up file under `dir`; the URL's base, or null.
 * `siteDir` lets a folder beside the site (`../docs`) be named from the folder both share.
 */
function baseFor(fn: (...args: unknown[]) => unknown, args: Record<string, unknown>, dir: string, siteDir?: string): string | null | Error {
  let url: unknown;
  try {
    url = fn(args);
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
  if (typeof url !== 'string') return null;
  const tail = `${dir}/${PROBE}`;
  if (url.endsWith(`/${tail}`)) return url.slice(0, -tail.length);
  return siteDir === undefined ? null : baseBesideSite(url, dir, siteDir);
}

/**
 * For docs beside the site folder (`../docs`, the site in `website/`), a function usually names
 * them from the repository root (`…/edit/main/docs/<file>`). opdocs appends `../docs/<file>` and
 * climbs out of the base's last folder per `..` (pipeline/routes/edit-url.ts), so the base ends
 * with the site's own folders: `…/edit/main/website/`. Null when the URL does not end that way.
 */
function baseBesideSite(url: string, dir: string, siteDir: string): string | null {
  const up = /^(?:\.\.\/)+/.exec(dir)?.[0];
  if (!up) return null;
  const inner = `${dir.slice(up.length)}/${PROBE}`;
  const climbs = up.length / 3;
  const siteFolders = resolve(siteDir).split(/[\\/]/).filter(Boolean).slice(-climbs);
  if (!url.endsWith(`/${inner}`) || siteFolders.length < climbs) return null;
  return url.slice(0, -inner.length) + siteFolders.map((f) => `${f}/`).join('');
}

/**
 * The base of a docs editUrl function, for the docs folder `docsDir`; `versionsDiffer` when the
 * function sends versioned docs elsewhere than their own file under versioned_docs/ (opdocs
 * always links a file to its own path). `siteDir`, when known, lets docs beside the site folder
 * (`../docs`) be recognised in URLs that name them from the repository root.
 */
export function docsEditBase(fn: (...args: unknown[]) => unknown, docsDir: string, locale: string, siteDir?: string): EditUrlResult {
  const args = (dir: string, version: string) => ({ version, versionDocsDirPath: dir, docPath: PROBE, permalink: `/${PROBE.replace(/\.md$/, '')}`, locale });
  const base = baseFor(fn, args(docsDir, 'current'), docsDir, siteDir);
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
