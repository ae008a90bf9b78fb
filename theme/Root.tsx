/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Wraps every page inside the site's providers and stays mounted across client navigation: the
 * place a site's own context providers and app-wide effects go (override point `Root`, as a
 * Docusaurus site's swizzled `src/theme/Root`). The theme's own renders its children only.
 */
import type { ReactNode } from 'react';

export function Root({ children }: { children?: ReactNode }): ReactNode {
  return <>{children}</>;
}
