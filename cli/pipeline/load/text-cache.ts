/**
 * What `serve --watch` keeps between rebuilds about the content files: their texts, what was
 * worked out from each text (front matter, source checks), and the folder listings. The
 * watcher names every file that changed, so only those are read and worked out again; a
 * rebuild of 1,000 docs otherwise spent a third of its time parsing unchanged front matter
 * and listing unchanged folders.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';

export interface TextCache {
  get(file: string): string | undefined;
  set(file: string, text: string): void;
  /**
   * What `make` works out from `text`, the content of `file`: kept under `slot` for as long as
   * the file holds that text. The value is shared between rebuilds, so callers must not change it.
   */
  derived<T>(file: string, text: string, slot: string, make: () => T): T;
  /**
   * The files under `dir` that `make` lists, kept under `key` until a file appears or
   * disappears (see forget). `replay` gets what `make` reported on the way, on every call.
   */
  listing<R>(key: string, dir: string, make: () => { rels: string[]; reports: R[] }, replay: (reports: R[]) => void): string[];
  /** Drops the given files (changed, added or removed), or everything when given null. */
  forget(files: string[] | null): void;
}

interface Derived {
  text: string;
  slots: Map<string, unknown>;
}

export function createTextCache(): TextCache {
  const texts = new Map<string, string>();
  const derived = new Map<string, Derived>();
  const listings = new Map<string, { rels: string[]; reports: unknown[] }>();
  /** Every file some kept listing holds, by absolute path. */
  const listed = new Set<string>();
  const clearListings = () => {
    listings.clear();
    listed.clear();
  };
  return {
    get: (file) => texts.get(file),
    set: (file, text) => void texts.set(file, text),
    derived(file, text, slot, make) {
      let entry = derived.get(file);
      if (!entry || entry.text !== text) {
        entry = { text, slots: new Map() };
        derived.set(file, entry);
      }
      if (entry.slots.has(slot)) return entry.slots.get(slot) as ReturnType<typeof make>;
      const value = make();
      entry.slots.set(slot, value);
      return value;
    },
    listing(key, dir, make, replay) {
      let kept = listings.get(key) as { rels: string[]; reports: Parameters<typeof replay>[0] } | undefined;
      if (!kept) {
        kept = make();
        listings.set(key, kept);
        for (const rel of kept.rels) listed.add(join(dir, rel));
      }
      replay(kept.reports);
      return [...kept.rels];
    },
    forget(files) {
      if (files === null) {
        texts.clear();
        derived.clear();
        clearListings();
        return;
      }
      for (const f of files) {
        texts.delete(f);
        derived.delete(f);
      }
      // An edit to a listed file that is still there changes no listing; anything else (a new
      // file, a removed or renamed one, a folder) may, and is rare enough to list everything again.
      if (files.some((f) => !listed.has(f) || !isFile(f))) clearListings();
    },
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Worked out once per text under `cache` (see TextCache.derived), or every time without one. */
export function derivedOf<T>(cache: TextCache | undefined, file: string, text: string, slot: string, make: () => T): T {
  return cache ? cache.derived(file, text, slot, make) : make();
}
