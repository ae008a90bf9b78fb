/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { DocTagsRoute, PageProps } from '../../runtime/types';
import { TagsIndex } from '../Tags/TagsIndex';
import { useThemeTexts } from '../texts/texts';

/** Page component of route kind "doc-tags": every tag used by the docs. */
export default function DocTagsPage({ route }: PageProps<DocTagsRoute>): ReactNode {
  const { t } = useThemeTexts();
  return (
    <main className="container margin-vert--lg doc-tags-page">
      <h1>{t('theme.tags.tagsPageTitle', 'Tags')}</h1>
      <TagsIndex tags={route.tags} />
    </main>
  );
}
