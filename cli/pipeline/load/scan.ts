/**
 * Finds the site's input files under the content folder. Reads text files into memory;
 * owns no interpretation of them (that is the features, parse/ and routes/).
 */
import fg from 'fast-glob';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpdocsError } from '../../errors.js';
import { decodeUtf8 } from '../check/source-text.js';

/** A text file of the site, with its path relative to its feature root. */
export interface ContentFile {
  /** Absolute path. */
  file: string;
  /** Path relative to the feature folder (docs/, blog/, pages/), with "/" separators. */
  rel: string;
  text: string;
}

export const DOC_IGNORE = ['**/_*.{md,mdx}', '**/_*/**', '**/node_modules/**', '**/__tests__/**'];

/**
 * Texts kept between `serve --watch` rebuilds: the watcher names every file that changed, so
 * the others need not be read again (four system calls each: a tenth of a rebuild of 1,000 docs).
 */
export interface TextCache {
  get(file: string): string | undefined;
  set(file: string, text: string): void;
  /** Drops the given files (changed, added or removed), or everything when given null. */
  forget(files: string[] | null): void;
}

export function createTextCache(): TextCache {
  const texts = new Map<string, string>();
  return {
    get: (file) => texts.get(file),
    set: (file, text) => void texts.set(file, text),
    forget(files) {
      if (files === null) texts.clear();
      else for (const f of files) texts.delete(f);
    },
  };
}

/**
 * Reads the files at `rels` (relative to `dir`), sorted by path; bytes that are not UTF-8 add an
 * error. Sync reads: thousands of small files through fs/promises cost four trips to libuv's
 * threads each, several times the time of reading them in turn.
 */
export function readAll(dir: string, rels: string[], errors: OpdocsError[], cache?: TextCache): ContentFile[] {
  return rels.sort().map((rel) => {
    const file = join(dir, rel);
    const known = cache?.get(file);
    if (known !== undefined) return { file, rel, text: known };
    const before = errors.length;
    const text = decodeUtf8(file, readFileSync(file), errors);
    // A file with bad bytes is read again, so its error shows on every rebuild until fixed.
    if (cache && errors.length === before) cache.set(file, text);
    return { file, rel, text };
  });
}

/** Lists files under `dir` matching `patterns`; nothing when `dir` is null. */
export async function list(dir: string | null, patterns: string[], ignore: string[] = []): Promise<string[]> {
  if (!dir) return [];
  return fg(patterns, { cwd: dir, ignore, onlyFiles: true, dot: false, followSymbolicLinks: false });
}
