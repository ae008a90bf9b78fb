/**
 * Rewrites raw HTML written in Markdown (the hast step builds everything else): wraps
 * tables, lets the caller rewrite link hrefs and image srcs, adds image attributes, closes
 * self-closed elements that are not void (`<iframe … />`), marks `<details>` as the Details
 * component does (details-marks.ts), and turns emoji shortcodes in text into Unicode. Text
 * inside <code>/<pre> is left alone.
 */
import { getDetailsClass } from './details-marks';
import { missingImageSize } from './image-size-attrs';
import { emojifyText } from './emoji';
import { decodeEntities, escapeHtml, getPlainText } from './html-text';
import { isEventHandlerName, isScriptUrl, URL_ATTRIBUTES } from './script-url';
import { rewriteSrcset } from './srcset';

/** What an image resolver may return. */
export interface ResolvedImage {
  src: string;
  width?: number;
  height?: number;
}

/** Callbacks for URLs; each gets the decoded URL as it appears in the output. */
export interface RewriteHooks {
  link(href: string): string | undefined;
  image(src: string): ResolvedImage | undefined;
  /** Told of each URL left out for running script (dropScriptUrls), so the author hears of the dead link. */
  dropped?(url: string): void;
  /** Told of each event handler attribute left out (dropScriptUrls), by its name as written. */
  droppedHandler?(name: string): void;
}

/** Table numbering shared by every fragment of one page (raw HTML and Markdown tables). */
export interface TableState {
  tables: number;
  /** Plain text of the last heading seen. */
  heading: string;
}

// Each scroll region is a landmark, so each needs its own name: its number plus the heading it sits under.
/** The accessible name of the n-th table region of a page. */
export function getTableLabel(n: number, heading: string): string {
  return `Table ${n}${heading ? `: ${heading}` : ''}`;
}

function tableOpen(n: number, heading: string): string {
  const label = getTableLabel(n, heading);
  return `<div class="table-scroll" tabindex="0" role="region" aria-label="${escapeHtml(label)}">`;
}

/** Plain text of a heading's inner HTML, without its "#" anchor link. */
function headingText(inner: string): string {
  return getPlainText(inner.replace(/<a\b[^>]*class="hash-link"[^>]*>[\s\S]*?<\/a>/g, '')).replace(/\s+/g, ' ').trim();
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

interface Attribute {
  name: string;
  value: string | null;
  start: number;
  end: number;
}

/** Attributes of one start tag (offsets relative to the tag string). */
function parseAttributes(tag: string): Attribute[] {
  const nameEnd = tag.search(/[\s/>]/);
  const attrs: Attribute[] = [];
  ATTRIBUTE.lastIndex = nameEnd;
  for (let m = ATTRIBUTE.exec(tag); m; m = ATTRIBUTE.exec(tag)) {
    const value = m[2] ?? m[3] ?? m[4] ?? null;
    attrs.push({ name: m[1].toLowerCase(), value: value === null ? null : decodeEntities(value), start: m.index, end: m.index + m[0].length });
  }
  return attrs;
}

function rewriteLink(tag: string, hooks: RewriteHooks): string {
  const attrs = parseAttributes(tag);
  // Our own heading anchors and GFM footnote references are not links the author wrote.
  if (attrs.some((a) => a.name === 'data-footnote-ref' || a.name === 'data-footnote-backref' ||
    (a.name === 'class' && a.value === 'hash-link'))) return tag;
  const href = attrs.find((a) => a.name === 'href');
  if (!href || href.value === null) return tag;
  const next = hooks.link(href.value);
  if (next === undefined || next === href.value) return tag;
  return `${tag.slice(0, href.start)}href="${escapeHtml(next)}"${tag.slice(href.end)}`;
}

/**
 * The tag without its javascript: URLs (script-url.ts) and event handler attributes, as Markdown
 * links and MDX elements lose theirs (React renders neither in Docusaurus).
 */
function dropScriptUrls(tag: string, hooks: RewriteHooks): string {
  // Most tags hold no URL that could be one nor a handler; entities (`javascript&#58;`) are decoded below.
  if (!/script|&|\son/i.test(tag)) return tag;
  let out = tag;
  const dropped: string[] = [];
  for (const a of parseAttributes(tag).reverse()) {
    const handler = isEventHandlerName(a.name);
    if (handler || (URL_ATTRIBUTES.has(a.name) && a.value !== null && isScriptUrl(a.value))) {
      out = `${out.slice(0, a.start).trimEnd()}${out.slice(a.end)}`;
      if (handler) dropped.unshift(tag.slice(a.start, a.end).trim().split(/[\s=]/)[0]);
      else hooks.dropped?.(a.value!);
    }
  }
  for (const name of dropped) hooks.droppedHandler?.(name);
  return out;
}

function rewriteImage(tag: string, hooks: RewriteHooks): string {
  const attrs = parseAttributes(tag);
  const src = attrs.find((a) => a.name === 'src');
  const resolved = src?.value ? hooks.image(src.value) : undefined;
  const has = (name: string) => attrs.some((a) => a.name === name);
  const extra: string[] = [];
  const size = (name: string) => { const a = attrs.find((x) => x.name === name); return a ? a.value ?? '' : undefined; };
  const add = resolved ? missingImageSize({ width: size('width'), height: size('height') }, resolved) : {};
  if (add.width !== undefined) extra.push(`width="${add.width}"`);
  if (add.height !== undefined) extra.push(`height="${add.height}"`);
  if (!has('loading')) extra.push('loading="lazy"');
  if (!has('decoding')) extra.push('decoding="async"');
  // Edit in place so attributes we do not understand survive untouched.
  let out = tag;
  const selfClosing = /\/\s*>$/.test(out);
  out = out.replace(/\s*\/?\s*>$/, '');
  if (src && resolved) out = `${out.slice(0, src.start)}src="${escapeHtml(resolved.src)}"${out.slice(src.end)}`;
  out = withSrcset(out, hooks);
  return `${out}${extra.length ? ' ' + extra.join(' ') : ''}${selfClosing ? ' />' : '>'}`;
}

/** The tag with its srcset's URLs resolved as an image's src is (srcset.ts). */
function withSrcset(tag: string, hooks: RewriteHooks): string {
  const srcset = parseAttributes(tag).find((a) => a.name === 'srcset');
  if (!srcset?.value) return tag;
  const next = rewriteSrcset(srcset.value, (url) => hooks.image(url)?.src);
  return next === srcset.value ? tag : `${tag.slice(0, srcset.start)}srcset="${escapeHtml(next)}"${tag.slice(srcset.end)}`;
}

/** `<details …>` with the Details component's classes and `data-collapsed` (details-marks.ts). */
function markDetails(tag: string): string {
  const attrs = parseAttributes(tag);
  const given = attrs.find((a) => a.name === 'class');
  const rest = given ? tag.slice(0, given.start).trimEnd() + tag.slice(given.end) : tag;
  const collapsed = attrs.some((a) => a.name === 'data-collapsed') ? '' : ` data-collapsed="${!attrs.some((a) => a.name === 'open')}"`;
  const name = '<details'.length;
  return `${tag.slice(0, name)} class="${escapeHtml(getDetailsClass(given?.value))}"${collapsed}${rest.slice(name)}`;
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * `<iframe … />` written JSX-style: HTML ignores the slash on an element that is not void, so the
 * rest of the page would land inside the iframe (or video). Written out with its end tag instead.
 */
function closeSelfClosing(tag: string, name: string): string {
  if (!tag.endsWith('/>') || VOID.has(name.toLowerCase())) return tag;
  return `${tag.slice(0, -2).trimEnd()}></${name}>`;
}

/** Applies the rewrites described above to an HTML fragment; `state` carries table numbers across fragments. */
export function rewriteHtml(html: string, hooks: RewriteHooks, state: TableState = { tables: 0, heading: '' }): string {
  let out = '';
  let last = 0;
  let codeDepth = 0;
  let headingStart = -1;
  const tag = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)(?:\s[^>]*)?\/?>/g;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const text = html.slice(last, m.index);
    out += codeDepth > 0 ? text : emojifyText(text);
    last = tag.lastIndex;
    const closing = m[1] === '/';
    const open = closing || m[0].startsWith('<!--') ? m[0] : dropScriptUrls(m[0], hooks);
    const name = (m[2] ?? '').toLowerCase();
    if (name === 'code' || name === 'pre') codeDepth = Math.max(0, codeDepth + (closing ? -1 : 1));
    if (/^h[1-6]$/.test(name)) {
      if (!closing) headingStart = out.length + m[0].length;
      else if (headingStart >= 0) { state.heading = headingText(out.slice(headingStart)); headingStart = -1; }
    }
    if (name === 'table') out += closing ? `${m[0]}</div>` : `${tableOpen(++state.tables, state.heading)}${open}`;
    else if (name === 'a' && !closing) out += closeSelfClosing(rewriteLink(open, hooks), m[2]);
    else if (name === 'img' && !closing) out += rewriteImage(open, hooks);
    else if (name === 'source' && !closing) out += withSrcset(open, hooks);
    else if (name === 'details' && !closing && codeDepth === 0) out += markDetails(open);
    else out += closing ? m[0] : closeSelfClosing(open, m[2]);
  }
  const rest = html.slice(last);
  return out + (codeDepth > 0 ? rest : emojifyText(rest));
}
