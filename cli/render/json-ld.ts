/**
 * A page's JSON-LD blocks as `<script type="application/ld+json">` elements. The JSON is a data
 * block, never run (so a Content Security Policy's script-src does not apply to it), but the
 * HTML parser still reads it: every `<` is written as `\u003c`, so a string holding `</script>`
 * or `<!--` cannot end the element early or hide what follows it.
 */

/** The script elements of `values`, one per block, in order. */
export function jsonLdScripts(values: readonly unknown[]): string {
  return values.map((value) => `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`).join('');
}
