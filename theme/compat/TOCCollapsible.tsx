/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/TOCCollapsible`: the folded "On this page" panel of an ejected DocItem/Layout, given
 * Docusaurus' flat `{ value, id, level }` list and the levels to show; also the place of a site's
 * swizzled TOCCollapsible (the TOCCollapsibleSwizzle override point), and the original its wrapper draws.
 */
import { useMemo, type ReactNode } from 'react';
import { TOCCollapsible as ThemeTOCCollapsible } from '../TOC/TOCCollapsible';
import { nestToc, type FlatTocItem } from '../TOC/TOCColumn';

/** Props as Docusaurus gives them. */
export interface TOCCollapsibleProps {
  toc: readonly FlatTocItem[];
  className?: string;
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

/** See the module comment. */
export function TOCCollapsibleSwizzle({ toc, className, minHeadingLevel, maxHeadingLevel }: TOCCollapsibleProps): ReactNode {
  const nested = useMemo(
    () => nestToc(toc.filter((item) => item.level >= (minHeadingLevel ?? 1) && item.level <= (maxHeadingLevel ?? 6))),
    [toc, minHeadingLevel, maxHeadingLevel],
  );
  return <ThemeTOCCollapsible toc={nested} className={className} />;
}

export default TOCCollapsibleSwizzle;
