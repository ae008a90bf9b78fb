/**
 * opdocs' author data in the shapes Docusaurus gives a site's swizzled author pages: each author
 * with its post count (`AuthorItemProp`), and an author's posts page's props. Pure, so the
 * shapes are tested alone.
 */
import type { BlogAuthorsRoute, BlogListRoute } from '../../../runtime/types';
import { docusaurusAuthor, type DocusaurusAuthor } from '../blog-client';
import { blogListPageProps, docusaurusSidebar, type BlogListPageProps, type DocusaurusBlogSidebar } from './blog-props';

/** An author with its post count, as Docusaurus' author pages get them. */
export type DocusaurusAuthorItem = DocusaurusAuthor & { key: string; count: number };

/** What Docusaurus gives BlogAuthorsPostsPage. */
export interface AuthorPostsPageProps {
  author: DocusaurusAuthorItem;
  listMetadata: BlogListPageProps['metadata'];
  items: BlogListPageProps['items'];
  sidebar: DocusaurusBlogSidebar;
}

/** The props of the authors page of `route`. */
export function authorsListPageProps(route: BlogAuthorsRoute): { authors: DocusaurusAuthorItem[]; sidebar: DocusaurusBlogSidebar } {
  return {
    authors: route.authors.map((a) => ({ ...docusaurusAuthor(a), key: a.key, count: a.count })),
    sidebar: docusaurusSidebar(route.sidebar),
  };
}

/** The props of an author's posts page (`route.listType` "author"); `blog` is the page's blog (blogOf). */
export function authorPostsPageProps(route: BlogListRoute, blog: { title: string; tagsPath: string } | null): AuthorPostsPageProps {
  const { metadata, items, sidebar } = blogListPageProps(route, blog);
  // The count is the whole list's, across its pages, as Docusaurus counts an author's posts.
  const own = route.author ?? { key: '', name: '' };
  return { author: { ...docusaurusAuthor(own), key: own.key, count: metadata.totalCount }, listMetadata: metadata, items, sidebar };
}
