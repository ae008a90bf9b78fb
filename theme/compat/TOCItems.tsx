/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/TOCItems`: the nested heading links of an ejected TOC, from Docusaurus' flat
 * `{ value, id, level }` list, with the current section highlighted as in opdocs' TOC.
 */
import { useMemo, type ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { TOCItems as Items } from '../TOC/TOCItems';
import { nestToc, type FlatTocItem } from '../TOC/TOCColumn';
import { useTocHighlight } from '../TOC/useTocHighlight';

/** Props as Docusaurus gives them; `linkActiveClassName` is opdocs' active class either way. */
export interface TOCItemsProps {
  toc: readonly FlatTocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
  linkClassName?: string | null;
  linkActiveClassName?: string;
}

export default function TOCItems({ toc, minHeadingLevel, maxHeadingLevel, className, linkClassName }: TOCItemsProps): ReactNode {
  const site = useSite();
  const nested = useMemo(
    () => nestToc(toc.filter((item) => item.level >= (minHeadingLevel ?? 1) && item.level <= (maxHeadingLevel ?? 6))),
    [toc, minHeadingLevel, maxHeadingLevel],
  );
  const activeId = useTocHighlight(nested, { navbarHidesOnScroll: site.navbar.hideOnScroll });
  return <Items toc={nested} className={className ?? 'table-of-contents table-of-contents__left-border'} linkClassName={linkClassName ?? undefined} activeId={activeId} />;
}
