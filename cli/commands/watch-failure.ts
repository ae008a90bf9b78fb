/**
 * What serve --watch prints (and shows in the page) when a rebuild fails: the site's errors,
 * or an "opdocs bug" with its stack for anything else, and whether a last good build is served.
 */
import { formatErrors, OpdocsError } from '../errors.js';
import { userErrorsOf } from '../fs-failure.js';

/**
 * Formats a failed build for the terminal and the error page; unexpected errors say "opdocs bug".
 * `rebuild`: a build after a change, when a missing config was there at the start. `kept`:
 * whether an earlier good build is in the output folder (a first build that failed may have none).
 */
export function describeBuildFailure(err: unknown, siteDir: string, rebuild = false, kept = true): string {
  const served = kept ? 'Still serving the last good build.' : 'There is no earlier build to serve: the site appears once a build succeeds.';
  const userErrors = userErrorsOf(err)?.map((e) => (rebuild && e.message === `cannot find ${CONFIG_FILE_NAME}` ? configGone(e) : e));
  if (userErrors) return `${formatErrors(userErrors, siteDir)}\n${served}`;
  const detail = err instanceof Error ? err.stack ?? err.message : String(err);
  return `opdocs bug: the build crashed.\n${detail}\n${served}`;
}

/** load-config's name, written here: importing that module would load the config stack for a plain serve. */
const CONFIG_FILE_NAME = 'site.config.json';

/**
 * The config was there when watching began: the advice to run opdocs in the site folder (it is
 * running there) misled after a rename or a branch switch removed the file.
 */
const configGone = (e: OpdocsError) => new OpdocsError({
  file: e.file, message: `${CONFIG_FILE_NAME} is gone: it was there when serve --watch started`,
  hint: 'put it back (undo the rename or delete, or switch back to the branch that has it); the site rebuilds when it is there',
});
