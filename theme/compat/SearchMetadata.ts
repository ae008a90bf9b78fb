/**
 * `@theme/SearchMetadata`: Docusaurus' search tags for a page (`docusaurus_locale`, `docusaurus_tag`).
 * opdocs' search index reads its pages' data, not these tags, so a page drawing it gets nothing.
 */
import type { ReactNode } from 'react';

/** See the module comment. */
export default function SearchMetadata(_props: { locale?: string; version?: string; tag?: string }): ReactNode {
  return null;
}
