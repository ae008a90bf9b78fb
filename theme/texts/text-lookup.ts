/**
 * Looking a text up in a site's translations, with plural forms and `{name}` placeholders. No
 * React here: the CLI uses it for the titles and headings it writes into route data.
 */
import type { SiteData } from '../../runtime/types';

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

const PLACEHOLDER = /\{(\w+)\}/g;

/** `text` with its `{name}` placeholders filled from `values`; unknown ones are left as written. */
export function fillPlaceholders(text: string, values?: TextValues): string {
  // Most texts have no values: nothing to fill, and a page renders dozens of them.
  if (!values) return text;
  // Own keys only: `{constructor}` in a translated message printed Object's function source.
  return text.replace(PLACEHOLDER, (all, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : all));
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

/**
 * The message of `id` in `translations`, if it has one of its own: a message may be any text
 * (`<Translate>constructor</Translate>`), which an object's prototype must not answer.
 */
export function messageOf(translations: Record<string, string> | undefined, id: string): string | undefined {
  return translations && Object.hasOwn(translations, id) ? translations[id] : undefined;
}

/** The texts of a site (its translations and the locale whose plural rules apply). */
export function textsOf(site: { translations?: SiteData['translations']; locale: { code: string } }): ThemeTexts {
  const own = site.translations;
  return {
    t: (id, text, values) => fillPlaceholders(messageOf(own, id) ?? text, values),
    plural: (id, forms, count, values) => fillPlaceholders(selectPluralForm(site.locale.code, count, messageOf(own, id) ?? forms), { count, ...values }),
  };
}
