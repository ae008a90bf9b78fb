/**
 * `@theme/BlogPostPage/StructuredData`: nothing to draw. The build writes each post's JSON-LD
 * into its page's head (theme/Blog/structured-data.ts), whatever draws the page, so a site's own
 * post page drawing this gets the block once.
 */
import type { ReactNode } from 'react';

/** See the module comment. */
export default function BlogPostPageStructuredData(_props: object): ReactNode {
  return null;
}
