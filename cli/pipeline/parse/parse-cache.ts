/**
 * Parse results keyed by content: a file whose text, route, link context and referenced
 * images are unchanged is not parsed again. Kept in memory for `serve --watch` and on disk
 * (node_modules/.cache/opdocs) so a warm build of an unchanged site skips markdown entirely.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { ParseContext, ParseJob, ParseOutcome } from './parse-job.js';

export interface ParseCache {
  /** Fingerprint of everything besides the file that shapes a parse (code, link context). */
  scope(ctx: ParseContext): void;
  get(job: ParseJob): ParseOutcome | undefined;
  set(job: ParseJob, outcome: ParseOutcome): void;
  /** Writes the entries used since the last save (others are dropped) to disk, if backed by a file. */
  save(): void;
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
  if (opts.file) {
    try {
      const data = deserialize(readFileSync(opts.file)) as { code: string; entries: Map<string, ParseOutcome> };
      if (data.code === opts.code) entries = data.entries;
    } catch {
      // No cache yet, or one from another version: start empty.
    }
  }
  let used = new Map<string, ParseOutcome>();
  let scope = '';
  const keyOf = (job: ParseJob) => hash(`${scope}\0${job.file}\0${job.route}\0${job.lineOffset}\0${job.isMdx}\0${job.body}`);
  return {
    scope(ctx) {
      scope = hash(JSON.stringify([opts.code, ctx.baseUrl, ctx.roots, ctx.staticDir, [...ctx.fileToRoute].sort(), ctx.contentOverrides ?? [], ctx.npm2yarn ?? null, ctx.math ?? false, ctx.magicComments ?? null]));
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
      if (outcome.errors.length === 0) used.set(keyOf(job), outcome);
    },
    save() {
      entries = used;
      used = new Map();
      if (!opts.file) return;
      try {
        mkdirSync(dirname(opts.file), { recursive: true });
        writeFileSync(`${opts.file}.tmp`, serialize({ code: opts.code, entries }));
        renameSync(`${opts.file}.tmp`, opts.file);
      } catch {
        // A cache that cannot be written only costs time on the next build.
      }
    },
  };
}
