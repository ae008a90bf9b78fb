/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The desktop TOC's nested heading links given Docusaurus' TOCItems props: the flat
 * `{ value, id, level }` list and the levels to show, with the current section highlighted as
 * in opdocs' TOC. Its own file so a site's swizzled Docusaurus `TOCItems` (usually highlighting
 * with `useTOCHighlight` and drawing with `@theme/TOCItems/Tree`) draws the links instead.
 */
import { useMemo, type ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { TOCItems } from './TOCItems';
import { nestToc, type FlatTocItem } from './TOCColumn';
import { useTocHighlight } from './useTocHighlight';

/** Props as Docusaurus gives them; `linkActiveClassName` is opdocs' active class either way. */
export interface TOCItemsListProps {
  toc: readonly FlatTocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
  linkClassName?: string | null;
  linkActiveClassName?: string;
}

/** See {@link TOCItemsListProps}. */
export function TOCItemsList({ toc, minHeadingLevel, maxHeadingLevel, className, linkClassName }: TOCItemsListProps): ReactNode {
  const site = useSite();
  const nested = useMemo(
    () => nestToc(toc.filter((item) => item.level >= (minHeadingLevel ?? 1) && item.level <= (maxHeadingLevel ?? 6))),
    [toc, minHeadingLevel, maxHeadingLevel],
  );
  const activeId = useTocHighlight(nested, { navbarHidesOnScroll: site.navbar.hideOnScroll });
  return <TOCItems toc={nested} className={className ?? 'table-of-contents table-of-contents__left-border'} linkClassName={linkClassName ?? undefined} activeId={activeId} />;
}

export default TOCItemsList;
