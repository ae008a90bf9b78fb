/**
 * Heading ids and anchor markup (behaviors §8, §10): github-slugger slugs, de-duplicated
 * per document, with Docusaurus' explicit `{#custom-id}` syntax.
 */
import { slug } from 'github-slugger';
import { escapeHtml, getPlainText } from './html-text';

/** Hands out unique ids within one document, the way github-slugger counts repeats. */
export interface HeadingSlugger {
  /** Unique id for heading text (slugged) or an explicit id (kept verbatim). */
  next(text: string, explicit?: boolean): string;
}

/** A fresh per-document slugger. */
export function createHeadingSlugger(): HeadingSlugger {
  const seen = new Map<string, number>();
  return {
    next(text, explicit = false) {
      const base = explicit ? text : slug(text);
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

/** Markup of an h2–h6 with its hash link; h1 (and an empty heading) has neither. */
export function renderHeading(level: number, id: string, html: string): string {
  if (level === 1 || !id) return `<h${level}>${html}</h${level}>`;
  const label = escapeHtml(`Direct link to ${getPlainText(html)}`);
  return `<h${level} id="${escapeHtml(id)}" class="anchor">${html}` +
    `<a href="#${escapeHtml(id)}" class="hash-link" aria-label="${label}" title="${label}">&#8203;</a></h${level}>`;
}
