/**
 * <Head> children as plain entries, and their two destinations: on the server the route's
 * HeadData (which the document and the route's JSON are written from, so the first paint and
 * later client navigations show the same title), in the browser the live document.
 */
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { applyToHeadData, headEntryOf, type HeadEntry } from './head-data';

export { applyToHeadData, type HeadEntry };

const text = (children: ReactNode): string => Children.toArray(children).map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : '')).join('');

/** The entries of <Head>'s children (fragments flattened; unknown tags ignored). */
export function parseHeadChildren(children: ReactNode): HeadEntry[] {
  const entries: HeadEntry[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const el = child as ReactElement<Record<string, unknown> & { children?: ReactNode }>;
    const p = el.props;
    if (el.type === Fragment) entries.push(...parseHeadChildren(p.children));
    else if (typeof el.type === 'string') {
      const entry = headEntryOf(el.type, p, () => text(p.children));
      if (entry) entries.push(entry);
    }
  });
  return entries;
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
