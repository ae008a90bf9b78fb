/**
 * The code.json messages a site's pages can show. A code.json written by Docusaurus'
 * `write-translations` holds every text of Docusaurus' theme (about a hundred), most of which
 * this theme has no place for, and each page carries its site's translations in its boot data:
 * a `theme.*` message is kept only when the JavaScript the site ships names its id (the theme's
 * own texts, and the site's components that use theme ids). The site's own ids are all kept.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `translations` without the `theme.*` ids that no script in `files` (under `outDir`) names. */
export function shippedTranslations(translations: Record<string, string>, outDir: string, files: string[]): Record<string, string> {
  const themeIds = Object.keys(translations).filter((id) => id.startsWith('theme.'));
  if (!themeIds.length) return translations;
  const code = files.filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(outDir, f), 'latin1')).join('\n');
  // Ids are written into bundles as string literals, ASCII as they are. fromEntries keeps a site's
  // `__proto__` id as an entry, where an assignment would set the object's prototype.
  return Object.fromEntries(Object.entries(translations).filter(([id]) => !id.startsWith('theme.') || code.includes(id)));
}
