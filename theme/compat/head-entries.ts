/**
 * <Head> children as plain entries, and their two destinations: on the server the route's
 * HeadData (which the document and the route's JSON are written from, so the first paint and
 * later client navigations show the same title), in the browser the live document.
 */
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { HeadData } from '../../runtime/types';

/** One tag a page asked for. */
export type HeadEntry =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; name?: string; property?: string; content: string }
  | { kind: 'link'; attrs: Record<string, string> }
  | { kind: 'htmlClass'; className: string };

const text = (children: ReactNode): string => Children.toArray(children).map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : '')).join('');

/** The entries of <Head>'s children (fragments flattened; unknown tags ignored). */
export function parseHeadChildren(children: ReactNode): HeadEntry[] {
  const entries: HeadEntry[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const el = child as ReactElement<Record<string, unknown> & { children?: ReactNode }>;
    const p = el.props;
    if (el.type === Fragment) entries.push(...parseHeadChildren(p.children));
    else if (el.type === 'title') entries.push({ kind: 'title', text: text(p.children) });
    else if (el.type === 'meta' && typeof p.content === 'string' && (typeof p.name === 'string' || typeof p.property === 'string')) {
      entries.push({ kind: 'meta', ...(typeof p.name === 'string' ? { name: p.name } : { property: p.property as string }), content: p.content });
    } else if (el.type === 'link') {
      const attrs = Object.fromEntries(Object.entries(p).filter(([, v]) => typeof v === 'string').map(([k, v]) => [k === 'crossOrigin' ? 'crossorigin' : k, v as string]));
      entries.push({ kind: 'link', attrs });
    } else if (el.type === 'html' && typeof p.className === 'string') entries.push({ kind: 'htmlClass', className: p.className });
  });
  return entries;
}

/** Writes the entries into the route's head data (server render). */
export function applyToHeadData(head: HeadData, entries: HeadEntry[]): void {
  for (const e of entries) {
    if (e.kind === 'title') head.title = e.text;
    else if (e.kind === 'htmlClass') head.htmlClassName = [...new Set([...head.htmlClassName.split(/\s+/), ...e.className.split(/\s+/)])].filter(Boolean).join(' ');
    else if (e.kind === 'link' && e.attrs.rel === 'canonical' && e.attrs.href) head.canonical = e.attrs.href;
    else if (e.kind === 'meta') {
      const key = e.name ?? e.property;
      if (e.name === 'description' || e.property === 'og:description') head.description = e.content;
      else if (e.name === 'keywords') head.keywords = e.content.split(',').map((k) => k.trim()).filter(Boolean);
      else if (e.property === 'og:image' || e.name === 'twitter:image') head.image = e.content;
      // og:title follows the title; the document writes it from there.
      else if (e.property !== 'og:title') head.meta = [...head.meta.filter((m) => (m.name ?? m.property) !== key), { ...(e.name ? { name: e.name } : { property: e.property }), content: e.content }];
    }
  }
}

/** Applies the entries to `doc`; returns the undo for what was added (browser, on unmount). */
export function applyToDocument(doc: Document, entries: HeadEntry[]): () => void {
  const added: Element[] = [];
  const classes: string[] = [];
  for (const e of entries) {
    if (e.kind === 'title') doc.title = e.text;
    else if (e.kind === 'htmlClass') {
      const fresh = e.className.split(/\s+/).filter((c) => c && !doc.documentElement.classList.contains(c));
      doc.documentElement.classList.add(...fresh);
      classes.push(...fresh);
    } else if (e.kind === 'meta') {
      const attr = e.name ? 'name' : 'property';
      const value = (e.name ?? e.property) as string;
      let meta = [...doc.head.querySelectorAll('meta')].find((m) => m.getAttribute(attr) === value);
      if (!meta) {
        meta = doc.createElement('meta');
        meta.setAttribute(attr, value);
        doc.head.append(meta);
        added.push(meta);
      }
      meta.setAttribute('content', e.content);
    } else if (e.kind === 'link' && e.attrs.rel !== 'canonical') {
      const link = doc.createElement('link');
      for (const [k, v] of Object.entries(e.attrs)) link.setAttribute(k, v);
      doc.head.append(link);
      added.push(link);
    }
  }
  return () => {
    for (const el of added) el.remove();
    doc.documentElement.classList.remove(...classes);
  };
}
