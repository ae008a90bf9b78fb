/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/BlogListPaginator`: the newer/older entries links of a blog list page, from Docusaurus' list `metadata`. */
import type { ReactNode } from 'react';
import { Paginator } from '../Paginator/Paginator';

/** Props of Docusaurus' BlogListPaginator. */
export interface BlogListPaginatorProps {
  metadata: { previousPage?: string | null; nextPage?: string | null };
}

/** See the module comment; the theme's list paginator, so its texts, landmark and keyboard order are the theme's. */
export default function BlogListPaginator({ metadata }: BlogListPaginatorProps): ReactNode {
  const { previousPage, nextPage } = metadata;
  return (
    <Paginator
      kind="blog-list"
      prev={previousPage ? { title: 'Newer entries', href: previousPage } : null}
      next={nextPage ? { title: 'Older entries', href: nextPage } : null}
    />
  );
}
