/**
 * A site written from a map of paths to texts into a fresh temporary folder, and its content
 * loaded with no errors: for tests that need a small site of their own shape.
 */
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DocRoute } from '../../runtime/types';
import { loadConfig } from '../../cli/config/load-config';
import { loadSite, type LoadedSite } from '../../cli/pipeline/site';
import { tempDir } from './fixture-site';

/** Writes `files` (site-relative path → text or bytes) into a new folder named after `prefix`; returns it. */
export function writeSiteFiles(prefix: string, files: Record<string, string | Buffer>): string {
  const dir = tempDir(prefix);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

/** Loads the site in `dir`, asserting that it has no errors. */
export async function loadCleanSite(dir: string): Promise<LoadedSite> {
  const { result, errors } = await loadSite(await loadConfig(dir));
  assert.equal(errors.map((e) => `${e.file}: ${e.message}`), []);
  return result as LoadedSite;
}

/** The doc route at `path`, if there is one. */
export const docAt = (site: LoadedSite, path: string) => site.routes.find((r) => r.path === path) as DocRoute | undefined;
