/** @jsxRuntime automatic @jsxImportSource react */
import type { BlogArchiveRoute, PageProps } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { useThemeTexts } from '../texts/texts';

/**
 * Page component of route kind "blog-archive": years newest first, posts as the route orders them.
 * Year headings have the ids Docusaurus gives them ("#2025"), so links to a year keep working.
 */
export default function BlogArchivePage({ route }: PageProps<BlogArchiveRoute>) {
  const { t } = useThemeTexts();
  return (
    <div>
      <main className="blog-archive">
        <header className="blog-archive__hero">
          <h1>{t('theme.blog.archive.title', 'Archive')}</h1>
          <p>{t('theme.blog.archive.description', 'Archive')}</p>
        </header>
        {route.years.length > 0 && (
          <div className="blog-archive__years">
            {route.years.map((year) => (
              <section key={year.year} className="blog-archive__year" aria-labelledby={year.year}>
                <h2 id={year.year}>{year.year}</h2>
                <ul>
                  {year.posts.map((post) => (
                    <li key={post.href}>
                      <Link href={post.href}>{`${post.formattedDate} - ${post.title}`}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </main>
    </div>
  );
}
