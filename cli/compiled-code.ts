/**
 * What bin/opdocs.js asks before it keeps this run's compiled code in its code cache (one per
 * command). A run that found nothing to do, such as a build that was up to date, ran a sliver
 * of the command's code: kept, its cache would stand in for a real build's until opdocs changes.
 */
import { restoreStartTiering } from './workers/tiering.js';

let worthKeeping = true;

/** Called by a command that ended without doing its usual work. */
export function ranLittle(): void {
  worthKeeping = false;
}

/** At exit: whether to keep the compiled code; if so, V8's flags are first set back as they were at start. */
export function prepareCodeCache(): boolean {
  if (worthKeeping) restoreStartTiering();
  return worthKeeping;
}
