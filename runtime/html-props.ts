/**
 * The attributes of an HTML start tag the Markdown parser wrote, as React props: an element
 * becomes a React element when a component sits inside it (in a Markdown file that a React file
 * imports, cli/bundle/mdx-partial-tree.ts; around a component inside an island,
 * islands/html-elements.ts), and React must write the same attributes back. No React here.
 */
import { decodeEntities } from './islands/markers';

const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

// HTML names React spells otherwise; hyphenated names (stroke-width) are camel-cased below.
const RENAMED: Record<string, string> = {
  class: 'className', for: 'htmlFor', tabindex: 'tabIndex', colspan: 'colSpan', rowspan: 'rowSpan',
  readonly: 'readOnly', maxlength: 'maxLength', crossorigin: 'crossOrigin', srcset: 'srcSet', datetime: 'dateTime',
  accesskey: 'accessKey', contenteditable: 'contentEditable', spellcheck: 'spellCheck', autoplay: 'autoPlay',
  playsinline: 'playsInline', allowfullscreen: 'allowFullScreen', frameborder: 'frameBorder', referrerpolicy: 'referrerPolicy',
  'http-equiv': 'httpEquiv', charset: 'charSet', usemap: 'useMap', enterkeyhint: 'enterKeyHint', inputmode: 'inputMode',
  'xlink:href': 'xlinkHref', 'xml:space': 'xmlSpace', 'xml:lang': 'xmlLang', 'xmlns:xlink': 'xmlnsXlink',
};
const BOOLEAN = new Set(['open', 'hidden', 'disabled', 'checked', 'selected', 'controls', 'loop', 'muted', 'autoplay', 'playsinline', 'allowfullscreen', 'readonly', 'required', 'multiple', 'reversed', 'async', 'defer', 'novalidate', 'default', 'inert']);

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** A `style` attribute as React's style object (custom properties keep their names). */
export function styleObject(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of text.split(/;(?![^(]*\))/)) {
    const colon = decl.indexOf(':');
    if (colon < 0) continue;
    const name = decl.slice(0, colon).trim();
    const value = decl.slice(colon + 1).trim();
    if (!name || !value) continue;
    out[name.startsWith('--') ? name : camel(name.toLowerCase().replace(/^-ms-/, 'ms-'))] = value;
  }
  return out;
}

/** The props of `<tag attrs>`; `checked` and `value` of form fields are their defaults (no controlled inputs). */
export function htmlProps(tag: string, attrs: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const field = tag === 'input' || tag === 'textarea' || tag === 'select';
  for (const m of attrs.matchAll(ATTRIBUTE)) {
    const raw = m[1].toLowerCase();
    const value = m[2] ?? m[3] ?? m[4];
    if (raw === 'style') {
      props.style = styleObject(decodeEntities(value ?? ''));
      continue;
    }
    // Own keys only: `constructor="x"` read Object from RENAMED and became a prop named "function Object() {…}".
    let name = raw.startsWith('data-') || raw.startsWith('aria-') ? raw : (Object.hasOwn(RENAMED, raw) ? RENAMED[raw] : undefined) ?? (raw.includes('-') ? camel(raw) : m[1]);
    if (field && (raw === 'checked' || raw === 'value')) name = raw === 'checked' ? 'defaultChecked' : 'defaultValue';
    props[name] = BOOLEAN.has(raw) ? value === undefined || value === '' || value.toLowerCase() === raw || value === 'true' : decodeEntities(value ?? '');
  }
  return props;
}
