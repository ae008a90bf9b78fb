/**
 * The body HTML fields of route data (page and post bodies, post excerpts, TOC entries): the
 * places content components can sit. One walker for the build (which components a site
 * uses) and the server bundle (rendering them).
 */
import type { RouteData, TocItem } from '../types';

type Mapper = (html: string, field: string) => string;

function mapToc(items: TocItem[], fn: Mapper, field: string): TocItem[] {
  let changed = false;
  const next = items.map((item, i) => {
    const html = fn(item.html, `${field}${i}-`);
    const children = mapToc(item.children, fn, `${field}${i}-`);
    if (html === item.html && children === item.children) return item;
    changed = true;
    return { ...item, html, children };
  });
  return changed ? next : items;
}

/**
 * `route` with `fn` applied to each body HTML field; `field` names the field uniquely on the
 * page. Returns the same object when nothing changed. `toc: false` leaves the TOC out (see
 * eachTocHtml).
 */
export function mapRouteHtml(route: RouteData, fn: Mapper, { toc: withToc = true }: { toc?: boolean } = {}): RouteData {
  const r = route as RouteData & { html?: string | null; toc?: TocItem[]; post?: { html: string | null }; posts?: { html: string | null }[] };
  const next: Record<string, unknown> = {};
  if (typeof r.html === 'string') {
    const html = fn(r.html, 'b');
    if (html !== r.html) next.html = html;
  }
  if (typeof r.post?.html === 'string') {
    const html = fn(r.post.html, 'b');
    if (html !== r.post.html) next.post = { ...r.post, html };
  }
  if (r.posts) {
    const posts = r.posts.map((p, i) => {
      const html = typeof p.html === 'string' ? fn(p.html, `p${i}-`) : p.html;
      return html === p.html ? p : { ...p, html };
    });
    if (posts.some((p, i) => p !== r.posts![i])) next.posts = posts;
  }
  if (r.toc && withToc) {
    const toc = mapToc(r.toc, fn, 't');
    if (toc !== r.toc) next.toc = toc;
  }
  return Object.keys(next).length ? ({ ...route, ...next } as RouteData) : route;
}

/** Calls `visit` with the HTML of every entry of a TOC, nested ones included. */
export function eachTocHtml(items: TocItem[], visit: (html: string) => void): void {
  for (const item of items) {
    visit(item.html);
    eachTocHtml(item.children, visit);
  }
}
