/** @jsxRuntime automatic @jsxImportSource react */
import type { BlogAuthorsRoute, PageProps } from '../../runtime/types';
import { BlogLayout } from '../Blog/BlogLayout';
import { AuthorCard } from '../Blog/AuthorCard';
import { useThemeTexts } from '../texts/texts';

/** Page component of route kind "blog-authors": every author with a post count. */
export default function BlogAuthorsPage({ route }: PageProps<BlogAuthorsRoute>) {
  const { t } = useThemeTexts();
  return (
    <BlogLayout sidebar={route.sidebar}>
      <h1>{t('theme.blog.authorsList.pageTitle', 'Authors')}</h1>
      <ul className="authors-list">
        {route.authors.map((author) => (
          <li key={author.key} className="authors-list__item">
            <AuthorCard author={author} count={author.count} linkTo={author.page ? 'page' : 'url'} as="h2" size="large" />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
