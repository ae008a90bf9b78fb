/**
 * Where a file imported as text (`!!raw-loader!`, `!!yaml-loader!`) may be. Its text is
 * published with the page, so `import env from '!!raw-loader!/proc/self/environ'` put the
 * build machine's environment (its CI tokens too) on a page. The rule is the one for images
 * and linked files: inside the site folder or the git repository that holds it; an installed
 * package's file is fine wherever npm put it.
 */
import { realpathSync } from 'node:fs';
import { sep } from 'node:path';
import { mayLinkTo, repositoryFolder } from './linked-files.js';

/** Why the text of `file` may not be imported, or null when it may. */
export function textImportRefusal(file: string, siteDir: string): { message: string; hint: string } | null {
  if (file.split(/[\\/]/).includes('node_modules')) return null;
  const policy = { siteDir, errors: [] };
  if (mayLinkTo(file, policy)) return null;
  let real = file;
  try {
    real = realpathSync(file);
  } catch {
    // Shown as written.
  }
  const repo = repositoryFolder(policy);
  return {
    message: `${real} is outside the site folder${repo ? ` and its repository (${repo})` : ''}, so its text would be published with the page`,
    hint: `copy the file into the site (beside this file, or under static${sep}) and import it from there`,
  };
}
