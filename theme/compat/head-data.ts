/**
 * <Head> entries as plain data and how they change a route's HeadData. Free of React, so the
 * build also uses it for `<Head>` written in MDX (cli/pipeline/parse/mdx/jsx-handlers.ts).
 */
import type { HeadData } from '../../runtime/types';

/** One tag a page asked for. */
export type HeadEntry =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; name?: string; property?: string; content: string }
  | { kind: 'link'; attrs: Record<string, string> }
  | { kind: 'htmlClass'; className: string };

/**
 * The entry of one head tag, from its name and props (a React element's, or an MDX element's
 * evaluated attributes); null for a tag opdocs does not write. `text` gives a <title>'s text.
 */
export function headEntryOf(tag: string, props: Record<string, unknown>, text: () => string): HeadEntry | null {
  const str = (key: string) => (typeof props[key] === 'string' ? (props[key] as string) : undefined);
  const [name, property, content, className] = [str('name'), str('property'), str('content'), str('className')];
  if (tag === 'title') return { kind: 'title', text: text() };
  if (tag === 'meta' && content !== undefined && (name !== undefined || property !== undefined)) {
    return { kind: 'meta', ...(name !== undefined ? { name } : { property }), content };
  }
  if (tag === 'link') {
    return { kind: 'link', attrs: Object.fromEntries(Object.entries(props).filter(([, v]) => typeof v === 'string').map(([k, v]) => [k === 'crossOrigin' ? 'crossorigin' : k, v as string])) };
  }
  if (tag === 'html' && className !== undefined) return { kind: 'htmlClass', className };
  return null;
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
      // Kept as the page wrote it ("a, b" stays "a, b"): a one-item list, which keywordsContent writes as it is.
      else if (e.name === 'keywords') head.keywords = e.content.trim() ? [e.content.trim()] : [];
      else if (e.property === 'og:image' || e.name === 'twitter:image') head.image = e.content;
      // og:title follows the title; the document writes it from there.
      else if (e.property !== 'og:title') head.meta = [...head.meta.filter((m) => (m.name ?? m.property) !== key), { ...(e.name ? { name: e.name } : { property: e.property }), content: e.content }];
    }
  }
}

