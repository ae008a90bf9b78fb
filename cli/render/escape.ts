/** Escaping for the HTML document shell (attribute values and embedded JSON). */

import { scriptJson } from '../../runtime/escape-html.js';

export { escapeHtml } from '../../runtime/escape-html.js';

/**
 * The JSON of a page's boot data (see scriptJson). With `dropHtml`, every content `html` field (page bodies, post excerpts) becomes null in the same
 * pass: the server-rendered DOM already carries that markup. TOC entries (which have a
 * `level`) keep theirs; they are small and rendered from data.
 */
export function jsonForScript(value: unknown, dropHtml = false): string {
  const replacer = dropHtml
    ? function (this: Record<string, unknown>, key: string, v: unknown) {
      return key === 'html' && typeof v === 'string' && !('level' in this) ? null : v;
    }
    : undefined;
  return scriptJson(value, replacer);
}
