/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The blog's archive when a site swizzled Docusaurus' `BlogArchivePage`: the site's component,
 * given Docusaurus' `archive.blogPosts`, newest first as Docusaurus gives them (the route lists
 * each year's oldest first, as the archive shows them). PagesFromSwizzle.tsx draws it.
 */
import { useMemo, type ReactNode } from 'react';
import type { BlogArchiveRoute } from '../../../runtime/types';
// Named and relative: the site's swizzle (an override of this module) draws the page.
import { BlogArchivePageSwizzle } from '../BlogArchivePage';

/** One post of the archive as Docusaurus gives it. */
export interface ArchivePost {
  id: string;
  metadata: { title: string; permalink: string; date: string; formattedDate: string };
}

/** What Docusaurus gives BlogArchivePage. */
export interface BlogArchiveProps {
  archive: { blogPosts: ArchivePost[] };
}

/** The route's posts as Docusaurus' archive. */
export function blogArchiveProps(route: BlogArchiveRoute): BlogArchiveProps {
  const blogPosts = route.years.flatMap(({ year, posts }) =>
    [...posts].reverse().map((post) => ({ id: post.href, metadata: { title: post.title, permalink: post.href, date: post.date, formattedDate: post.formattedDate } })));
  return { archive: { blogPosts } };
}

/** See the module comment. */
export default function BlogArchiveFromSwizzle({ route }: { route: BlogArchiveRoute }): ReactNode {
  const props = useMemo(() => blogArchiveProps(route), [route]);
  return <BlogArchivePageSwizzle {...props} />;
}
