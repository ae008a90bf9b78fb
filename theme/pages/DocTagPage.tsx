/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import type { DocTagRoute, PageProps } from '../../runtime/types';
import { useThemeTexts } from '../texts/texts';
import { UnlistedBanner } from '../Content/UnlistedBanner';

/** Page component of route kind "doc-tag": the docs carrying one tag, with a link to all tags. */
export default function DocTagPage({ route }: PageProps<DocTagRoute>): ReactNode {
  const { t } = useThemeTexts();
  return (
    <main className="container margin-vert--lg doc-tag-page">
      {/* DocTagRoute has no `unlisted`: the build marks exactly the tags only unlisted docs carry noindex (tag-visibility.ts). */}
      {route.head.noindex && <UnlistedBanner />}
      <header className="margin-bottom--lg">
        <h1>{route.heading}</h1>
        {route.tag.description && <p>{route.tag.description}</p>}
        <Link href={route.allTagsHref}>{t('theme.tags.tagsPageLink', 'View all tags')}</Link>
      </header>
      <section aria-label={route.heading}>
        {route.docs.map((doc) => (
          <article key={doc.href} className="doc-tag-page__item margin-vert--lg">
            <h2><Link href={doc.href}>{doc.title}</Link></h2>
            {doc.description && <p>{doc.description}</p>}
          </article>
        ))}
      </section>
    </main>
  );
}
