/**
 * The theme's own texts in the languages opdocs ships (navbar, pagination, search, admonition
 * titles, 404 page…), so a site whose locale is `fr` reads French without a code.json. A site's
 * code.json message always wins; a language with no file here stays English.
 */
import ar from './locales/ar.js';
import de from './locales/de.js';
import es from './locales/es.js';
import fr from './locales/fr.js';
import it from './locales/it.js';
import ja from './locales/ja.js';
import ko from './locales/ko.js';
import nl from './locales/nl.js';
import pl from './locales/pl.js';
import ptBR from './locales/pt-BR.js';
import ru from './locales/ru.js';
import zhHans from './locales/zh-Hans.js';

/** The shipped texts by locale code, id → message (plural forms `|`-separated, as text-lookup.ts reads them). */
export const BUILT_IN_TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ar, de, es, fr, it, ja, ko, nl, pl, 'pt-BR': ptBR, ru, 'zh-Hans': zhHans,
};

// A bare language, or a region's code, whose texts are another code's.
const ALIASES: Record<string, string> = { pt: 'pt-BR', zh: 'zh-Hans', 'zh-cn': 'zh-Hans', 'zh-sg': 'zh-Hans', 'zh-my': 'zh-Hans' };

/**
 * The shipped texts for a locale code: matched by the whole code (case aside), then by alias
 * (`pt` → pt-BR, `zh-CN` → zh-Hans), then by the code less its last part (`fr-CA` → fr,
 * `zh-Hans-CN` → zh-Hans); none for English or a language opdocs has no texts for.
 */
export function builtInTextsFor(code: string): Readonly<Record<string, string>> | undefined {
  let lower = code.toLowerCase().replace(/_/g, '-');
  for (let first = true; lower; first = false) {
    const exact = Object.keys(BUILT_IN_TEXTS).find((c) => c.toLowerCase() === lower);
    if (exact) return BUILT_IN_TEXTS[exact];
    // Only a whole code is an alias: `zh-TW` must not fall back to `zh`'s simplified script.
    if (Object.hasOwn(ALIASES, lower)) return first || lower !== 'zh' ? BUILT_IN_TEXTS[ALIASES[lower]] : undefined;
    lower = lower.includes('-') ? lower.slice(0, lower.lastIndexOf('-')) : '';
  }
  return undefined;
}

/**
 * A locale's code.json messages over the shipped texts of its language: the site's own entries
 * win. With no shipped texts `own` is returned as it is, so an English site's data is unchanged.
 */
export function withBuiltInTexts(code: string, own: Map<string, string> | undefined): Map<string, string> | undefined {
  const shipped = builtInTextsFor(code);
  if (!shipped) return own;
  const merged = new Map(Object.entries(shipped));
  for (const [id, message] of own ?? []) merged.set(id, message);
  return merged;
}
