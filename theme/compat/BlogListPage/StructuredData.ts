/**
 * `@theme/BlogListPage/StructuredData`: nothing to draw. The build writes the blog list pages'
 * JSON-LD into their head (theme/Blog/structured-data.ts), whatever draws the page, so a site's
 * own list page drawing this gets the block once.
 */
import type { ReactNode } from 'react';

/** See the module comment. */
export default function BlogListPageStructuredData(_props: object): ReactNode {
  return null;
}
