/**
 * Where a build keeps its server bundle and caches: the site's node_modules cache, or the
 * system temp folder when the site folder is read-only.
 */
import { accessSync, constants, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function resolveCacheDir(siteDir: string): string {
  const preferred = join(siteDir, 'node_modules', '.cache', 'opdocs');
  try {
    mkdirSync(preferred, { recursive: true });
    accessSync(preferred, constants.W_OK);
    return preferred;
  } catch {
    return join(tmpdir(), 'opdocs-cache');
  }
}
