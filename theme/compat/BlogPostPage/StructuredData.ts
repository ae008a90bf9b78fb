/**
 * `@theme/BlogPostPage/StructuredData`: the post's JSON-LD, which opdocs' pages carry as
 * schema.org microdata already (Blog, BlogPosting), so a site's own post page drawing it adds nothing.
 */
import type { ReactNode } from 'react';

/** See the module comment. */
export default function BlogPostPageStructuredData(_props: object): ReactNode {
  return null;
}
