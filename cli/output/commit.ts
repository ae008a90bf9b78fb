/**
 * Writes a build into a staging folder next to the output and swaps it in only on success,
 * so a failed build leaves the previous output exactly as it was.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';

export interface Staging {
  dir: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** Creates an empty staging folder for `outDir`. */
export async function createStaging(outDir: string): Promise<Staging> {
  const parent = dirname(outDir);
  const name = basename(outDir);
  const dir = join(parent, `.${name}.opdocs-staging-${process.pid}-${Date.now()}`);
  await mkdir(dir, { recursive: true });
  return {
    dir,
    async commit() {
      const old = join(parent, `.${name}.opdocs-old-${process.pid}-${Date.now()}`);
      const hadOld = existsSync(outDir);
      if (hadOld) await rename(outDir, old);
      try {
        await rename(dir, outDir);
      } catch (err) {
        if (hadOld) await rename(old, outDir);
        throw err;
      }
      if (hadOld) await rm(old, { recursive: true, force: true });
    },
    async discard() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}
