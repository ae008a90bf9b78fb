/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Wraps the Markdown content of a doc, a blog post or a Markdown page (override point
 * `MDXContent`, as a Docusaurus site's swizzled `src/theme/MDXContent`): a site adds what
 * follows or precedes every article's text. The theme's own renders its children only.
 */
import type { ReactNode } from 'react';

export function MDXContent({ children }: { children?: ReactNode }): ReactNode {
  return <>{children}</>;
}
