/**
 * The `exclude` globs of a Docusaurus site's pages plugin (the classic preset's `pages`, or the
 * pages plugin itself): files of src/pages it does not make pages of, such as a component a
 * plugin of the site serves at its own route. site.config.json has no key for them, so only a
 * build in place reads them (config/page-exclude.ts).
 */
import { isObj, type Obj } from './json-values.js';
import { entryName, entryOptions, isClassicNamesake } from './plugin-entries.js';

/** The globs, relative to src/pages; undefined when the config gives none (the defaults apply). */
export function pagesExcludeOf(dc: Obj): string[] | undefined {
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  for (const entry of list(dc.presets)) {
    const name = entryName(entry, 'preset');
    if (name !== '@docusaurus/preset-classic' && !isClassicNamesake(name)) continue;
    const pages = entryOptions(entry).pages;
    if (isObj(pages) && Array.isArray(pages.exclude)) return globs(pages.exclude);
  }
  for (const entry of list(dc.plugins)) {
    if (entryName(entry, 'plugin') !== '@docusaurus/plugin-content-pages') continue;
    const { exclude } = entryOptions(entry);
    if (Array.isArray(exclude)) return globs(exclude);
  }
  return undefined;
}

const globs = (values: unknown[]): string[] => values.filter((v): v is string => typeof v === 'string' && v !== '');
