/**
 * mdast → hast handlers for links and images, written inline or by reference: URLs are
 * sanitized, then resolved where they were written (a reference at its definition); a large
 * image outside a link links to its full-size file.
 */
import type { Element, Properties } from 'hast';
import type { Image, Link, Nodes } from 'mdast';
import { defaultHandlers, type Handlers, type State } from 'mdast-util-to-hast';
import { sanitizeUri } from 'micromark-util-sanitize-uri';
import type { RenderState } from './hast-handlers';
import { patched } from './hast-patch';
import { IMAGE_SCHEME, LINK_SCHEME } from './script-url';

// Labels in screenshots and diagrams are too small at column width; the file itself is not.
const FULL_SIZE_LINK_MIN_WIDTH = 500;

// Docusaurus renders a Markdown link with its Link, which sends any href with a scheme or a
// leading "//" (mailto: too) to a new tab (behaviors §6.4); its sites are written expecting that.
const OFF_SITE = /^(\w*:|\/\/)/;
// Its way past its router and link check to a file of the site (`[API](pathname:///api/)`): the
// path, under the base URL, unchecked, and marked `data-full-load` so the router neither warms
// nor routes it (runtime/click-filter.ts) and the browser loads it.
const PATHNAME = 'pathname://';

// micromark's sanitizeUri returns HTML-escaped text for its own HTML output; these URLs go into
// hast properties, which the serializer escapes, so `?a=1&b=2` would otherwise come out as
// `&amp;amp;` and `/img/q&a.png` be looked for as `q&amp;a.png`.
const ESCAPED = /&(amp|quot|lt|gt);/g;
const UNESCAPE: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>' };

/** `sanitizeUri` for a hast property: percent-encoded and scheme-checked, but not HTML-escaped. */
function safeUri(url: string, scheme: RegExp): string {
  return sanitizeUri(url, scheme).replace(ESCAPED, (_, name: string) => UNESCAPE[name]);
}

/** The link and image handlers for one document. */
export function createLinkHandlers(ctx: RenderState): Pick<Handlers, 'link' | 'image' | 'linkReference' | 'imageReference'> {
  const link = (state: State, node: Link, near: Nodes = node): Element => {
    let href: string;
    const bypass = node.url.startsWith(PATHNAME);
    if (bypass) {
      const path = safeUri(node.url.slice(PATHNAME.length), LINK_SCHEME);
      href = path.startsWith('/') ? (ctx.baseUrl ?? '/') + path.slice(1) : path;
    } else {
      const url = safeUri(node.url, LINK_SCHEME);
      href = ctx.resolveLink(url, near, node.url) ?? url;
    }
    const properties: Properties = { href };
    if (node.title) properties.title = node.title;
    if (bypass) properties.dataFullLoad = '';
    else if (OFF_SITE.test(href)) Object.assign(properties, { target: '_blank', rel: ['noopener', 'noreferrer'] });
    ctx.linkDepth = (ctx.linkDepth ?? 0) + 1;
    const children = state.all(node);
    ctx.linkDepth -= 1;
    return patched(state, node, { type: 'element', tagName: 'a', properties, children });
  };
  const image = (state: State, node: Image, near: Nodes = node): Element => {
    const url = safeUri(node.url, IMAGE_SCHEME);
    const resolved = ctx.resolveImage(url, near, undefined, node.url);
    const properties: Properties = { src: resolved?.src ?? url, alt: node.alt ?? '' };
    if (node.title) properties.title = node.title;
    if (resolved?.width !== undefined) properties.width = resolved.width;
    if (resolved?.height !== undefined) properties.height = resolved.height;
    properties.loading = 'lazy';
    properties.decoding = 'async';
    const img = patched(state, node, { type: 'element', tagName: 'img', properties, children: [] });
    if (ctx.linkDepth || !resolved || (resolved.width ?? 0) < FULL_SIZE_LINK_MIN_WIDTH) return img;
    const hint: Element = { type: 'element', tagName: 'span', properties: { className: ['visually-hidden'] }, children: [{ type: 'text', value: ' (open full size)' }] };
    return { type: 'element', tagName: 'a', properties: { className: ['image-full-size'], href: resolved.src }, children: [img, hint] };
  };

  return {
    link: (state, node) => link(state, node),
    image: (state, node) => image(state, node),
    linkReference(state, node) {
      const definition = state.definitionById.get(String(node.identifier).toUpperCase());
      if (!definition) return defaultHandlers.linkReference(state, node);
      return link(state, { type: 'link', url: definition.url, title: definition.title, children: node.children, position: node.position }, definition);
    },
    imageReference(state, node) {
      const definition = state.definitionById.get(String(node.identifier).toUpperCase());
      if (!definition) return defaultHandlers.imageReference(state, node);
      return image(state, { type: 'image', url: definition.url, title: definition.title, alt: node.alt, position: node.position }, definition);
    },
  };
}
