/**
 * Writing a file so that no reader ever sees part of it: the bytes go to a temporary file
 * beside it, which is then renamed over it in one step. A run stopped half-way (Ctrl+C, a full
 * disk) leaves the old file, and a process reading meanwhile (a build beside `npm pack`, two
 * builds sharing a cache) reads the old file or the new one. The temporary name holds the
 * process and thread, so two writers of one file never write into each other's bytes, and it
 * starts with a dot, so globs over the folder skip it. It is removed when the write fails.
 */
import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';

/** Options of {@link writeWhole}. */
export interface WriteWholeOptions {
  /** Keep the permissions of the file being replaced (a user's source file). */
  keepMode?: boolean;
}

const tempOf = (file: string) => join(dirname(file), `.${basename(file)}.${process.pid}-${threadId}.tmp`);

/** Replaces (or creates) `file` with `data` in one step; the folder must exist. */
export function writeWhole(file: string, data: string | Uint8Array, opts: WriteWholeOptions = {}): void {
  const temp = tempOf(file);
  try {
    writeFileSync(temp, data, opts.keepMode ? { mode: statSync(file).mode } : undefined);
    renameSync(temp, file);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
}

/** {@link writeWhole} without blocking the thread. */
export async function writeWholeAsync(file: string, data: string | Uint8Array): Promise<void> {
  const temp = tempOf(file);
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}
