/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The theme's folded "On this page" panel (over docs, posts and Markdown pages on narrow screens)
 * when a site swizzled Docusaurus' `TOCCollapsible`: the site's component, given the page's TOC
 * in Docusaurus' flat `{ value, id, level }` shape. Only such a site's code carries this
 * (cli/bundle/theme-overrides.ts).
 */
import { useMemo, type ReactNode } from 'react';
import type { TocItem } from '../../../runtime/types';
import { flatToc } from '../../TOC/TOCColumn';
// Named and relative: the site's swizzled TOCCollapsible (an override of this module) draws the panel.
import { TOCCollapsibleSwizzle } from '../TOCCollapsible';

/** See the module comment; the theme's own TOCCollapsible props. */
export default function TOCCollapsibleFromSwizzle({ toc, className }: { toc: TocItem[]; className?: string }): ReactNode {
  // The same list while the page is: a new one each render would reset what the site's panel keeps.
  const flat = useMemo(() => flatToc(toc), [toc]);
  if (toc.length === 0) return null;
  return <TOCCollapsibleSwizzle toc={flat} className={className} />;
}
