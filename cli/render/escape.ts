/** Escaping for the HTML document shell (attribute values and embedded JSON). */

export { escapeHtml } from '../escape-html.js';

/**
 * JSON safe inside <script type="application/json">: every "<" is escaped, so page text
 * containing "</script>" or "<!--" can never end or confuse the script element. With
 * `dropHtml`, every content `html` field (page bodies, post excerpts) becomes null in the same
 * pass: the server-rendered DOM already carries that markup. TOC entries (which have a
 * `level`) keep theirs; they are small and rendered from data.
 */
export function jsonForScript(value: unknown, dropHtml = false): string {
  const replacer = dropHtml
    ? function (this: Record<string, unknown>, key: string, v: unknown) {
      return key === 'html' && typeof v === 'string' && !('level' in this) ? null : v;
    }
    : undefined;
  return JSON.stringify(value, replacer).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
