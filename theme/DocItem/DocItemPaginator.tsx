/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The previous and next docs under a doc (Docusaurus' DocItem/Paginator), drawn by DocPaginator.
 * Both are override points in files of their own, so that a site's swizzle of either (one that
 * hides the cards, or draws them its own way) takes the place of the theme's under every doc.
 */
import type { ReactNode } from 'react';
import type { DocRoute, PageLink } from '../../runtime/types';
import { useRoute } from '../../runtime/context';
// Named and relative: a site's swizzled DocPaginator (an override of its module) draws the cards.
import { DocPaginator } from '../compat/DocPaginator';

const asNavLink = (page: PageLink | null) => (page ? { title: page.title, permalink: page.href } : undefined);

/** The doc's neighbours in its sidebar, as Docusaurus hands them to DocPaginator. */
export function DocItemPaginator(): ReactNode {
  const { prev, next } = useRoute<DocRoute>();
  return <DocPaginator previous={asNavLink(prev)} next={asNavLink(next)} />;
}

export default DocItemPaginator;
