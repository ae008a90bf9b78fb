/**
 * The one place text becomes markup, for both sides: the build (cli/), the theme and runtime
 * in the browser and on the server, and the service worker. Pure string work, no DOM.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeOne = (c: string) => ESCAPES[c];

/** Text safe in element content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  // Most text has nothing to escape; testing first avoids building a new string.
  return /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, escapeOne) : text;
}

/**
 * Text safe in element content only (code, XML text): quotes stay as they are, which keeps
 * code blocks, where quotes are everywhere, a fifth smaller than with `escapeHtml`.
 */
export function escapeText(text: string): string {
  return /[&<>]/.test(text) ? text.replace(/[&<>]/g, escapeOne) : text;
}

/**
 * JSON safe inside a <script> element, inline or `type="application/json"`: every "<" is
 * escaped, so a value holding "</script>" or "<!--" can never end or confuse the element, and
 * U+2028/U+2029 (line ends to old JavaScript parsers) are escaped too.
 */
export function scriptJson(value: unknown, replacer?: (this: never, key: string, value: unknown) => unknown): string {
  // undefined (which JSON.stringify returns for it and for functions) is embedded as null.
  const json = JSON.stringify(value, replacer as (key: string, value: unknown) => unknown) ?? 'null';
  return /[<\u2028\u2029]/.test(json) ? json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029') : json;
}
