/**
 * The `i18n` section of a Docusaurus config → ours. Every locale is built, each from its
 * translations under i18n/<locale>/ (untranslated files fall back to the default locale's).
 */
import { clean, isObj, type Obj, str } from './json-values.js';

/** Copies the locales into `out.i18n`; of each locale's settings opdocs knows three. */
export function mapI18n(i18n: Obj, out: Obj): void {
  const locale = str(i18n.defaultLocale);
  const locales = (Array.isArray(i18n.locales) ? i18n.locales : []).filter((l): l is string => typeof l === 'string');
  const configs = isObj(i18n.localeConfigs) ? i18n.localeConfigs : {};
  const kept: Obj = {};
  for (const [code, lc] of Object.entries(configs)) {
    if (!isObj(lc)) continue;
    const entry = clean({ label: str(lc.label), direction: str(lc.direction), htmlLang: str(lc.htmlLang) });
    if (Object.keys(entry).length) kept[code] = entry;
  }
  out.i18n = clean({ defaultLocale: locale, locales: locales.length ? locales : locale ? [locale] : undefined, localeConfigs: Object.keys(kept).length ? kept : undefined });
}
