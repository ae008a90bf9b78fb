/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/TagsListInline`: "Tags:" and the tags as links, given Docusaurus' `{ label, permalink }` tags. */
import type { ReactNode } from 'react';
import { TagsRow } from '../Blog/TagsRow';

/** A tag as Docusaurus' metadata (`useDoc().metadata.tags`) gives it. */
export interface InlineTag {
  label: string;
  permalink: string;
  description?: string;
}

export default function TagsListInline({ tags }: { tags: readonly InlineTag[] }): ReactNode {
  return <TagsRow tags={tags.map((tag) => ({ label: tag.label, href: tag.permalink, ...(tag.description ? { description: tag.description } : {}) }))} />;
}
