/**
 * One error type for everything the user can fix, and one printer for it.
 * Collect errors while working, then fail once with all of them (`OpdocsErrors`).
 */
import { relative, sep } from 'node:path';

export interface ErrorLocation {
  /** Path of the input file (absolute or relative to the site). */
  file?: string;
  /** 1-based line. */
  line?: number;
  /** 1-based column. */
  column?: number;
}

/** The config key that decides what a broken reference does to the build. */
export type BrokenKind = 'onBrokenLinks' | 'onBrokenAnchors' | 'onBrokenMarkdownLinks' | 'onBrokenImages' | 'onDuplicateRoutes';

export interface OpdocsErrorInit extends ErrorLocation {
  message: string;
  /** What to do about it; printed on its own line after "hint:". */
  hint?: string;
  cause?: unknown;
  /** The `on…` key that decides whether it fails the build; absent, it always does. */
  kind?: BrokenKind;
  /**
   * A reference Docusaurus does not check (a link or image written as an element, a front
   * matter image, a redirect target's anchor): a site that builds there must build here, so
   * this is at most a warning, whatever its `on…` key says.
   */
  unchecked?: boolean;
}

/** A problem in the user's input: printed without a stack. */
export class OpdocsError extends Error {
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly hint?: string;
  readonly kind?: BrokenKind;
  readonly unchecked?: boolean;
  constructor(init: OpdocsErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'OpdocsError';
    this.file = init.file;
    this.line = init.line;
    this.column = init.column;
    this.hint = init.hint;
    if (init.kind) this.kind = init.kind;
    if (init.unchecked) this.unchecked = true;
  }
}

/** Several user errors reported together. */
export class OpdocsErrors extends Error {
  readonly errors: OpdocsError[];
  constructor(errors: OpdocsError[]) {
    super(`${errors.length} error${errors.length === 1 ? '' : 's'}`);
    this.name = 'OpdocsErrors';
    this.errors = errors;
  }
}

/** What the build does about a kind of problem (the `on…` keys of site.config.json). */
export type Severity = 'ignore' | 'log' | 'warn' | 'throw';

/** Where problems go: failures, and problems reported without failing. */
export interface Reports {
  errors: OpdocsError[];
  warnings: OpdocsWarning[];
}

/** Files `error` as the severity says: a failure, a warning or a note, or nowhere. */
export function reportAt(reports: Reports, level: Severity, error: OpdocsError): void {
  if (level === 'throw') reports.errors.push(error);
  else if (level !== 'ignore') reports.warnings.push({ error, level });
}

/** A problem the config says to report and go on with (`onBrokenLinks: "warn"` and the like). */
export interface OpdocsWarning {
  error: OpdocsError;
  /** "warn" prints as a warning, "log" as a note. */
  level: 'warn' | 'log';
}

/**
 * Names the `on…` keys that made these warnings rather than failures, so a user who wants the
 * build to fail on them (or to hear no more of them) knows which to set. Most warnings have no
 * such key (an unreadable icon, a NUL character): naming onBrokenLinks there would mislead.
 */
function decidedBy(warnings: OpdocsWarning[]): string {
  const keys = [...new Set(warnings.flatMap((w) => (w.error.kind ? [w.error.kind] : [])))].sort();
  if (!keys.length) return '';
  const list = keys.length === 1 ? keys[0] : `${keys.slice(0, -1).join(', ')} and ${keys[keys.length - 1]}`;
  return ` (the site config's ${list} ${keys.length === 1 ? 'key decides' : 'keys decide'} what these do)`;
}

/**
 * Bidi marks, embeddings, overrides and isolates; the zero-width space, word joiner and BOM:
 * characters that change or hide what is around them (routes refuse them, see pipeline/routes/url.ts).
 */
export const INVISIBLE_CHARACTERS = '\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF';
const SHOWN_AS_ESCAPES = new RegExp(`[\\0-\\x1F\\x7F${INVISIBLE_CHARACTERS}]`, 'g');

/**
 * `text` with control and bidi characters and invisible spaces written as `\u{…}`: printed as
 * they are, a tab or U+202E in a file name or route moves or reverses the rest of the line.
 */
export const showInvisible = (text: string): string =>
  text.replace(SHOWN_AS_ESCAPES, (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`);

/** Formats "file:line:column  error  message\n  hint: …" with paths relative to `cwd`. */
export function formatError(err: OpdocsError, cwd = process.cwd(), label = 'error'): string {
  let where = '';
  if (err.file) {
    const rel = relative(cwd, err.file);
    // Windows paths are shown with forward slashes; elsewhere a backslash is part of a file's
    // name (`a\b.md` was shown as a/b.md, a file that is not there).
    const shown = rel.startsWith('..') ? err.file : rel;
    where = showInvisible(sep === '\\' ? shown.split('\\').join('/') : shown);
    if (err.line) where += `:${err.line}${err.column ? `:${err.column}` : ''}`;
  }
  let out = `${where ? where + '  ' : ''}${label}  ${err.message}`;
  if (err.hint) out += `\n  hint: ${err.hint}`;
  return out;
}

/**
 * Formats a list of errors grouped by file, with a count line at the end. The same problem met
 * more than once (a partial's, once for each page that includes it) is printed and counted once.
 */
export function formatErrors(errors: OpdocsError[], cwd = process.cwd()): string {
  const seen = new Set<string>();
  const unique = errors.filter((e) => {
    const key = JSON.stringify([e.file, e.line, e.column, e.message, e.hint]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const sorted = unique.sort((a, b) =>
    (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  const lines = sorted.map((e) => formatError(e, cwd));
  lines.push('', `${unique.length} problem${unique.length === 1 ? '' : 's'} found; nothing was written.`);
  return lines.join('\n');
}

/** Formats warnings like errors ("warning" or "note" in place of "error"), with a count line. */
export function formatWarnings(warnings: OpdocsWarning[], cwd = process.cwd()): string {
  const sorted = [...warnings].sort((a, b) => (a.error.file ?? '').localeCompare(b.error.file ?? '') ||
    (a.error.line ?? 0) - (b.error.line ?? 0) || (a.error.column ?? 0) - (b.error.column ?? 0));
  const lines = sorted.map((w) => formatError(w.error, cwd, w.level === 'warn' ? 'warning' : 'note'));
  const shown = warnings.filter((w) => w.level === 'warn');
  if (shown.length) lines.push(`${shown.length} warning${shown.length === 1 ? '' : 's'}; the build went on${decidedBy(shown)}.`);
  return lines.join('\n');
}

/**
 * Drops the warnings shown already: every locale of a build meets again the problems of the
 * default locale's files it falls back to, at the same file and position (the URL a broken
 * link resolves to may differ by the locale's prefix).
 */
export function createWarningFilter(): (warnings: OpdocsWarning[]) => OpdocsWarning[] {
  const seen = new Set<string>();
  return (warnings) => warnings.filter((w) => {
    const { file, line, column, hint, message } = w.error;
    const key = file ? `${file}:${line ?? ''}:${column ?? ''}:${hint ?? ''}` : message;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Turns anything thrown into a list of user errors, or undefined for a real bug. */
export function asUserErrors(err: unknown): OpdocsError[] | undefined {
  // Checked by name as well as class: the watch loop can load this module twice
  // (tsx source and the bundled CLI), and a second copy's classes are not ours.
  if (err instanceof OpdocsErrors || isNamed(err, 'OpdocsErrors')) return (err as OpdocsErrors).errors;
  if (err instanceof OpdocsError || isNamed(err, 'OpdocsError')) return [err as OpdocsError];
  return undefined;
}

function isNamed(err: unknown, name: string): boolean {
  if (!(err instanceof Error) || err.name !== name) return false;
  return name !== 'OpdocsErrors' || Array.isArray((err as { errors?: unknown }).errors);
}

// Errors are placed by line and column; the helpers that find them live beside this module.
export { createLineIndex, positionAt } from './text-position.js';

/** A user error as plain data, which crosses between threads (a structured clone keeps no class). */
export interface PlainError {
  file?: string;
  line?: number;
  column?: number;
  message: string;
  hint?: string;
  kind?: BrokenKind;
  unchecked?: boolean;
}

export const plainError = (e: OpdocsError): PlainError => ({
  file: e.file, line: e.line, column: e.column, message: e.message, hint: e.hint, kind: e.kind, unchecked: e.unchecked,
});

/** An error as it crosses from a worker thread: user errors keep their locations, anything else its stack. */
export type ThreadError = { user: PlainError[] } | { bug: string };

export function toThreadError(err: unknown): ThreadError {
  const user = asUserErrors(err);
  if (user) return { user: user.map(plainError) };
  return { bug: (err as Error)?.stack ?? String(err) };
}

export function fromThreadError(e: ThreadError): Error {
  if ('user' in e) return new OpdocsErrors(e.user.map((init) => new OpdocsError(init)));
  const err = new Error(e.bug.split('\n')[0]);
  err.stack = e.bug;
  return err;
}
