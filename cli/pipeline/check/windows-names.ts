/**
 * Output paths a Windows user cannot check out or serve: a folder or file named after a device
 * (CON, PRN, AUX, NUL, COM1–COM9, LPT1–LPT9, with any extension, in any case), a name ending in a
 * dot or a space (Windows drops them, so two names meet), or one holding < > : " | ? * or a
 * control character. The build works on Linux and macOS, so each is a warning, once per name.
 */
import { relative } from 'node:path';
import type { RouteData } from '../../../runtime/types.js';
import { OpdocsError, showInvisible } from '../../errors.js';

// COM and LPT count superscript digits too (Windows treats COM¹ as COM1).
const DEVICE = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])$/i;
const FORBIDDEN = /[<>:"|?*\u0000-\u001f]/;

/** Why Windows cannot hold a file or folder named `name`, or null when it can. */
export function windowsNameProblem(name: string): string | null {
  // "con.tar.gz" and "con .txt" are the device too: Windows looks at the name before the first dot, spaces trimmed.
  const stem = name.split('.')[0].replace(/ +$/, '');
  if (DEVICE.test(stem)) return `"${stem.toUpperCase()}" is a device name on Windows, with or without an extension`;
  const bad = FORBIDDEN.exec(name)?.[0];
  if (bad) return `Windows allows no ${bad < ' ' ? 'control character' : `"${bad}"`} in a file or folder name`;
  if (/[. ]$/.test(name)) return `Windows drops the ${name.endsWith('.') ? 'dot' : 'space'} at the end of a file or folder name`;
  return null;
}

/** The first segment of `rel` Windows cannot hold: the path up to it, and why. */
function firstProblem(rel: string): { prefix: string; segment: string; why: string } | null {
  const segments = rel.split('/');
  for (let i = 0; i < segments.length; i++) {
    const why = windowsNameProblem(segments[i]);
    if (why) return { prefix: segments.slice(0, i + 1).join('/'), segment: segments[i], why };
  }
  return null;
}

/** A page, its source and its HTML file's path in the output (as route-files.ts found it). */
interface PageSource<S extends { file: string }> { r: RouteData; src: S; file: string }

/** Where to blame a page's path: its file, and the line of its `slug` when that made the path. */
type Locate<S> = (src: S, path: string) => { file: string; line?: number; column?: number };

interface Found { at: { file: string; line?: number; column?: number }; what: string; prefix: string; segment: string; why: string; more: number }

/**
 * One warning for each output file or folder name Windows cannot hold, naming the source file
 * and route of the first page (or the static file) written there and how many more share it:
 * renaming that one name fixes them all. Pages are checked on their HTML file's path.
 */
export function windowsNameWarnings<S extends { file: string }>(args: {
  pages: PageSource<S>[]; staticFiles: { file: string; rel: string }[]; siteDir: string; locate: Locate<S>;
}): OpdocsError[] {
  const found = new Map<string, Found>();
  const note = (at: () => Found['at'], what: string, rel: string) => {
    const problem = firstProblem(rel);
    if (!problem) return;
    const key = problem.prefix.toLowerCase();
    const seen = found.get(key);
    if (seen) seen.more++;
    else found.set(key, { at: at(), what, ...problem, more: 0 });
  };
  for (const { r, src, file: html } of args.pages) {
    if (r.kind === 'not-found') continue;
    note(() => args.locate(src, r.path), `the page ${showInvisible(r.path)} is written to ${showInvisible(html)}`, html);
  }
  for (const s of args.staticFiles) note(() => ({ file: s.file }), `static file ${showInvisible(s.rel)} is copied to the output as it is named`, s.rel);
  return [...found.values()].map((f) => {
    const others = f.more ? ` (and ${f.more} more file${f.more === 1 ? '' : 's'} under that name)` : '';
    return new OpdocsError({
      ...f.at,
      // A warning: the output works where it is built; only a Windows checkout or server fails.
      unchecked: true,
      message: `${f.what}${others}, which a Windows user cannot check out or serve: ${f.why} (${showInvisible(f.prefix)})`,
      hint: hintFor(f, args.siteDir),
    });
  });
}

function hintFor(f: Found, siteDir: string): string {
  const source = relative(siteDir, f.at.file).split('\\').join('/');
  const name = `"${showInvisible(f.segment)}"`;
  const fix = `e.g. "${safeName(f.segment)}"`;
  if (f.what.startsWith('static')) return `rename ${name} in ${source}, ${fix}`;
  // A located line is the slug (or permalink) that made the path.
  return f.at.line !== undefined
    ? `change ${name} in this slug, ${fix}`
    : `rename the file or folder ${name} the page's path comes from, or give ${source} a \`slug\` without it, ${fix}`;
}

/** A name Windows can hold, close to `name`, to suggest. */
function safeName(name: string): string {
  const cleaned = name.replace(new RegExp(FORBIDDEN.source, 'g'), '-').replace(/^-+|[-. ]+$/g, '');
  const stem = cleaned.split('.')[0].replace(/ +$/, '');
  const named = DEVICE.test(stem) ? `${stem}-page${cleaned.slice(cleaned.split('.')[0].length)}` : cleaned;
  return named || 'page';
}
