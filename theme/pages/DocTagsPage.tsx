/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { DocTagsRoute, PageProps } from '../../runtime/types';
import { TagsIndex } from '../Tags/TagsIndex';

/** Page component of route kind "doc-tags": every tag used by the docs. */
export default function DocTagsPage({ route }: PageProps<DocTagsRoute>): ReactNode {
  return (
    <main className="container margin-vert--lg doc-tags-page">
      <h1>Tags</h1>
      <TagsIndex tags={route.tags} />
    </main>
  );
}
