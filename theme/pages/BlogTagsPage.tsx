/** @jsxRuntime automatic @jsxImportSource react */
import type { BlogTagsRoute, PageProps } from '../../runtime/types';
import { BlogLayout } from '../Blog/BlogLayout';
import { TagsIndex } from '../Tags/TagsIndex';

/** Page component of route kind "blog-tags": every tag, grouped by first letter. */
export default function BlogTagsPage({ route }: PageProps<BlogTagsRoute>) {
  return (
    <BlogLayout sidebar={route.sidebar}>
      <h1>Tags</h1>
      <TagsIndex tags={route.tags} />
    </BlogLayout>
  );
}
