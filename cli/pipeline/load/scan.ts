/**
 * Finds the site's input files under the content folder. Reads text files into memory;
 * owns no interpretation of them (that is the features, parse/ and routes/).
 */
import fg from 'fast-glob';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OpdocsError, OpdocsErrors } from '../../errors.js';
import { fsFailure } from '../../fs-failure.js';
import { decodeUtf8 } from '../check/source-text.js';
import type { LinkPolicy } from './linked-files.js';
import { walkContent } from './content-walk.js';
import { folderLinkProblem } from './folder-link.js';
import type { TextCache } from './text-cache.js';
import { preprocessMarkdown } from './markdown-preprocess.js';

export { createTextCache, type TextCache } from './text-cache.js';

/** A text file of the site, with its path relative to its feature root. */
export interface ContentFile {
  /** Absolute path. */
  file: string;
  /** Path relative to the feature folder (docs/, blog/, pages/), with "/" separators. */
  rel: string;
  text: string;
}

/** Files read in turn before choosing how to read the rest. */
const PROBE = 64;
/**
 * Median time of a probe read above which the files are taken to be on disk, not in memory.
 * The median, not the mean: at the start of a build esbuild and the parse threads load beside
 * this thread, and a few slow reads from memory (0.07 ms on average, once) sent 5,000 cached
 * files down the parallel path, which took five times as long as sync reads.
 */
const COLD_MS = 0.05;
/** Reads in flight when reading in parallel. */
const PARALLEL = 32;

/**
 * Reads the files at `rels` (relative to `dir`), sorted by path; bytes that are not UTF-8 add an
 * error. Files in the page cache (the usual case) are read with sync calls: through fs/promises
 * each costs four trips to libuv's threads, several times the time of the read. Files that must
 * come from the disk are read many at a time instead, so the disk is not waited for one file
 * after another; the first reads' speed tells which case this is.
 */
export async function readAll(dir: string, rels: string[], errors: OpdocsError[], cache?: TextCache, coldMs = COLD_MS): Promise<ContentFile[]> {
  const sorted = rels.sort();
  const files = sorted.map((rel) => join(dir, rel));
  const known = files.map((file) => cache?.get(file));
  const bytes: (Buffer | undefined)[] = [];
  // A file that cannot be read (no permission, deleted or renamed since it was listed) is
  // reported at its path; the others are still read, so one build shows every such file.
  const failures = new Map<number, OpdocsError>();
  const readSync = (i: number) => {
    try {
      bytes[i] = readFileSync(files[i]);
    } catch (err) {
      failures.set(i, readFailure(err, files[i]));
    }
  };
  const todo = files.map((_, i) => i).filter((i) => known[i] === undefined);
  const probe = todo.slice(0, PROBE);
  const times = probe.map((i) => {
    const started = performance.now();
    readSync(i);
    return performance.now() - started;
  });
  const rest = todo.slice(probe.length);
  if (rest.length && times.sort((a, b) => a - b)[times.length >> 1] > coldMs) {
    let next = 0;
    await Promise.all(Array.from({ length: PARALLEL }, async () => {
      while (next < rest.length) {
        const i = rest[next++];
        bytes[i] = await readFile(files[i]).catch((err: unknown) => void failures.set(i, readFailure(err, files[i])));
      }
    }));
  } else {
    for (const i of rest) readSync(i);
  }
  // Decoded in path order, so errors come out in the same order however the files were read.
  return sorted.flatMap((rel, i) => {
    const file = files[i];
    // The cache holds the text as written: the preprocessor runs on each read, as it may change.
    if (known[i] !== undefined) return [{ file, rel, text: preprocessMarkdown(file, known[i], errors) }];
    const failure = failures.get(i);
    if (failure) {
      errors.push(failure);
      return [];
    }
    const before = errors.length;
    const text = lineFeedsOnly(decodeUtf8(file, bytes[i] as Buffer, errors));
    // A file with bad bytes is read again, so its error shows on every rebuild until fixed.
    if (cache && errors.length === before) cache.set(file, text);
    return [{ file, rel, text: errors.length === before ? preprocessMarkdown(file, text, errors) : text }];
  });
}

/**
 * A lone CR (classic Mac OS line ends) is a line break to editors and to the Markdown parser,
 * but not to the front matter splitter and the line-based checks: such a file's front matter
 * showed as text in its page. LF in its place keeps every line and column where it was.
 */
export function lineFeedsOnly(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}

/** A content file that could not be read, as an error at its path with what to do. */
function readFailure(err: unknown, file: string): OpdocsError {
  return fsFailure(err, file, false) ?? new OpdocsError({
    file, message: `cannot read it: ${(err as Error)?.message ?? String(err)}`, hint: 'check that the file is readable, then build again', cause: err,
  });
}

/**
 * Lists files under `dir` matching `patterns`; nothing when `dir` is null. With sync calls:
 * listing is a few system calls per folder, and through libuv's threads 5,000 docs took
 * 400 ms of the start where the sync walk takes 65 (the other features' loads held this thread).
 * With `links`, symlinks are followed when they lead inside the site (content-walk.ts).
 */
export async function list(dir: string | null, patterns: string[], ignore: string[] = [], links?: LinkPolicy, cache?: TextCache): Promise<string[]> {
  if (!dir) return [];
  try {
    if (cache) {
      const make = () => {
        const reports = links ? { siteDir: links.siteDir, errors: [] } : undefined;
        return { rels: listNow(dir, patterns, ignore, reports), reports: reports?.errors ?? [] };
      };
      return cache.listing(JSON.stringify([dir, patterns, ignore, links?.siteDir]), dir, make, (reports) => links?.errors.push(...reports));
    }
    return listNow(dir, patterns, ignore, links);
  } catch (err) {
    // A folder the user may not open (fast-glob names it in the error) stops the build there:
    // its files cannot be told apart from ones that were never written.
    const path = (err as { path?: unknown }).path;
    const failure = fsFailure(err, typeof path === 'string' ? path : dir, false);
    if (failure) throw new OpdocsErrors([failure]);
    throw err;
  }
}

function listNow(dir: string, patterns: string[], ignore: string[], links?: LinkPolicy): string[] {
  // The folder itself a broken or looping link, or one to a folder that holds it (pages → .):
  // read, it listed nothing without a word, or every other section's files as pages.
  const rootLink = links ? null : folderLinkProblem(dir);
  if (rootLink) throw new OpdocsErrors([rootLink]);
  if (!links) return fg.sync(patterns, { cwd: dir, ignore, onlyFiles: true, dot: false, followSymbolicLinks: false });
  return walkContent(dir, patterns, ignore, links);
}

/** Installed packages are never content, whatever a section's `exclude` says. */
const ALWAYS_EXCLUDED = ['**/node_modules/**'];

/**
 * The Markdown files of a docs folder or the blog: what the section's `include` globs match and
 * its `exclude` globs do not (Docusaurus' defaults leave out `_` partials, which MDX files import
 * by path, and tests). Only .md and .mdx files are content: a wider glob may match others.
 * With `links`, symlinked files inside the site count too (see linked-files.ts).
 */
export async function listMarkdown(dir: string | null, globs: { include: string[]; exclude: string[] }, links?: LinkPolicy, cache?: TextCache): Promise<string[]> {
  const rels = await list(dir, globs.include, [...globs.exclude, ...ALWAYS_EXCLUDED], links, cache);
  return rels.filter((rel) => /\.mdx?$/.test(rel));
}
