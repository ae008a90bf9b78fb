/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/DocPaginator` and `@theme/PaginatorNavLink`: the previous/next cards under a doc, for a
 * site's own DocItem/Paginator (`useDoc().metadata.previous`/`next`) or DocItem/Layout, drawn as
 * the theme's doc paginator; the theme's own DocItem/Paginator draws its cards with it.
 */
import type { ReactNode } from 'react';
import { Paginator } from '../Paginator/Paginator';

type NavLink = { title: string; permalink: string };

/**
 * Docusaurus' props: the two neighbours, each `{ title, permalink }` (the baseUrl already in it).
 * Named too: the override point a site's swizzled DocPaginator takes, under every doc.
 */
export function DocPaginator({ previous, next }: { previous?: NavLink; next?: NavLink; className?: string }): ReactNode {
  const link = (page?: NavLink) => (page ? { title: page.title, href: page.permalink } : null);
  return <Paginator kind="docs" prev={link(previous)} next={link(next)} />;
}

export default DocPaginator;
