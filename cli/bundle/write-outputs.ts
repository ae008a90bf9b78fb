/**
 * Writes the browser bundle's files (esbuild's `outputFiles`) into `<outDir>/assets`. esbuild
 * writing them itself makes every folder it writes to: a Ctrl-C that removed the staging folder
 * while esbuild's process was still bundling found the folder made again, with a few assets in
 * it, beside the output. Here folders are made one level at a time, never the staging folder
 * itself, so a write after the staging folder is gone fails instead.
 */
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, sep } from 'node:path';
import type { OutputFile } from 'esbuild';

const codeOf = (err: unknown) => (err as { code?: unknown }).code;

/** mkdir without `recursive`; a folder already there is fine. */
function makeOne(dir: string): void {
  try {
    mkdirSync(dir);
  } catch (err) {
    if (codeOf(err) !== 'EEXIST') throw err;
  }
}

/** Makes `dir` and the folders between it and `root` (which is there), one level at a time. */
function makeUnder(root: string, dir: string): void {
  if (dir === root || !dir.startsWith(root + sep)) return;
  makeUnder(root, dirname(dir));
  makeOne(dir);
}

/**
 * Writes `files`, all inside `assetsDir`, which is made if missing; the folder it is in (the
 * staging folder, a locale's folder in it) must be there.
 */
export async function writeBundleOutputs(files: readonly OutputFile[], assetsDir: string): Promise<void> {
  makeOne(assetsDir);
  // esbuild names its files flat in the assets folder; a subfolder of it is made level by level.
  for (const dir of new Set(files.map((f) => dirname(f.path)))) makeUnder(assetsDir, dir);
  await Promise.all(files.map((f) => writeFile(f.path, f.contents)));
}
