/**
 * Translation files as `docusaurus write-translations` lays them out under `i18n/<locale>/`:
 * JSON objects of `"key": { "message", "description" }`, the format pipeline/locale.ts reads.
 * Writing one merges with what a translator already has there: existing messages are kept
 * (unless told to override them), new keys are added, and keys no longer made are left alone,
 * since a translation is work that must never be lost by running the command again.
 */
import { mkdirSync } from 'node:fs';
import { writeWhole } from '../output/write-whole.js';
import { dirname, join } from 'node:path';
import { readTranslationJson } from '../pipeline/locale.js';
import { getOwn, setOwn } from '../own-keys.js';

export interface TranslationEntry {
  message: string;
  /** Tells the translator where the text shows. */
  description?: string;
}

export interface TranslationFile {
  /** Relative to `i18n/<locale>/`, with forward slashes. */
  path: string;
  entries: Record<string, TranslationEntry>;
}

export interface MergeOptions {
  /** Replace the messages already in the file with the made ones. */
  override: boolean;
  /** Put before each message added now (not before kept ones), so untranslated texts stand out. */
  messagePrefix: string;
}

/** What writing a file did: keys added, and keys whose message was replaced (override). */
export interface MergeCount { added: number; replaced: number; kept: number }

/** The entries of an existing translation file, or {} without one; a malformed file is an error at it. */
export function readEntries(file: string): Record<string, unknown> {
  return readTranslationJson(file, 'fix the file (each entry is "key": { "message": "text" }) or move it away to have it written anew')?.value ?? {};
}

/** `made` merged into `existing`, keys sorted, as the file is written. */
export function mergeEntries(existing: Record<string, unknown>, made: Record<string, TranslationEntry>, opts: MergeOptions): { entries: Record<string, unknown>; count: MergeCount } {
  const out: Record<string, unknown> = { ...existing };
  const count: MergeCount = { added: 0, replaced: 0, kept: 0 };
  for (const [key, entry] of Object.entries(made)) {
    const old = getOwn(existing, key);
    const oldMessage = old && typeof old === 'object' ? (old as { message?: unknown }).message : undefined;
    const fresh = { message: opts.messagePrefix + entry.message, ...(entry.description ? { description: entry.description } : {}) };
    if (typeof oldMessage !== 'string') {
      setOwn(out, key, fresh);
      count.added++;
    } else if (opts.override && oldMessage !== fresh.message) {
      setOwn(out, key, { ...(old as object), ...fresh });
      count.replaced++;
    } else {
      // The translator's message stays; the description follows the code, which may say more now.
      setOwn(out, key, entry.description ? { ...(old as object), description: entry.description } : old);
      count.kept++;
    }
  }
  const sorted = Object.fromEntries(Object.keys(out).sort().map((k) => [k, out[k]]));
  return { entries: sorted, count };
}

/** A file merged and ready to write: nothing is written until every file of a run merged. */
export interface MergedFile { path: string; text: string; count: MergeCount }

/** `file` merged into what `i18n/<locale>/<file.path>` holds (a malformed one throws, located). */
export function mergeTranslationFile(localeDir: string, file: TranslationFile, opts: MergeOptions): MergedFile {
  const path = join(localeDir, ...file.path.split('/'));
  const { entries, count } = mergeEntries(readEntries(path), file.entries, opts);
  return { path, text: JSON.stringify(entries, null, 2) + '\n', count };
}

/** Writes a merged file in one step, so a stopped run leaves no half file. */
export function writeMergedFile(file: MergedFile): void {
  mkdirSync(dirname(file.path), { recursive: true });
  writeWhole(file.path, file.text);
}
