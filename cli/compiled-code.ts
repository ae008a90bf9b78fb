/**
 * What bin/opdocs.js asks before it keeps this run's compiled code in its code cache (one per
 * command). A run that found nothing to do, such as a build that was up to date, ran a sliver
 * of the command's code: kept, its cache would stand in for a real build's until opdocs changes.
 */
import { setTieringFlags, tieringFlags } from './workers/tiering.js';
import type { CodeCacheHooks } from './compiled-script.js';

let worthKeeping = true;

/** Called by a command that ended without doing its usual work. */
export function ranLittle(): void {
  worthKeeping = false;
}

/** What bin/opdocs.js gives the code caches (compiled-script.ts). */
export const codeCacheHooks: CodeCacheHooks = { keep: () => worthKeeping, flags: tieringFlags, setFlags: setTieringFlags };
