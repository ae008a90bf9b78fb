/**
 * Where a build keeps its server bundle and caches: the site's node_modules cache, or the
 * system temp folder when the site folder is read-only.
 */
import { accessSync, constants, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The cache folder of builds of `siteDir`: its node_modules/.cache/opdocs, else one of this user's in the temp folder. */
export function resolveCacheDir(siteDir: string): string {
  const preferred = join(siteDir, 'node_modules', '.cache', 'opdocs');
  try {
    mkdirSync(preferred, { recursive: true });
    accessSync(preferred, constants.W_OK);
    return preferred;
  } catch {
    // One folder per user: a shared one made by another user is not ours to write, and a build
    // of a read-only site by anyone but its first builder failed at it ("cannot create it").
    const uid = process.getuid?.();
    return join(tmpdir(), uid === undefined ? 'opdocs-cache' : `opdocs-cache-${uid}`);
  }
}
