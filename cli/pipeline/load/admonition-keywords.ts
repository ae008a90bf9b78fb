/**
 * A Docusaurus site's own admonition keywords: the keys its swizzled `src/theme/Admonition/Types`
 * adds to the theme's map (`cpp: AdmonitionTypeCpp`). Docusaurus reads `:::cpp` as an admonition
 * only when the docs plugin's `admonitions.keywords` lists it too; a site that draws a keyword
 * of its own has listed it there, so opdocs takes the map as the list.
 */
import { findSwizzled } from '../../bundle/docusaurus-modules.js';
import { ADMONITION_TYPES } from '../parse/admonitions.js';
import { readExportedNames } from './mdx-components.js';

// As the pre-pass reads a keyword after `:::` (prepare-source.ts): lower case, no blanks or brackets.
const KEYWORD = /^[a-z][a-z0-9_-]*$/;

/** The keywords the site's Admonition/Types adds (lower-cased), [] when it has none or they cannot be read. */
export function siteAdmonitionKeywords(siteDir: string): string[] {
  const file = findSwizzled('Admonition/Types', siteDir);
  const names = file ? readExportedNames(file, 'Admonition/Types') : null;
  return [...new Set((names ?? []).map((n) => n.toLowerCase()))].filter((n) => KEYWORD.test(n) && !ADMONITION_TYPES.has(n)).sort();
}
