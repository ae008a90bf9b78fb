/**
 * The blog's swizzle places (override-points.ts has the points a site's files map to): where a
 * site's own BlogLayout and blog pages are drawn, given Docusaurus' props.
 */

/**
 * A site that swizzled Docusaurus' BlogLayout (the BlogLayoutSwizzle point) gets the first in the
 * theme's BlogLayout's place, and one that swizzled its blog pages (BlogListPage or
 * BlogTagsPostsPage, BlogPostPage, BlogTagsListPage, BlogArchivePage, and Blog/Pages/BlogAuthorsListPage
 * or BlogAuthorsPostsPage) the others in the place of
 * the theme's page of that route kind: the site's components, given Docusaurus' props. Other
 * sites' code does not carry them, nor any place for them.
 */
export const BLOGLAYOUT_FROM_SWIZZLE = 'compat/Blog/LayoutFromSwizzle.tsx';
export const BLOGLIST_FROM_SWIZZLE = 'compat/Blog/ListFromSwizzle.tsx';
export const BLOGPOST_FROM_SWIZZLE = 'compat/Blog/PostFromSwizzle.tsx';
export const BLOGTAGS_FROM_SWIZZLE = 'compat/Blog/TagsFromSwizzle.tsx';
export const BLOGARCHIVE_FROM_SWIZZLE = 'compat/Blog/ArchiveFromSwizzle.tsx';
export const BLOGAUTHORS_FROM_SWIZZLE = 'compat/Blog/AuthorsFromSwizzle.tsx';

/**
 * Where those go: theme modules and the export each replaces (a page's default), which are no
 * override points of their own (a site's `@theme-original/BlogLayout` is Docusaurus', BlogLayoutSwizzle).
 * theme/compat/, which draws the theme's page where the site left a kind alone, gets the page itself.
 */
export const FROM_SWIZZLE_PLACES = [
  { name: 'BlogLayout', file: 'Blog/BlogLayout.tsx', swizzles: ['BlogLayoutSwizzle'], from: BLOGLAYOUT_FROM_SWIZZLE },
  { name: 'default', file: 'pages/BlogListPage.tsx', swizzles: ['BlogListPageSwizzle', 'BlogTagsPostsPageSwizzle', 'BlogAuthorsPostsPageSwizzle'], from: BLOGLIST_FROM_SWIZZLE },
  { name: 'default', file: 'pages/BlogPostPage.tsx', swizzles: ['BlogPostPageSwizzle'], from: BLOGPOST_FROM_SWIZZLE },
  { name: 'default', file: 'pages/BlogTagsPage.tsx', swizzles: ['BlogTagsListPageSwizzle'], from: BLOGTAGS_FROM_SWIZZLE },
  { name: 'default', file: 'pages/BlogArchivePage.tsx', swizzles: ['BlogArchivePageSwizzle'], from: BLOGARCHIVE_FROM_SWIZZLE },
  { name: 'default', file: 'pages/BlogAuthorsPage.tsx', swizzles: ['BlogAuthorsListPageSwizzle'], from: BLOGAUTHORS_FROM_SWIZZLE },
];
