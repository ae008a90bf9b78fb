/**
 * The `search` and `i18n` sections of site.config.json: both derive defaults from other keys
 * (the provider from `appId`, locale labels from the locale codes).
 */
import * as z from 'zod';

const algoliaKeys = ['appId', 'apiKey', 'indexName'] as const;

/** The search modal builds a RegExp of the value on every result: a bad one broke each search. */
function checkRegex(value: string, ctx: z.RefinementCtx): void {
  try {
    new RegExp(value, 'i');
  } catch (err) {
    ctx.addIssue({
      code: 'custom', message: `is not a valid regular expression (${(err as Error).message.replace(/^Invalid regular expression: /, '')})`,
      params: { hint: 'escape characters meant literally with "\\\\" (e.g. "^https://other\\\\.example\\\\.com/"), or remove the key' },
    });
  }
}

const FACET_FILTERS_HINT = 'e.g. "facetFilters": ["type:content", ["area:cli", "area:api"]] (a nested list means any of these)';

/**
 * Algolia's `facetFilters`, the one parameter the modal merges (with the contextual filters):
 * one "attribute:value" string, or a list of them and of OR-lists of them.
 */
function checkFacetFilters(filters: unknown, ctx: z.RefinementCtx): void {
  const fail = (path: (string | number)[], expected: string, got: unknown) => ctx.addIssue({
    code: 'custom', path: ['facetFilters', ...path], params: { hint: FACET_FILTERS_HINT },
    message: `expected ${expected}, got ${Array.isArray(got) ? 'an array' : got !== null && typeof got === 'object' ? 'an object' : JSON.stringify(got)}`,
  });
  if (filters === undefined || typeof filters === 'string') return;
  if (!Array.isArray(filters)) return fail([], 'a string or an array', filters);
  filters.forEach((entry: unknown, i) => {
    if (typeof entry === 'string') return;
    if (!Array.isArray(entry)) return fail([i], 'a string or an array of strings', entry);
    entry.forEach((inner: unknown, j) => typeof inner !== 'string' && fail([i, j], 'a string', inner));
  });
}

/**
 * Algolia search parameters of the modal's request: a free-form object (any Algolia
 * parameter goes through as written, for Algolia to judge); only `facetFilters` is checked.
 */
const searchParametersSchema = z.record(z.string(), z.unknown())
  .superRefine((params, ctx) => checkFacetFilters(params.facetFilters, ctx))
  .meta({
    description: 'Algolia search parameters added to the search modal\'s request after opdocs\' own, so they win. `facetFilters` ("attribute:value", or a list in which a nested list means "any of these") come after the contextual filters. Algolia only; the search page does not use them. Default: none.',
    examples: [{ facetFilters: ['type:content'], distinct: 1 }],
  });

/** `from` is plain text, matched anywhere in a result's path and fragment (every occurrence). */
const replacePathnameSchema = z.strictObject({
  from: z.string().min(1).meta({ description: 'Text to find in the result\'s path and #fragment (plain text, not a regular expression).', examples: ['/docs/'] }),
  to: z.string().meta({ description: 'What each occurrence of `from` becomes.', examples: ['/guides/'] }),
}).meta({
  description: 'Rewrites the path (with its #fragment) of search results that do not match `externalUrlRegex`, before the base URL is added: e.g. for an index crawled on another deployment. Default: none.',
  examples: [{ from: '/docs/', to: '/guides/' }],
});

/** The `search` section. */
export const searchSchema = z.strictObject({
  provider: z.enum(['local', 'algolia']).optional().describe(
    'Search backend: "local" (an index built with the site) or "algolia" (DocSearch). Default "local", or "algolia" when `appId` is set.'),
  appId: z.string().optional().meta({ description: 'Algolia application id.', examples: ['${ALGOLIA_APP_ID}'] }),
  apiKey: z.string().optional()
    .meta({ description: 'Algolia search-only API key (public). Keep it out of the repository with "${NAME}".', examples: ['${ALGOLIA_SEARCH_KEY}'] }),
  indexName: z.string().optional().meta({ description: 'Algolia index name.', examples: ['tyko'] }),
  contextualSearch: z.boolean().default(true).describe('Only show results from the current locale and docs version. Default true.'),
  searchPagePath: z.union([z.string(), z.null(), z.literal(false)]).default('search')
    .describe('Path of the full search page. Default "search"; null or false: no search page.'),
  externalUrlRegex: z.string().superRefine(checkRegex).optional()
    .describe('Results whose URL matches this regular expression open as normal links (other sites).'),
  searchParameters: searchParametersSchema.optional(),
  replaceSearchResultPathname: replacePathnameSchema.optional(),
  insights: z.boolean().default(false)
    .describe('Ask Algolia for click analytics (`clickAnalytics` in the modal\'s request, which then returns a query id). opdocs sends no Insights events itself. Default false.'),
  hosts: z.array(z.string()).optional().meta({
    description: 'Test-only: Algolia hosts to query instead of Algolia\'s own (e.g. a local stub server). Default: Algolia\'s hosts.',
    examples: [['127.0.0.1:4010']],
  }),
  missingResultsUrl: z.string().optional().meta({
    description: 'Link offered when a search finds nothing; "{query}" is replaced by the search text. Default: none.',
    examples: ['https://github.com/akyriako/tyko/issues/new?title={query}'],
  }),
}).prefault({}).describe('Site search.')
  .superRefine((search, ctx) => {
    const provider = search.provider ?? (search.appId !== undefined ? 'algolia' : 'local');
    if (provider !== 'algolia') return;
    for (const key of algoliaKeys) {
      if (search[key] !== undefined) continue;
      ctx.addIssue({
        code: 'custom', path: [key], message: 'required when provider is "algolia"',
        params: { at: 'parent', hint: `set "${key}" (write "\${NAME}" to read it from the environment), or use "provider": "local"` },
      });
    }
  })
  .transform((search) => ({
    ...search,
    provider: search.provider ?? (search.appId !== undefined ? 'algolia' as const : 'local' as const),
    searchPagePath: search.searchPagePath === false ? null : search.searchPagePath,
  }));

/** The language's name in itself ("en" → "English"), or the code when unknown. */
function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}

const localeConfig = z.strictObject({
  label: z.string().optional().meta({ description: 'Name in the locale menu. Default: the language\'s own name, e.g. "English".', examples: ['English'] }),
  direction: z.enum(['ltr', 'rtl']).optional().describe('Writing direction. Default: the language\'s own ("rtl" for Arabic, Hebrew, Persian, Urdu, …), else "ltr".'),
  htmlLang: z.string().optional().meta({ description: 'Value of `<html lang>`, a BCP 47 language tag. Default: the locale code (with "_" read as "-": pt_BR → pt-BR).', examples: ['en-US'] }),
}).describe('Settings of one locale.');

/**
 * The BCP 47 tag a locale code stands for: the code, or with "_" read as "-" (pt_BR, as Java
 * and gettext write it); undefined when neither is one. `<html lang>` and every date the theme
 * formats (Intl refuses an invalid tag: "Incorrect locale information provided") need one.
 */
function languageTag(code: string): string | undefined {
  for (const tag of new Set([code, code.replace(/_/g, '-')])) {
    try {
      Intl.getCanonicalLocales(tag);
      return tag;
    } catch { /* not a tag: try the next spelling */ }
  }
  return undefined;
}

/** The language's writing direction, as Intl knows it; "ltr" when it does not say. */
function textDirection(tag: string): 'ltr' | 'rtl' {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
    return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/**
 * A locale code becomes a URL segment (`/fr/`) and a folder name (`i18n/fr/`, `build/fr/`), so
 * it is letters and digits in parts joined by "-" or "_", as BCP 47 tags are (`zh-Hans-CN`).
 */
const LOCALE_CODE = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;
const localeCode = z.string().superRefine((code, ctx) => {
  if (LOCALE_CODE.test(code)) return;
  ctx.addIssue({
    code: 'custom', message: `${JSON.stringify(code)} is not a locale code; it names a URL segment and a folder, so it may hold only letters, digits, "-" and "_"`,
    params: { hint: 'use a language tag such as "fr", "pt-BR" or "zh-Hans-CN"' },
  });
});

/** The `i18n` section; every listed locale gets a full `localeConfigs` entry. */
export const i18nSchema = z.strictObject({
  defaultLocale: localeCode.default('en').meta({ description: 'Locale served at the site root. Default "en".', examples: ['en'] }),
  locales: z.array(localeCode).optional().meta({ description: 'All locales of the site. Default [defaultLocale].', examples: [['en']] }),
  localeConfigs: z.record(z.string(), localeConfig).default({}).describe('Per-locale settings, keyed by locale code. Default {}.'),
}).prefault({}).describe('Languages of the site.')
  .superRefine((i18n, ctx) => {
    const codes = i18n.locales ?? [i18n.defaultLocale];
    codes.forEach((code, i) => {
      const given = i18n.localeConfigs[code]?.htmlLang;
      // A code that is no locale code at all has its own error (localeCode).
      if (!LOCALE_CODE.test(code) || (given !== undefined ? languageTag(given) === given : languageTag(code))) return;
      const message = given !== undefined
        ? `${JSON.stringify(given)} is not a BCP 47 language tag, which <html lang> and the dates of the pages need`
        : `${JSON.stringify(code)} is not a BCP 47 language tag, which <html lang> and the dates of the pages need`;
      ctx.addIssue({
        code: 'custom', message,
        path: given !== undefined ? ['localeConfigs', code, 'htmlLang'] : i18n.locales ? ['locales', i] : ['defaultLocale'],
        params: { hint: given !== undefined ? 'use a tag such as "en-US", "pt-BR" or "zh-Hans-CN"'
          : `give the code its language's tag: "localeConfigs": { ${JSON.stringify(code)}: { "htmlLang": "…" } }, e.g. "en-US" or "pt-BR"` },
      });
    });
  })
  .superRefine((i18n, ctx) => {
    if (!i18n.locales || i18n.locales.includes(i18n.defaultLocale)) return;
    ctx.addIssue({
      code: 'custom', path: ['defaultLocale'], message: `${JSON.stringify(i18n.defaultLocale)} is not in i18n.locales`,
      params: { hint: `add it to "locales", or use one of: ${i18n.locales.join(', ') || '(none listed)'}` },
    });
  })
  .transform((i18n) => {
    const locales = i18n.locales ?? [i18n.defaultLocale];
    const localeConfigs: Record<string, { label: string; direction: 'ltr' | 'rtl'; htmlLang: string }> = {};
    for (const code of new Set([...locales, ...Object.keys(i18n.localeConfigs)])) {
      const given = i18n.localeConfigs[code];
      // A localeConfigs entry of a code not in `locales` is never checked above: it is not built.
      const tag = languageTag(code);
      const htmlLang = given?.htmlLang ?? tag ?? code;
      // The menu names the locale's language, as Docusaurus does: "en" with htmlLang "en-GB" is "English".
      localeConfigs[code] = { label: given?.label ?? languageName(tag ?? htmlLang), direction: given?.direction ?? textDirection(htmlLang), htmlLang };
    }
    return { defaultLocale: i18n.defaultLocale, locales, localeConfigs };
  });
