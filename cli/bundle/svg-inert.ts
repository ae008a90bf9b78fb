/**
 * The markup of an SVG file that a page inlines (an imported SVG component, svg-components.ts)
 * with its active parts taken out. Inlined, an SVG's `<script>`, `onload=` or `javascript:` link
 * runs as the site's own page, with its storage and cookies; served as a file (an `<img>`, a
 * static file) it never runs there. An SVG from a drawing tool or a package is not always
 * checked by the one who imports it, so what could run is dropped and the drawing kept.
 */

/** Elements whose content or source is a document or script of its own. */
const ACTIVE_ELEMENTS = ['script', 'iframe', 'embed', 'object', 'frame', 'frameset', 'applet', 'base'];
const pairRe = new RegExp(`<(${ACTIVE_ELEMENTS.join('|')})\\b[\\s\\S]*?<\\/\\1\\s*>`, 'gi');
/** A start tag, quoted attribute values kept whole (a `>` inside one does not end it). */
const TAG = /<([a-zA-Z][\w:.-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ATTRIBUTE = /(\s*)([^\s"'>/=]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** A value as a browser reads a URL's scheme: entities decoded, whitespace and controls dropped. */
function schemeOf(value: string): string {
  const decoded = value.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_m, code: string) =>
    String.fromCodePoint(code[0].toLowerCase() === 'x' ? parseInt(code.slice(1), 16) : Number(code)))
    .replace(/&(tab|newline|colon);/gi, (_m, name: string) => ({ tab: '\t', newline: '\n', colon: ':' })[name.toLowerCase()]!);
  // eslint-disable-next-line no-control-regex
  return decoded.replace(/[\u0000-\u0020]/g, '').toLowerCase();
}

/** True for an attribute that runs code: an event handler, `srcdoc`, or a script URL in any value (`href`, `<set to>`, `<animate values>`). */
export function isActiveAttribute(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on') || lower === 'srcdoc') return true;
  const scheme = schemeOf(value);
  return scheme.startsWith('javascript:') || scheme.startsWith('vbscript:') || scheme.startsWith('data:text/html') || /(^|;)javascript:/.test(scheme);
}

function inertTag(tag: string, name: string, attributes: string): string {
  const lower = name.toLowerCase();
  if (ACTIVE_ELEMENTS.includes(lower)) return '';
  const kept = attributes.replace(ATTRIBUTE, (whole, _space: string, attr: string, _eq?: string, dq?: string, sq?: string, bare?: string) =>
    (isActiveAttribute(attr, dq ?? sq ?? bare ?? '') ? '' : whole));
  return kept === attributes ? tag : `<${name}${kept}>`;
}

/** `markup` without scripts, embedded documents, event handlers and script URLs; the rest as written. */
export function inertSvgMarkup(markup: string): string {
  // Twice: a first pass can join the halves of `<scr<script></script>ipt>` into a new element.
  let out = markup;
  for (let pass = 0; pass < 2; pass++) {
    out = out.replace(pairRe, '').replace(TAG, (tag, name: string, attributes: string) => inertTag(tag, name, attributes));
  }
  // An opening `<script>` with no end would swallow the page that follows it: cut from there.
  const open = new RegExp(`<(?:${ACTIVE_ELEMENTS.join('|')})\\b`, 'i').exec(out);
  return open ? out.slice(0, open.index) : out;
}
