/** @jsxRuntime automatic @jsxImportSource react */
import type { BlogTagsRoute, PageProps } from '../../runtime/types';
import { BlogLayout } from '../Blog/BlogLayout';
import { TagsIndex } from '../Tags/TagsIndex';
import { useThemeTexts } from '../texts/texts';

/** Page component of route kind "blog-tags": every tag, grouped by first letter. */
export default function BlogTagsPage({ route }: PageProps<BlogTagsRoute>) {
  const { t } = useThemeTexts();
  return (
    <BlogLayout sidebar={route.sidebar}>
      <h1>{t('theme.tags.tagsPageTitle', 'Tags')}</h1>
      <TagsIndex tags={route.tags} />
    </BlogLayout>
  );
}
