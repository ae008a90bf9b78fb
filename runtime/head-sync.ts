/**
 * Brings the parts of <head> and <html> that differ per page up to date after a client
 * navigation: title, html classes, description and canonical URL.
 */
import type { HeadData } from './types';

function tokens(className: string): string[] {
  return className.split(/\s+/).filter(Boolean);
}

function setMetaContent(doc: Document, selector: string, content: string | undefined): void {
  const meta = doc.head.querySelector<HTMLMetaElement>(selector);
  if (meta && content !== undefined) meta.content = content;
}

/** Swaps the previous page's head data for the next page's, leaving classes others added on <html>. */
export function syncHead(doc: Document, previous: HeadData | null, next: HeadData): void {
  doc.title = next.title;
  const html = doc.documentElement;
  if (previous) html.classList.remove(...tokens(previous.htmlClassName));
  html.classList.add(...tokens(next.htmlClassName));
  setMetaContent(doc, 'meta[name="description"]', next.description);
  setMetaContent(doc, 'meta[property="og:description"]', next.description);
  setMetaContent(doc, 'meta[property="og:title"]', next.title);
  setMetaContent(doc, 'meta[property="og:url"]', next.canonical);
  const canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = next.canonical;
}
