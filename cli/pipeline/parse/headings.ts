/**
 * Heading ids and anchor markup (behaviors §8, §10): github-slugger slugs, de-duplicated
 * per document, with Docusaurus' explicit `{#custom-id}` syntax.
 */
import { slug } from 'github-slugger';
import type { Element, ElementContent } from 'hast';
import { toHtml } from './hast-html';
import { getPlainText } from './html-text';
import { builtTexts, HEADING_LINK } from './built-labels';
import { hasBidiControl } from '../../../runtime/bidi-controls.js';

/** Hands out unique ids within one document, the way github-slugger counts repeats. */
export interface HeadingSlugger {
  /** Unique id for heading text (slugged) or an explicit id (kept verbatim). */
  next(text: string, explicit?: boolean): string;
}

let keepCase = false;

/** The id of a heading whose text has no letter or digit to slug (`## 🎉`, `## ???`). */
export const EMPTY_SLUG_ID = 'section';

/** markdown.anchors.maintainCase for the parses that follow (set per parse, as math.ts is). */
export function setHeadingIdCase(maintainCase: boolean | undefined): void {
  keepCase = maintainCase === true;
}

/** A fresh per-document slugger. */
export function createHeadingSlugger(): HeadingSlugger {
  const seen = new Map<string, number>();
  return {
    next(text, explicit = false) {
      // A heading of emoji or punctuation alone slugs to "": Docusaurus then gives the first no
      // id (no anchor, no TOC entry) and the next "-1". A readable, linkable word serves better.
      const slugged = explicit ? text : slug(text, keepCase);
      const base = slugged === '' && text.trim() !== '' ? EMPTY_SLUG_ID : slugged;
      let id = base;
      // A generated "x-1" may itself collide with an earlier literal "x-1": keep counting.
      while (seen.has(id)) {
        const count = (seen.get(base) ?? 0) + 1;
        seen.set(base, count);
        id = `${base}-${count}`;
      }
      seen.set(id, 0);
      return id;
    },
  };
}

/** Heading content split into its visible HTML and an optional explicit id. */
export interface HeadingContent {
  html: string;
  explicitId: string | null;
}

/** Removes a trailing `{#custom-id}` (also the MDX-escaped `\{#id}`) from heading HTML. */
export function splitExplicitId(innerHtml: string): HeadingContent {
  const m = /\s*\\?\{#([^{}\s]+)\}\s*$/.exec(innerHtml);
  if (!m) return { html: innerHtml.trim(), explicitId: null };
  return { html: innerHtml.slice(0, m.index).trim(), explicitId: m[1] };
}

/** Heading HTML for the TOC: links unwrapped, since TOC entries are links themselves. */
export function getTocHtml(html: string): string {
  return html.replace(/<\/?a\b[^>]*>/gi, '');
}

/**
 * An h2–h6 with its hash link around converted content; h1 (and an empty heading) has
 * neither. `text` is the heading's plain text, for the link's label.
 */
export function createHeadingElement(level: number, id: string, text: string, children: ElementContent[]): Element {
  const tagName = `h${level}`;
  if (level === 1 || !id) return { type: 'element', tagName, properties: {}, children };
  const label = builtTexts().t(HEADING_LINK, 'Direct link to {heading}', { heading: text });
  const link: Element = {
    type: 'element', tagName: 'a',
    properties: { href: `#${id}`, className: ['hash-link'], ariaLabel: label, title: label },
    // A zero-width space gives the link content without a visible glyph; the CSS draws the "#".
    children: [{ type: 'raw', value: '&#8203;' }],
  };
  // A bidi override in the heading's text would carry the "#" link across it: the text gets an isolate of its own.
  const content: ElementContent[] = hasBidiControl(text) ? [{ type: 'element', tagName: 'bdi', properties: {}, children }] : children;
  return { type: 'element', tagName, properties: { id, className: ['anchor'] }, children: [...content, link] };
}

/** Markup of a heading from its inner HTML (see createHeadingElement). */
export function renderHeading(level: number, id: string, html: string): string {
  return toHtml(createHeadingElement(level, id, getPlainText(html), [{ type: 'raw', value: html }]));
}

/** Links unwrapped, since TOC entries are links themselves. */
export function unwrapLinks(nodes: ElementContent[]): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'raw') return [{ type: 'raw', value: getTocHtml(node.value) }];
    if (node.type !== 'element') return [node];
    if (node.tagName === 'a') return unwrapLinks(node.children);
    return [{ ...node, children: unwrapLinks(node.children) }];
  });
}
