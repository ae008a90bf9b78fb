/**
 * Tests that interrupt a build at a moment they see through a folder watcher: on a loaded
 * machine the watcher's event can come after the build has already ended, and the attempt
 * then says it 'missed' its moment. Such an attempt is made again, up to `tries` times in all.
 */
export const MISSED = 'missed';

export async function untilNotMissed<T>(attempt: (index: number) => Promise<T | typeof MISSED>, tries = 3): Promise<T | typeof MISSED> {
  let outcome: T | typeof MISSED = MISSED;
  for (let i = 0; i < tries && outcome === MISSED; i++) outcome = await attempt(i);
  return outcome;
}
