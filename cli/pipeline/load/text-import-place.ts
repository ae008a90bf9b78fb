/**
 * Where a file imported as text (`!!raw-loader!`, `!!yaml-loader!`) may be. Its text is
 * published with the page, so `import env from '!!raw-loader!/proc/self/environ'` put the
 * build machine's environment (its CI tokens too) on a page. The rule is the one for images
 * and linked files: inside the site folder or the git repository that holds it; an installed
 * package's file is fine wherever npm put it. Besides those, a file in the importing file's own
 * folder (a docs folder beside the site, as `docs.path: '../docs'` has it, importing its
 * partials), and one named through an alias of the site's config (`@shared/data.csv` from
 * module-alias or tsconfig paths): the site's own settings chose those places.
 */
import { realpathSync } from 'node:fs';
import { dirname, sep } from 'node:path';
import { isInsideReal } from '../check/route-sources.js';
import { mayLinkTo, repositoryFolder } from './linked-files.js';

/** A spec that names a place on the disk itself (relative, absolute, @site/), not through an alias or a package. */
const PATH_SPEC = /^(?:\.{1,2}(?:[\\/]|$)|[\\/]|[A-Za-z]:[\\/]|@site\/|file:)/;

/**
 * Why the text of `file` may not be imported, or null when it may. `spec` is the import as
 * written, `importer` the file that imports it.
 */
export function textImportRefusal(file: string, siteDir: string, from: { spec?: string; importer?: string } = {}): { message: string; hint: string } | null {
  if (file.split(/[\\/]/).includes('node_modules')) return null;
  if (from.spec !== undefined && !PATH_SPEC.test(from.spec)) return null;
  const policy = { siteDir, errors: [] };
  if (mayLinkTo(file, policy)) return null;
  if (from.importer && isInsideReal(file, dirname(from.importer))) return null;
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
