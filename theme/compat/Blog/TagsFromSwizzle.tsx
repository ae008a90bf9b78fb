/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The blog's tags page when a site swizzled Docusaurus' `BlogTagsListPage`: the site's component,
 * given Docusaurus' `tags` (each `{ label, permalink, count, description }`) and `sidebar`. PagesFromSwizzle.tsx draws it.
 */
import { useMemo, type ReactNode } from 'react';
import type { BlogTagsRoute } from '../../../runtime/types';
// Named and relative: the site's swizzle (an override of this module) draws the page.
import { BlogTagsListPageSwizzle } from '../BlogTagsListPage';
import { docusaurusSidebar } from './blog-props';

/** See the module comment. */
export default function BlogTagsFromSwizzle({ route }: { route: BlogTagsRoute }): ReactNode {
  const tags = useMemo(
    () => route.tags.map((t) => ({ label: t.label, permalink: t.href, count: t.count, ...(t.description ? { description: t.description } : {}) })),
    [route.tags],
  );
  return <BlogTagsListPageSwizzle tags={tags} sidebar={docusaurusSidebar(route.sidebar)} />;
}
