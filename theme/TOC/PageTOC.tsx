/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A page's TOC column from the route's nested TOC, through TOCColumn (the override point, in
 * its own module so that a site's TOC takes its place here).
 */
import { useMemo, type ReactNode } from 'react';
import type { TocItem } from '../../runtime/types';
import { TOCColumn, flatToc } from './TOCColumn';

/** The route's TOC, drawn by TOCColumn or the site's TOC. */
export function PageTOC({ toc }: { toc: TocItem[] }): ReactNode {
  const flat = useMemo(() => flatToc(toc), [toc]);
  return <TOCColumn toc={flat} />;
}
