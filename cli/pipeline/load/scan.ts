/**
 * Finds the site's input files under the content folder. Reads text files into memory;
 * owns no interpretation of them (that is the features, parse/ and routes/).
 */
import fg from 'fast-glob';
import { readFile } from 'node:fs/promises';
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

/** Reads the files at `rels` (relative to `dir`), sorted by path; bytes that are not UTF-8 add an error. */
export async function readAll(dir: string, rels: string[], errors: OpdocsError[]): Promise<ContentFile[]> {
  return Promise.all(rels.sort().map(async (rel) => {
    const file = join(dir, rel);
    return { file, rel, text: decodeUtf8(file, await readFile(file), errors) };
  }));
}

/** Lists files under `dir` matching `patterns`; nothing when `dir` is null. */
export async function list(dir: string | null, patterns: string[], ignore: string[] = []): Promise<string[]> {
  if (!dir) return [];
  return fg(patterns, { cwd: dir, ignore, onlyFiles: true, dot: false, followSymbolicLinks: false });
}
