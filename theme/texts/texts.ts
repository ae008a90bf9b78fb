/**
 * The theme's texts in the built locale. A site translates them, and the messages of its own
 * `<Translate>` and `translate()`, in `i18n/<locale>/code.json` under the ids Docusaurus gives
 * them (`theme.docs.paginator.next`, …), so the files its users already have keep working. An
 * id the site does not translate shows the theme's English text.
 */
import { useContext, useMemo } from 'react';
import { SiteContext } from '../../runtime/context';
import type { SiteData } from '../../runtime/types';
import { interpolateString } from '../compat/placeholders';

/** Values of a text's `{name}` placeholders. */
export type TextValues = Record<string, string | number>;

export interface ThemeTexts {
  /** The text of `id`: the site's translation, else `text`; placeholders filled. */
  t(id: string, text: string, values?: TextValues): string;
  /**
   * A text with plural forms, `"One post|{count} posts"`: the form the site's language uses
   * for `count`, with `{count}` and the other placeholders filled.
   */
  plural(id: string, forms: string, count: number, values?: TextValues): string;
}

// The plural categories in the order a message lists its forms, as in Docusaurus.
const CATEGORIES: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The form of `messages` ("one|other", "one|few|many|other", …) for `count` in `locale`. */
export function selectPluralForm(locale: string, count: number, messages: string): string {
  const forms = messages.split('|');
  if (forms.length === 1) return forms[0];
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    // A locale code the runtime does not know: English rules, as the theme's own texts are.
    rules = new Intl.PluralRules('en');
  }
  const order = CATEGORIES.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  const at = order.indexOf(rules.select(count));
  return forms[Math.min(at < 0 ? forms.length - 1 : at, forms.length - 1)];
}

/** The texts of a site, for code outside components (and the hook below). */
export function textsOf(site: Pick<SiteData, 'translations' | 'locale'>): ThemeTexts {
  const own = site.translations ?? {};
  return {
    t: (id, text, values) => interpolateString(own[id] ?? text, values),
    plural: (id, forms, count, values) => interpolateString(selectPluralForm(site.locale.code, count, own[id] ?? forms), { count, ...values }),
  };
}

const ENGLISH = textsOf({ locale: { code: 'en' } as SiteData['locale'] });

/**
 * The theme's texts in the site's locale. Content components also render outside a site (a
 * body's components on their own, in tests): there the English texts.
 */
export function useThemeTexts(): ThemeTexts {
  const site = useContext(SiteContext);
  return useMemo(() => (site ? textsOf(site) : ENGLISH), [site]);
}
