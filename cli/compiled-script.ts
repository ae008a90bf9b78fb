/**
 * Runs a CommonJS script of opdocs' (the CLI, the theme's Node kernel) with V8's code cache, as
 * Node 22's module.enableCompileCache does for modules (Node 20 has no such cache, and none for
 * ES modules at all). Each script's cache holds the code of the functions a run compiled; it is
 * written at the end of a run that had none (or one V8 refused), in the user's cache folder:
 * OPDOCS_COMPILE_CACHE names another, or is 0 to turn the cache off. Built to
 * dist/compiled-script.js, which bin/opdocs.js and the kernel's module import.
 */
import { Script } from 'node:vm';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { writeWhole } from './output/write-whole.js';

export interface CompiledScriptOptions {
  /** A hash of the script's text: V8 checks a cache against the source's length only. */
  id: string;
  /** What the cache is for (a command, the kernel): one file per name. */
  name: string;
  /** The script's `__opdocsImport`: a script compiled this way has no import() of its own. */
  importModule?: (specifier: string) => Promise<unknown>;
  /**
   * In a worker thread: the flags the main thread set, as a name part (a worker cannot ask the
   * main thread's hooks). Its cache is kept by keepWorkerCodeCache, not at exit.
   */
  workerFlags?: string;
}

const setting = process.env.OPDOCS_COMPILE_CACHE;
const cacheDir = setting === '0' ? null : setting || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'opdocs', 'compile');

/**
 * What the CLI tells the caches. V8 refuses a cache made under other flags than the ones it is
 * loaded under, and a build changes one (workers/tiering.ts): each script's cache is named by
 * the flags it was compiled under, which are set again before its cache is made.
 */
export interface CodeCacheHooks {
  /** At exit: whether this run's code is worth keeping (a build that found nothing to do is not). */
  keep(): boolean;
  /** The flags opdocs changed, as a name part ('' when none). */
  flags(): string;
  setFlags(flags: string): void;
}

interface Pending { script: Script; file: string; suffix: string; flags: string }
const pending: Pending[] = [];
let hooks: CodeCacheHooks = { keep: () => true, flags: () => '', setFlags: () => undefined };

export function setCodeCacheHooks(h: CodeCacheHooks): void {
  hooks = h;
}

function save(code: number): void {
  if (code !== 0 || !cacheDir || !hooks.keep()) return;
  for (const p of pending) {
    hooks.setFlags(p.flags);
    writeCache(p);
  }
}

/** Writes a script's cache in place of the same script's from an earlier opdocs. */
function writeCache({ script, file, suffix }: Pending): void {
  const dir = dirname(file);
  try {
    mkdirSync(dir, { recursive: true });
    // A run beside this one never reads half a file.
    writeWhole(file, script.createCachedData());
    // The same script's cache from an earlier opdocs is of no more use.
    for (const name of readdirSync(dir)) if (name.endsWith(suffix) && join(dir, name) !== file) rmSync(join(dir, name), { force: true });
  } catch {
    // No cache folder (a read-only home): the next run compiles again, as without a cache.
  }
}

/**
 * A short name of where the script is: V8's code cache keeps the name of the file it was made
 * from, which the stack traces of code run from it then give. Two installs of one opdocs (a
 * project's and a global one) keep caches of their own, so an error points into the install
 * that ran (FNV-1a, as crypto need not load for it).
 */
export function cachePlace(file: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < file.length; i++) hash = Math.imul(hash ^ file.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Runs the CommonJS script `file` (in ASCII: cli/bundle/ascii-only.ts) and returns its exports. */
export function runCompiled(file: string, opts: CompiledScriptOptions): Record<string, unknown> {
  // Read as Latin-1, which ASCII is too: Node's UTF-8 decoding checks every byte, 8 ms of each
  // start for the CLI's 3 MB, against 1 ms.
  const source = readFileSync(file, 'latin1');
  const flags = opts.workerFlags ?? hooks.flags();
  const suffix = `-${cachePlace(file)}-${process.version}-${process.arch}-${opts.name}${flags && `-${flags}`}.bin`;
  const cacheFile = cacheDir && join(cacheDir, opts.id + suffix);
  let cachedData: Buffer | undefined;
  try {
    if (cacheFile) cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new Script(`(function (exports, require, module, __filename, __dirname, __opdocsImport) {${source}\n})`, { filename: file, cachedData });
  const mod = { exports: {} as Record<string, unknown> };
  (script.runInThisContext() as (...args: unknown[]) => void)(mod.exports, createRequire(file), mod, file, dirname(file), opts.importModule);
  if (cacheFile && (!cachedData || script.cachedDataRejected)) {
    if (isMainThread) {
      if (pending.length === 0) process.once('exit', save);
      pending.push({ script, file: cacheFile, suffix, flags });
    } else if (opts.workerFlags !== undefined) workerPending.push({ script, file: cacheFile, suffix, flags });
    // Other worker threads only read: the main thread's run covers the same code (the kernel).
  }
  return mod.exports;
}

const workerPending: Pending[] = [];

/**
 * Keeps the code a worker thread compiled so far, once: called after its first task, when
 * the functions it runs have been compiled. Not at exit: the pool ends its workers with
 * terminate(), which runs no exit handler. The flags are left alone: they are the process's,
 * set by the main thread, and the cache is named by them (workerFlags).
 */
export function keepWorkerCodeCache(): void {
  for (const p of workerPending.splice(0)) writeCache(p);
}
