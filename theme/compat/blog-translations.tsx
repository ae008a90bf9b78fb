/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The blog's page titles and labels that ejected author and tag pages take from
 * `@docusaurus/theme-common/internal`, in the built locale under Docusaurus' ids (a site's
 * `code.json` translates them as it did), with the theme's plural rules for the post count.
 */
import type { ReactNode } from 'react';
import { useThemeTexts } from '../texts/texts';
import { authorPageTitle, tagPageTitle } from '../Blog/blog-text';
import { translate } from './Translate';

/** "Ada - 3 posts", the title of an author's page; the key names an author without a name. */
export function useBlogAuthorPageTitle(author: { key?: string; name?: string; count: number }): string {
  return authorPageTitle(useThemeTexts(), author, author.count);
}

/** '3 posts tagged with "wind"', the title of a tag's page. */
export function useBlogTagsPostsPageTitle(tag: { label: string; count: number }): string {
  return tagPageTitle(useThemeTexts(), tag.label, tag.count);
}

/** "Authors", the title of the blog's authors page; a function, as sites call it outside components too. */
export const translateBlogAuthorsListPageTitle = (): string => translate({ id: 'theme.blog.authorsList.pageTitle', message: 'Authors' });

/** "View all authors", the label of a link to the authors page. */
export function BlogAuthorsListViewAllLabel(): ReactNode {
  return useThemeTexts().t('theme.blog.authorsList.viewAll', 'View all authors');
}

/** The line an author's page shows when the author has no posts. */
export function BlogAuthorNoPostsLabel(): ReactNode {
  return useThemeTexts().t('theme.blog.author.noPosts', 'This author has not written any posts yet.');
}
