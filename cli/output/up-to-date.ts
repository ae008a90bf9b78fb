/**
 * "Nothing changed since the last build": a build records what it read (every file under the
 * folders it watches, with size and mtime), the resolved config and the opdocs code, and the
 * output folder it swapped in. The next build compares, and when all of it is the same the
 * output is already what a build would write, so it stops there, like make or `tsc -b`.
 * `opdocs build --force` skips the check. Only `opdocs build` uses it; watch mode has its own state.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, type Dirent, type Stats } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSidePathName } from './commit.js';
import { writeWhole } from './write-whole.js';

const RECORD = 'last-build.json';

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
 * The opdocs build itself: the hash of its CLI script (written beside it by `npm run build`)
 * and its worker chunks' names, which carry content hashes. Null when this code runs from
 * source (tests, benchmarks): then the sources, not dist/, are what runs.
 */
export function codeId(distDir: string): string | null {
  if (!fileURLToPath(import.meta.url).startsWith(distDir + sep)) return null;
  try {
    const chunks = readdirSync(join(distDir, 'chunks')).sort();
    return createHash('sha256').update(readFileSync(join(distDir, 'cli.id'))).update(chunks.join('\n')).digest('base64url');
  } catch {
    return null;
  }
}

/**
 * True for a path (relative to a root) that the walk of that root leaves out: never inputs are
 * dependencies, VCS data, and a build's staging, previous output and lock beside its output.
 */
const ignoredWithin = (rel: string) => rel.split(sep).some((seg) => seg === 'node_modules' || seg === '.git' || isSidePathName(seg));

/**
 * The roots that no other root's walk covers: content/ holds docs/ and blog/, whose files were
 * otherwise stat'ed twice. A root under another root's node_modules (opdocs' own theme) stays.
 */
export function outermostRoots(roots: string[]): string[] {
  const sorted = [...new Set(roots)].sort();
  return sorted.filter((root) => !sorted.some((outer) => outer !== root && root.startsWith(outer + sep) && !ignoredWithin(relative(outer, root))));
}

/** Size and mtime of every file under `roots` (files or folders), in a stable order, hashed. */
export function fingerprintInputs(roots: string[], outDir: string): string {
  const hash = createHash('sha256');
  const lines: string[] = [];
  for (const root of outermostRoots(roots)) {
    const s = statSync(root, { throwIfNoEntry: false });
    if (!s) lines.push(`${root}\0missing`);
    else if (!s.isDirectory()) lines.push(`${root}\0${s.mtimeMs}\0${s.size}`);
    else {
      walkFiles(root, new Set([`${s.dev}:${s.ino}`]), (file, f) => {
        if (file !== outDir && !file.startsWith(outDir + sep)) lines.push(`${file}\0${f.mtimeMs}\0${f.size}`);
      });
    }
  }
  lines.sort();
  for (const line of lines) hash.update(line).update('\n');
  return hash.digest('base64url');
}

/**
 * Every file under `dir` and its stat, with sync calls: at 5,000 docs a walk through fast-glob's
 * asynchronous API cost about 0.45 s of this thread's time in callbacks, beside the libuv
 * threads' stat calls, all taken from the parse threads on two cores; this takes about 0.08 s.
 * Symbolic links are followed, each real folder walked once (`seen`: device and inode).
 */
function walkFiles(dir: string, seen: Set<string>, onFile: (file: string, stat: Stats) => void): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (ignoredWithin(entry.name)) continue;
    const file = join(dir, entry.name);
    if (entry.isFile()) {
      const s = statSync(file, { throwIfNoEntry: false });
      if (s) onFile(file, s);
      continue;
    }
    if (!entry.isDirectory() && !entry.isSymbolicLink()) continue;
    // A link is followed to what it names; a broken one names nothing.
    const s = statSync(file, { throwIfNoEntry: false });
    if (s?.isFile()) onFile(file, s);
    else if (s?.isDirectory() && !seen.has(`${s.dev}:${s.ino}`)) {
      seen.add(`${s.dev}:${s.ino}`);
      walkFiles(file, seen, onFile);
    }
  }
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
  const inputs = fingerprintInputs(last.roots, outDir);
  return { last, inputs, unchanged: last.key === key && last.output === outputStamp(outDir) && last.inputs === inputs };
}

/**
 * The fingerprint of this build's inputs. The check's is reused when it covered the same
 * folders. Otherwise the walk runs once the inputs are read, right after the parse threads got
 * their work (the next turn of the event loop), in the time this thread would idle while they
 * parse: started before the reads, it competed with them for the disk. A file edited between
 * its read and the walk counts as built: a window of well under a second, where the walk used
 * to run after the whole build.
 */
export function startFingerprint(check: UpToDateCheck | null, roots: string[], outDir: string): Promise<string> {
  if (check && JSON.stringify(check.last.roots) === JSON.stringify(roots)) return Promise.resolve(check.inputs);
  const inputs = new Promise<string>((resolve, reject) => setImmediate(() => {
    try {
      resolve(fingerprintInputs(roots, outDir));
    } catch (err) {
      reject(err);
    }
  }));
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
    writeWhole(join(cacheDir, RECORD), JSON.stringify(full));
  } catch {
    // Without a record the next build just does the work.
  }
}
