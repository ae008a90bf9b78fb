/** @jsxRuntime automatic @jsxImportSource react */
import { useMemo } from 'react';
import type { BlogListRoute, PageProps } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { useSite } from '../../runtime/context';
import { BlogLayout } from '../Blog/BlogLayout';
// Named and relative: a site's swizzled BlogPostItems (an override of this module) draws the posts.
import { BlogPostItems } from '../Blog/BlogPostItems';
import { postContents } from '../Blog/post-content';
import { AuthorCard } from '../Blog/AuthorCard';
import { BlogFeedLinks } from '../Blog/BlogFeedLinks';
import { blogOf } from '../Blog/blog-of';
import { Paginator } from '../Paginator/Paginator';
import { useThemeTexts } from '../texts/texts';
import { UnlistedBanner } from '../Content/UnlistedBanner';

/** Page component of route kind "blog-list": the blog index, a tag page or an author page. */
export default function BlogListPage({ route }: PageProps<BlogListRoute>) {
  const site = useSite();
  const blog = blogOf(site, route);
  const { t } = useThemeTexts();
  const { pagination } = route;
  const items = useMemo(() => postContents(route.posts), [route.posts]);
  return (
    <BlogLayout sidebar={route.sidebar}>
      {/* BlogListRoute has no `unlisted`: the build marks exactly the tags only unlisted posts carry noindex (tag-visibility.ts). */}
      {route.listType === 'tag' && route.head.noindex && <UnlistedBanner />}
      <header className="blog-list-header">
        {route.listType === 'author' && route.author && <AuthorCard author={route.author} size="large" />}
        <h1 className="blog-list-heading">{route.heading}</h1>
        {route.description && route.listType !== 'all' && <p className="blog-list-description">{route.description}</p>}
        {route.listType === 'tag' && blog && (
          <Link href={blog.tagsPath} className="blog-view-all-tags">
            {t('theme.tags.tagsPageLink', 'View All Tags')}
          </Link>
        )}
        {route.listType === 'author' && blog && (
          <Link href={blog.authorsPath} className="blog-view-all-authors">
            {t('theme.blog.authorsList.viewAll', 'View all authors')}
          </Link>
        )}
        {route.listType === 'all' && <BlogFeedLinks blog={blog} />}
      </header>
      {route.posts.length === 0 && route.listType === 'author' && (
        <p className="blog-list-empty">{t('theme.blog.author.noPosts', 'This author has not written any posts yet.')}</p>
      )}
      {/* Made once per list: a new body component on each render would remount every excerpt. */}
      <BlogPostItems items={items} />
      <Paginator
        kind="blog-list"
        prev={pagination.newer ? { title: 'Newer entries', href: pagination.newer } : null}
        next={pagination.older ? { title: 'Older entries', href: pagination.older } : null}
      />
    </BlogLayout>
  );
}
