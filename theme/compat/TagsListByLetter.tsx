/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/TagsListByLetter`: Docusaurus' tags (`{ label, permalink, count }`) grouped by first letter, as the theme's tags pages draw them. */
import type { ReactNode } from 'react';
import { TagsIndex } from '../Tags/TagsIndex';

/** A tag as Docusaurus' tags pages give it. */
export interface DocusaurusTag {
  label: string;
  permalink: string;
  count: number;
  description?: string;
}

/** See the module comment. */
export default function TagsListByLetter({ tags }: { tags: readonly DocusaurusTag[] }): ReactNode {
  return <TagsIndex tags={tags.map((t) => ({ label: t.label, href: t.permalink, count: t.count, ...(t.description ? { description: t.description } : {}) }))} />;
}
