/**
 * Parse results keyed by content: a file whose text, route, link context and referenced
 * images are unchanged is not parsed again. Kept in memory for `serve --watch` and on disk
 * (node_modules/.cache/opdocs) so a warm build of an unchanged site skips markdown entirely.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { ParseContext, ParseJob, ParseOutcome } from './parse-job.js';
import { setImmediate } from 'node:timers/promises';

export interface ParseCache {
  /** How many parses it holds (read from disk, or kept from earlier builds of this process). */
  readonly size: number;
  /** Fingerprint of everything besides the file that shapes a parse (code, link context). */
  scope(ctx: ParseContext): void;
  get(job: ParseJob): ParseOutcome | undefined;
  set(job: ParseJob, outcome: ParseOutcome): void;
  /** Writes the entries used since the last save (others are dropped) to disk, if backed by a file. */
  save(): void;
  /**
   * save() in slices with a turn of the event loop between them, for a thread that must keep
   * answering others meanwhile (the render threads' requests for their next pages).
   */
  saveInSlices(): Promise<void>;
}

/**
 * The file is a series of frames, each a 4-byte length and a v8-serialized value: first
 * `{ code }`, then arrays of [key, outcome]. Slices keep the copy in memory small while it is
 * written: one serialized copy of every page at once was a large share of the peak.
 */
const SLICE = 256;

/** A frame as read from the file: its keys and its bytes, written again as they are when all still hold. */
interface StoredFrame {
  keys: string[];
  bytes: Buffer;
}

/**
 * The frames read whose every entry was used and none replaced go out as the bytes they came
 * in: after a one-doc edit the build serializes one slice, not every page of the site again
 * (at 1,000 docs that was a second of the main thread's time, in a build that parsed one file).
 */
function* frames(code: string, entries: Map<string, ParseOutcome>, stored: StoredFrame[], replaced: Set<string>): Generator<Buffer> {
  yield serialize({ code });
  const written = new Set<string>();
  for (const frame of stored) {
    if (!frame.keys.every((k) => entries.has(k) && !replaced.has(k))) continue;
    for (const k of frame.keys) written.add(k);
    yield frame.bytes;
  }
  let slice: [string, ParseOutcome][] = [];
  for (const pair of entries) {
    if (written.has(pair[0])) continue;
    slice.push(pair);
    if (slice.length === SLICE) {
      yield serialize(slice);
      slice = [];
    }
  }
  if (slice.length) yield serialize(slice);
}

function writeFrame(fd: number, frame: Buffer): void {
  const length = Buffer.alloc(4);
  length.writeUInt32LE(frame.length);
  writeSync(fd, length);
  writeSync(fd, frame);
}

/** The entries and frames of a cache file written with `code`; null when it was written by other code. */
function readEntries(file: string, code: string): { entries: Map<string, ParseOutcome>; stored: StoredFrame[] } | null {
  const data = readFileSync(file);
  let at = 0;
  let bytes = data;
  const next = (): unknown => {
    const length = data.readUInt32LE(at);
    bytes = data.subarray(at + 4, at + 4 + length);
    if (bytes.length !== length) throw new Error('cut-off cache frame');
    at += 4 + length;
    return deserialize(bytes);
  };
  if ((next() as { code?: string }).code !== code) return null;
  const entries = new Map<string, ParseOutcome>();
  const stored: StoredFrame[] = [];
  while (at < data.length) {
    const pairs = next() as [string, ParseOutcome][];
    for (const [key, outcome] of pairs) entries.set(key, outcome);
    stored.push({ keys: pairs.map(([key]) => key), bytes });
  }
  return { entries, stored };
}

const hash = (s: string) => createHash('sha256').update(s).digest('base64url');

function fresh(outcome: ParseOutcome): boolean {
  return outcome.images.every(([abs, mtime, size]) => {
    try {
      const s = statSync(abs);
      return s.mtimeMs === mtime && s.size === size;
    } catch {
      return mtime === -1;
    }
  });
}

/** A cache in memory, loaded from and saved to `file` when given. `code` identifies the parser build. */
export function createParseCache(opts: { file?: string; code: string }): ParseCache {
  let entries = new Map<string, ParseOutcome>();
  let stored: StoredFrame[] = [];
  /** Keys set anew since the file was read (an image changed): their stored frames are stale. */
  const replaced = new Set<string>();
  if (opts.file) {
    try {
      ({ entries, stored } = readEntries(opts.file, opts.code) ?? { entries, stored });
    } catch {
      // No cache yet, a cut-off file, or one from another version: start empty.
    }
  }
  let used = new Map<string, ParseOutcome>();
  let scope = '';
  const hashKey = (job: ParseJob) => hash(`${scope}\0${job.file}\0${job.route}\0${job.lineOffset}\0${job.isMdx}\0${job.body}`);
  // serve --watch (a cache without a file): an unchanged body is the same string at every
  // rebuild (the front matter split is kept), so its key is looked up, not hashed again; the
  // bodies not asked for in a rebuild are let go at the next one.
  let lastKeys = new Map<string, [string, string]>();
  let keys = new Map<string, [string, string]>();
  const keyOf = opts.file ? hashKey : (job: ParseJob) => {
    const rest = `${scope}\0${job.file}\0${job.route}\0${job.lineOffset}\0${job.isMdx}`;
    const kept = keys.get(job.body) ?? lastKeys.get(job.body);
    const key = kept?.[0] === rest ? kept[1] : hashKey(job);
    keys.set(job.body, [rest, key]);
    return key;
  };
  return {
    get size() {
      return Math.max(entries.size, used.size);
    },
    scope(ctx) {
      scope = hash(JSON.stringify([opts.code, ctx.baseUrl, ctx.roots, ctx.ownRoots ?? [], ctx.staticDir, [...ctx.fileToRoute].sort(), ctx.contentOverrides ?? [], ctx.npm2yarn ?? null, ctx.math ?? false, ctx.mdx1Text ?? false, ctx.markdownFormat ?? 'mdx', ctx.mermaid ?? false, ctx.magicComments ?? null, ctx.defaultCodeLanguage ?? null, ctx.anchorsMaintainCase ?? false, ctx.truncateMarker ?? null, ctx.admonitionKeywords ?? null, ctx.infoAdmonitionKeywords ?? null, ctx.mdxComponents ?? null, ctx.labels ?? null, ctx.pluginAliases ?? null, ctx.swizzled ?? [], ...(ctx.trailingSlash === undefined ? [] : [{ trailingSlash: ctx.trailingSlash }])]));
    },
    get(job) {
      const key = keyOf(job);
      const hit = entries.get(key) ?? used.get(key);
      if (!hit || !fresh(hit)) return undefined;
      used.set(key, hit);
      return hit;
    },
    set(job, outcome) {
      // Outcomes with errors are parsed again next time, so their messages always show.
      if (outcome.errors.length) return;
      const key = keyOf(job);
      used.set(key, outcome);
      if (stored.length) replaced.add(key);
    },
    save() {
      for (const step of write()) void step;
    },
    async saveInSlices() {
      for (const step of write()) if (step) await setImmediate();
    },
  };

  /** Writes the cache frame by frame; yields after each frame (true) so a caller can pause there. */
  function* write(): Generator<boolean> {
    entries = used;
    used = new Map();
    lastKeys = keys;
    keys = new Map();
    if (!opts.file) return;
    const tmp = `${opts.file}.tmp`;
    let fd: number | undefined;
    try {
      mkdirSync(dirname(opts.file), { recursive: true });
      fd = openSync(tmp, 'w');
      for (const frame of frames(opts.code, entries, stored, replaced)) {
        writeFrame(fd, frame);
        yield true;
      }
      closeSync(fd);
      fd = undefined;
      renameSync(tmp, opts.file);
      // The file no longer matches what was read; a second save (none today) serializes all.
      stored = [];
      replaced.clear();
    } catch {
      // A cache that cannot be written only costs time on the next build.
      if (fd !== undefined) closeSync(fd);
    }
  }
}
