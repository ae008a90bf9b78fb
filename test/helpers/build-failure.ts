/** A build that must fail with errors for the user: their printed lines, for tests to read. */
import * as assert from 'uvu/assert';
import { buildSite } from '../../cli/commands/build.ts';
import { asUserErrors, formatError } from '../../cli/errors.ts';

/** Builds `dir` into `outDir`; returns each error as printed, and fails the test if the build succeeds or crashes. */
export async function failedBuildErrors(dir: string, outDir = 'build'): Promise<string[]> {
  try {
    await buildSite({ siteDir: dir, outDir, quiet: true });
  } catch (err) {
    const user = asUserErrors(err);
    assert.ok(user, `expected user errors, got ${err instanceof Error ? err.stack : String(err)}`);
    return user.map((e) => formatError(e, dir));
  }
  throw new Error('the build unexpectedly succeeded');
}
