/**
 * `code.json` of a locale: the theme's own texts (in the locale's language where opdocs ships
 * them, else in English, for the translator to replace) and the texts the site's code gives to
 * `@docusaurus/Translate`. The site's texts come last, so a site reusing a theme id wins.
 */
import fg from 'fast-glob';
import english from '../texts/locales/en.js';
import { builtInTextsFor } from '../texts/built-in-texts.js';
import type { OpdocsWarning } from '../errors.js';
import type { TranslationEntry, TranslationFile } from './translation-file.js';
import { siteCodeTexts } from './site-code-texts.js';
import { assignOwn } from '../own-keys.js';

/** The site's code files: its src/ folder and its pages folder (where that is elsewhere). */
export function siteCodeFiles(siteDir: string, pagesDir: string): string[] {
  const patterns = ['src/**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'];
  const rel = pagesDir.startsWith(siteDir + '/') ? pagesDir.slice(siteDir.length + 1) : null;
  if (rel && !rel.startsWith('src/')) patterns.push(`${fg.escapePath(rel)}/**/*.{js,jsx,mjs,ts,tsx}`);
  return fg.sync(patterns, { cwd: siteDir, absolute: true, ignore: ['**/node_modules/**', '**/*.d.ts'] }).sort();
}

/** The locale's code.json as made now, and what could not be read from the site's code. */
export function codeTranslationFile(locale: string, codeFiles: string[]): { file: TranslationFile; warnings: OpdocsWarning[] } {
  const shipped = builtInTextsFor(locale) ?? {};
  const entries: Record<string, TranslationEntry> = {};
  for (const id of Object.keys(english)) entries[id] = { message: shipped[id] ?? english[id] };
  const warnings: OpdocsWarning[] = [];
  for (const file of codeFiles) {
    const found = siteCodeTexts(file);
    assignOwn(entries, found.entries);
    warnings.push(...found.warnings);
  }
  return { file: { path: 'code.json', entries }, warnings };
}
