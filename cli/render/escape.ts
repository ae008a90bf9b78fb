/** Escaping for the HTML document shell (attribute values and embedded JSON). */

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/**
 * JSON safe inside <script type="application/json">: every "<" is escaped, so page text
 * containing "</script>" or "<!--" can never end or confuse the script element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * A copy of route data with every content `html` field (page bodies, post excerpts) set to
 * null: the server-rendered DOM already carries that markup. TOC entries keep theirs; they
 * are small and rendered from data.
 */
export function withoutHtml<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, function (this: Record<string, unknown>, key, v) {
    return key === 'html' && typeof v === 'string' && !('level' in this) ? null : v;
  })) as T;
}
