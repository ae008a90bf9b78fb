/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The desktop TOC's links drawn by a site's swizzled `TOCItems/Tree` (when the site swizzled
 * that alone): the flat list nested by level, the current section marked by class with
 * `useTOCHighlight`, as Docusaurus' TOCItems does around its Tree. Bundled only for such a
 * site (cli/bundle/theme-overrides.ts), in TOCItems' place; other sites keep opdocs' own links.
 */
import type { ReactNode } from 'react';
import type { TOCItemsListProps } from '../TOC/TOCItemsList';
import { useFilteredAndTreeifiedTOC, useTOCHighlight } from './internal-toc';
// Named and relative: the site's swizzled TOCItems/Tree (an override of this module) draws the tree.
import { TOCItemsTree } from './TOCItemsTree';

const LINK = 'table-of-contents__link toc-highlight';
const ACTIVE = 'table-of-contents__link--active';

/** TOCItems' props, as the theme's TOC gives them. */
export default function TOCItemsFromTree(props: TOCItemsListProps): ReactNode {
  const { toc, className, linkClassName, linkActiveClassName } = props;
  // The theme's TOC hands over the levels the site's config keeps, and no bounds of its own.
  const levels = toc.map((item) => item.level);
  const minHeadingLevel = props.minHeadingLevel ?? Math.min(6, ...levels);
  const maxHeadingLevel = props.maxHeadingLevel ?? Math.max(1, ...levels);
  const tree = useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel });
  const link = linkClassName ?? LINK;
  useTOCHighlight({ linkClassName: link, linkActiveClassName: linkActiveClassName ?? ACTIVE, minHeadingLevel, maxHeadingLevel });
  return <TOCItemsTree toc={tree} className={className ?? 'table-of-contents table-of-contents__left-border'} linkClassName={link} />;
}
