import { checkSiteSetup } from '../../cli/commands/site-checks';
import { loadConfig } from '../../cli/config/load-config';
import { asUserErrors, type OpdocsError } from '../../cli/errors';

/** The errors of loading the site in `dir` and checking its setup (none: []); anything else is thrown. */
export async function siteSetupErrors(dir: string): Promise<OpdocsError[]> {
  try {
    checkSiteSetup(await loadConfig(dir));
    return [];
  } catch (err) {
    const errors = asUserErrors(err);
    if (!errors) throw err;
    return errors;
  }
}
