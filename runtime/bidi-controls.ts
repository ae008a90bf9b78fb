/**
 * Bidi control characters in text from content. An embedding or override (U+202A–U+202E) or an
 * isolate (U+2066–U+2069) left open in a title reaches past it: the rest of its line (the site
 * title after it in a tab, a paginator's arrow) is drawn reordered or reversed.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/** Whether `text` holds a bidi embedding, override or isolate character. */
export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROL.test(text);
}

/**
 * `text` between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE when it holds a bidi control,
 * so whatever it opens ends with it in plain text (a document title); other text unchanged.
 */
export function isolateBidi(text: string): string {
  return hasBidiControl(text) ? `\u2068${text}\u2069` : text;
}
