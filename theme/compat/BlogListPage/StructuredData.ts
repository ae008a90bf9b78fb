/**
 * `@theme/BlogListPage/StructuredData`: the list's JSON-LD, which opdocs' pages carry as
 * schema.org microdata already (Blog, BlogPosting), so a site's own list page drawing it adds nothing.
 */
import type { ReactNode } from 'react';

/** See the module comment. */
export default function BlogListPageStructuredData(_props: object): ReactNode {
  return null;
}
