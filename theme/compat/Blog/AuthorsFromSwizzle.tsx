/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The blog's authors page when a site swizzled Docusaurus' `Blog/Pages/BlogAuthorsListPage`: the
 * site's component, given Docusaurus' `authors` (each with its `count`) and `sidebar`.
 * Only such a site's code carries this (cli/bundle/blog-swizzle-places.ts).
 */
import { useMemo, type ReactNode } from 'react';
import type { BlogAuthorsRoute } from '../../../runtime/types';
// Named and relative: the site's swizzle (an override of this module) draws the page.
import { BlogAuthorsListPageSwizzle } from '../BlogAuthorsListPage';
import { authorsListPageProps } from './author-props';

/** See the module comment. */
export default function BlogAuthorsFromSwizzle({ route }: { route: BlogAuthorsRoute }): ReactNode {
  const props = useMemo(() => authorsListPageProps(route), [route]);
  return <BlogAuthorsListPageSwizzle {...props} />;
}
