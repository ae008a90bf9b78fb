/**
 * themeConfig.algolia (Docusaurus' DocSearch options) → the `search` section. Values are
 * copied as written; the config schema then checks them like any other key (what it refuses
 * is left out with a note by migrate.ts).
 */
import { clean, isObj, toJsonValue, type Obj } from './json-values.js';

type Note = (key: string, what: string) => void;

const AT = 'themeConfig.algolia';

/**
 * The plain text a regular expression matches, when it matches nothing else: letters, digits
 * and escaped punctuation only (e.g. /\/docs\//). Null for anything with regex syntax in it.
 */
export function literalOfRegExp(source: string): string | null {
  if (!/^(?:[\w /:~%@,'"=&<>!#-]|\\[^\w\s])*$/.test(source)) return null;
  return source.replace(/\\(.)/g, '$1');
}

/**
 * `replaceSearchResultPathname`: opdocs takes `from` as plain text, as Docusaurus does with a
 * string. A RegExp carries over only when it stands for plain text; otherwise it is a note.
 */
function replacePathname(value: unknown, note: Note): Obj | undefined {
  if (value === undefined) return undefined;
  const at = `${AT}.replaceSearchResultPathname`;
  let from = isObj(value) ? value.from : undefined;
  const to = isObj(value) ? value.to : undefined;
  if (from instanceof RegExp) {
    const literal = literalOfRegExp(from.source);
    if (literal === null) {
      note(`${at}.from`, `the regular expression ${String(from)} has no plain-text form; opdocs replaces plain text only, so set "from" by hand`);
      return undefined;
    }
    from = literal;
  }
  // Both halves or neither: the schema needs both, and one alone cannot be left out key by key.
  if (typeof from !== 'string' || typeof to !== 'string') {
    note(at, 'needs "from" and "to" as strings; set it by hand');
    return undefined;
  }
  return { from, to };
}

/**
 * The `search` section for a site that searches with Algolia DocSearch, or null without an
 * `appId`: Docusaurus 2's alphas took DocSearch v2's options, which named none, and no Algolia
 * search runs without one, so such a site keeps opdocs' own search rather than failing to migrate.
 */
export function mapAlgolia(a: Obj, note: Note): Obj | null {
  if (typeof a.appId !== 'string' || a.appId === '') {
    note(`${AT}.appId`, 'missing (Docusaurus 2 alphas did not ask for it; Docusaurus 3 requires it), so the site uses opdocs\' built-in search: add the appId of the Algolia application and migrate again to search with DocSearch');
    return null;
  }
  let searchParameters: unknown;
  if (isObj(a.searchParameters)) {
    const { json, dropped } = toJsonValue(a.searchParameters, `${AT}.searchParameters`);
    searchParameters = json;
    for (const at of dropped) note(at, 'not a JSON value, so it is not sent to Algolia; write the value itself');
  }
  if (a.insights === true) note(`${AT}.insights`, 'the modal asks Algolia for click analytics, but opdocs sends no Insights events (clicks and conversions are not recorded)');
  return clean({
    provider: 'algolia', appId: a.appId, apiKey: a.apiKey, indexName: a.indexName, contextualSearch: a.contextualSearch,
    searchPagePath: a.searchPagePath, externalUrlRegex: a.externalUrlRegex, searchParameters,
    replaceSearchResultPathname: replacePathname(a.replaceSearchResultPathname, note), insights: a.insights,
  });
}
