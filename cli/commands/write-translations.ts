/**
 * `opdocs write-translations`: the translation files of one locale under `i18n/<locale>/`, laid
 * out as Docusaurus' command of the same name lays them out (and as pipeline/locale.ts reads
 * them): code.json, the navbar's and footer's texts, the blog's options and each docs version's
 * labels. Files already there are merged into, never emptied (translation-file.ts).
 */
import { join, relative, resolve } from 'node:path';
import { loadConfig } from '../config/load-config.js';
import { loadSite } from '../pipeline/site.js';
import { sitePaths } from '../pipeline/site-paths.js';
import { checkLocaleOption } from '../pipeline/locale.js';
import { formatError, OpdocsErrors } from '../errors.js';
import { codeTranslationFile, siteCodeFiles } from '../translations/code-translations.js';
import { configTranslationFiles } from '../translations/config-translations.js';
import { mergeTranslationFile, writeMergedFile, type MergeCount } from '../translations/translation-file.js';

export interface WriteTranslationsOptions {
  siteDir: string;
  /** Default: the site's default locale, as in Docusaurus. */
  locale?: string;
  override: boolean;
  messagePrefix: string;
  log: (line: string) => void;
}

export interface WrittenTranslation { path: string; count: MergeCount }

/** Writes the locale's files; returns what each got. A site that does not build is an error here too. */
export async function writeTranslations(opts: WriteTranslationsOptions): Promise<WrittenTranslation[]> {
  const siteDir = resolve(opts.siteDir);
  const config = await loadConfig(siteDir);
  const locale = opts.locale ?? config.i18n.defaultLocale;
  if (opts.locale !== undefined) checkLocaleOption(config, opts.locale);
  // The default locale's texts, untranslated: they are what a translator starts from, and the
  // keys are made from them (a sidebar's category is keyed by its label in the default locale).
  // A broken link or image is the build's to report: it must not keep a translator from the files.
  const lenient = { ...config, onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'ignore', onBrokenImages: 'ignore' } as const;
  const { result, errors, warnings } = await loadSite(lenient, { translations: true });
  if (!result) throw new OpdocsErrors(errors);
  const code = codeTranslationFile(locale, siteCodeFiles(siteDir, sitePaths(config).pagesDir));
  const shown = [...warnings.filter((w) => w.level === 'warn'), ...code.warnings];
  for (const w of shown) opts.log(formatError(w.error, siteDir, 'warning'));
  const localeDir = join(siteDir, 'i18n', locale);
  // Every file merged before any is written: a malformed one stops the run with the others untouched.
  const files = [code.file, ...configTranslationFiles(config), ...(result.translations ?? [])];
  const merged = files.map((file) => mergeTranslationFile(localeDir, file, { override: opts.override, messagePrefix: opts.messagePrefix }));
  for (const done of merged) {
    writeMergedFile(done);
    const { added, replaced, kept } = done.count;
    opts.log(`✔ ${relative(siteDir, done.path).split('\\').join('/')}: ${added} added, ${kept} kept${opts.override ? `, ${replaced} replaced` : ''}`);
  }
  return merged.map(({ path, count }) => ({ path, count }));
}
