/**
 * "Nothing changed since the last build": a build records what it read (every file under the
 * folders it watches, with size and mtime), the resolved config and the opdocs code, and the
 * output folder it swapped in. The next build compares, and when all of it is the same the
 * output is already what a build would write, so it stops there, like make or `tsc -b`.
 * `opdocs build --force` skips the check. Only `opdocs build` uses it; watch mode has its own state.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';

const RECORD = 'last-build.json';
// Never inputs: dependencies, VCS data, caches and any build output under a watched folder.
const IGNORE = ['**/node_modules/**', '**/.git/**', '**/.*.opdocs-staging/**', '**/.*.opdocs-old/**', '**/.*.opdocs-lock'];

/** What a finished build leaves for the next one to compare. */
export interface BuildRecord {
  key: string;
  roots: string[];
  inputs: string;
  output: string;
  routes: number;
  pages: number;
  /** Warnings the build printed; printed again when nothing changed. */
  warnings: string;
}

/** Fingerprint of what, besides the files, decides the output: config, code, options. */
export function buildKey(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/**
 * The opdocs build itself: its split bundle's chunk names carry content hashes. Null when this
 * code runs from source (tests, benchmarks): then the sources, not dist/, are what runs.
 */
export function codeId(distDir: string): string | null {
  if (!fileURLToPath(import.meta.url).startsWith(distDir + sep)) return null;
  try {
    const chunks = readdirSync(join(distDir, 'chunks')).sort();
    return createHash('sha256').update(readFileSync(join(distDir, 'cli.js'))).update(chunks.join('\n')).digest('base64url');
  } catch {
    return null;
  }
}

/** True for a path (relative to a root) that the walk of that root leaves out (see IGNORE). */
const ignoredWithin = (rel: string) => rel.split(sep).some((seg) => seg === 'node_modules' || seg === '.git' || /^\..*\.opdocs-(staging|old|lock)$/.test(seg));

/**
 * The roots that no other root's walk covers: content/ holds docs/ and blog/, whose files were
 * otherwise stat'ed twice. A root under another root's node_modules (opdocs' own theme) stays.
 */
export function outermostRoots(roots: string[]): string[] {
  const sorted = [...new Set(roots)].sort();
  return sorted.filter((root) => !sorted.some((outer) => outer !== root && root.startsWith(outer + sep) && !ignoredWithin(relative(outer, root))));
}

/** Size and mtime of every file under `roots` (files or folders), in a stable order, hashed. */
export async function fingerprintInputs(roots: string[], outDir: string): Promise<string> {
  const hash = createHash('sha256');
  const lines: string[] = [];
  for (const root of outermostRoots(roots)) {
    const s = statSync(root, { throwIfNoEntry: false });
    if (!s) {
      lines.push(`${root}\0missing`);
      continue;
    }
    if (!s.isDirectory()) {
      lines.push(`${root}\0${s.mtimeMs}\0${s.size}`);
      continue;
    }
    const entries = await fg('**/*', { cwd: root, stats: true, dot: true, ignore: IGNORE, followSymbolicLinks: true, onlyFiles: true });
    for (const e of entries) {
      const abs = join(root, e.path);
      if (abs === outDir || abs.startsWith(outDir + sep)) continue;
      lines.push(`${abs}\0${e.stats!.mtimeMs}\0${e.stats!.size}`);
    }
  }
  lines.sort();
  for (const line of lines) hash.update(line).update('\n');
  return hash.digest('base64url');
}

/** The output folder as the last build left it: a swap makes a new folder, any top-level change moves its mtime. */
export function outputStamp(outDir: string): string {
  const dir = statSync(outDir, { throwIfNoEntry: false });
  const meta = statSync(join(outDir, '__opdocs.json'), { throwIfNoEntry: false });
  return dir && meta ? `${dir.ino}:${dir.mtimeMs}:${meta.mtimeMs}:${meta.size}` : '';
}

function readBuildRecord(cacheDir: string): BuildRecord | null {
  try {
    return JSON.parse(readFileSync(join(cacheDir, RECORD), 'utf8')) as BuildRecord;
  } catch {
    return null;
  }
}

/** The last build's record and this build's input fingerprint, taken before anything is read. */
export interface UpToDateCheck {
  last: BuildRecord;
  inputs: string;
  /** True when inputs, config, code and output are all as the last build left them. */
  unchanged: boolean;
}

/** Compares with the last build in `cacheDir`; null when there is no record to compare with. */
export async function checkUpToDate(cacheDir: string, key: string, outDir: string): Promise<UpToDateCheck | null> {
  const last = readBuildRecord(cacheDir);
  if (!last) return null;
  // Taken now, before the build reads anything, so an edit during the build is seen by the next one.
  const inputs = await fingerprintInputs(last.roots, outDir);
  return { last, inputs, unchanged: last.key === key && last.output === outputStamp(outDir) && last.inputs === inputs };
}

/**
 * The fingerprint of this build's inputs. The check's is reused when it covered the same
 * folders. Otherwise a walk starts once the inputs are read, as the parse begins: its stat
 * calls run on libuv's threads and its callbacks on the main thread, which idles while the
 * parse threads work (started before the reads, it slowed them by competing for the disk and
 * this thread). A file edited between its read and the walk counts as built: a window of about
 * a second, where the walk used to run after the whole build.
 */
export function startFingerprint(check: UpToDateCheck | null, roots: string[], outDir: string): Promise<string> {
  if (check && JSON.stringify(check.last.roots) === JSON.stringify(roots)) return Promise.resolve(check.inputs);
  const inputs = fingerprintInputs(roots, outDir);
  // A failed walk leaves no usable record: the next build then does the work.
  inputs.catch(() => undefined);
  return inputs;
}

/** Records a finished build with the fingerprint `startFingerprint` took. */
export async function recordBuild(cacheDir: string, outDir: string, inputs: Promise<string>, record: Omit<BuildRecord, 'inputs' | 'output'>): Promise<void> {
  let full: BuildRecord;
  try {
    full = { ...record, inputs: await inputs, output: outputStamp(outDir) };
  } catch {
    return;
  }
  try {
    writeFileSync(join(cacheDir, `${RECORD}.tmp`), JSON.stringify(full));
    renameSync(join(cacheDir, `${RECORD}.tmp`), join(cacheDir, RECORD));
  } catch {
    // Without a record the next build just does the work.
  }
}
