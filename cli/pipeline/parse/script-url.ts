/**
 * Which link and image URLs may reach the page. Docusaurus renders Markdown links through MDX and
 * React, which keep any scheme (`tel:`, `sms:`, `ftp:`) and only refuse `javascript:`; a list of
 * allowed schemes would blank a site's phone and chat links without a word. So every well-formed
 * scheme passes except those that run code in the page.
 */

// Schemes that run script in the page (vbscript: in old engines). data: is not among them: an
// inline <img src="data:…"> is common and harmless.
const SCRIPTING = new Set(['javascript', 'vbscript']);

/**
 * For micromark's `sanitizeUri`: the schemes a Markdown link may keep. data: stays refused as
 * micromark refuses it (a whole document in a link), and a scheme that is not well formed
 * (`java%09script`, what `java\tscript` becomes once encoded) is refused too.
 */
export const LINK_SCHEME = /^(?!(?:javascript|vbscript|data)$)[a-z][a-z0-9+.-]*$/i;

/**
 * The schemes a Markdown image may keep: a link's, and data: (an inline icon or badge; an <img>
 * shows data as a picture and runs none of it). Only http: and https: were kept before, which
 * blanked every `![badge](data:image/svg+xml;base64,…)` without a word.
 */
export const IMAGE_SCHEME = /^(?!(?:javascript|vbscript)$)[a-z][a-z0-9+.-]*$/i;

/**
 * True when a browser would run `value` as script if it were an href or src: leading spaces
 * and control characters are skipped and tabs and line breaks inside ignored, as browsers do
 * when they parse a URL, so ` JAVA\tSCRIPT:` counts.
 */
export function isScriptUrl(value: string): boolean {
  return scriptScheme(value) !== null;
}

/** The scheme of `value` as a browser reads it, lower case ("" without one). */
function schemeOf(value: string): string {
  const squeezed = value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  const colon = squeezed.indexOf(':');
  return colon > 0 ? squeezed.slice(0, colon).toLowerCase() : '';
}

/** The scripting scheme of `value` as a browser reads it ("javascript", "vbscript"), or null. */
function scriptScheme(value: string): string | null {
  const scheme = schemeOf(value);
  return SCRIPTING.has(scheme) ? scheme : null;
}

/**
 * True for a data: URL as a browser reads an href (leading controls skipped, tabs and line
 * breaks ignored): fine as an image, refused as a link a config or sidebars file writes.
 */
export function isDataUrl(value: string): boolean {
  return schemeOf(value) === 'data';
}

/** Why a data: URL may not be a link, for messages. */
export const DATA_LINK_REASON = 'which browsers refuse to open from a link (and which could hold a whole page of script)';

/**
 * "a javascript: URL, which React does not render" or "a vbscript: URL, which no current browser
 * runs", for warnings about a dead link: React blocks the first only.
 */
export function scriptUrlPhrase(value: string): string {
  const scheme = scriptScheme(value) ?? 'javascript';
  return `a ${scheme}: URL, which ${scheme === 'javascript' ? 'React does not render' : 'no current browser runs'}`;
}

/**
 * Why a link URL sanitizing refused would do harm or nothing: "a javascript: URL, which runs
 * script in the page", "a data: URL, …", or a scheme not well formed (`java%09script:`).
 */
export function refusedUrlPhrase(value: string): string {
  const scheme = scriptScheme(value);
  if (scheme) return `a ${scheme}: URL, which would run script in the page`;
  if (/^\s*data:/i.test(value)) return `a data: URL, ${DATA_LINK_REASON}`;
  return 'a URL whose scheme (before the ":") is not well formed';
}

/**
 * The attributes React 19 refuses a javascript: URL in (lowercase HTML names). Rendered through
 * React, as Docusaurus renders MDX, such a link is dead; written out as HTML it would run, so
 * opdocs leaves the attribute out instead. `data` is <object>'s URL (React checks it there; no
 * other HTML element has the attribute): `<object data="javascript:…">` was written out live.
 */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);

/**
 * True for an event handler attribute (`onclick`, `onError`): React renders none written as text,
 * so in Docusaurus `<img onerror="…">` runs nothing; written out as HTML it would run.
 */
export function isEventHandlerName(name: string): boolean {
  return name.length > 2 && (name[0] === 'o' || name[0] === 'O') && (name[1] === 'n' || name[1] === 'N');
}

/** What to do about an event handler written as text, which the page leaves out. */
export const EVENT_HANDLER_HINT = 'to run code on an event, write a React component with a handler function (`onClick={() => …}`) in an MDX file';
