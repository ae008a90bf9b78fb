/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/TOCItems/Tree`: the heading links of a TOC tree (`useFilteredAndTreeifiedTOC`'s), for
 * a swizzled TOCItems; `useTOCHighlight` marks the current one by its link class.
 */
import type { ReactNode } from 'react';
import type { TOCTreeNode } from './internal-toc';

/** Props as Docusaurus gives them: the list's class on the outer list only. */
export interface TOCItemsTreeProps {
  toc: readonly TOCTreeNode[];
  className?: string;
  linkClassName?: string | null;
  isChild?: boolean;
}

/** See the module comment; a site's swizzled TOCItems/Tree takes its place where TOCItemsFromTree draws it. */
export function TOCItemsTree({ toc, className, linkClassName, isChild }: TOCItemsTreeProps): ReactNode {
  if (toc.length === 0) return null;
  return (
    <ul className={isChild ? undefined : className}>
      {toc.map((heading) => (
        <li key={heading.id}>
          {/* The heading's own inline HTML (code, emphasis), as the page renders it. */}
          <a href={`#${heading.id}`} className={linkClassName ?? undefined} dangerouslySetInnerHTML={{ __html: heading.value }} />
          <TOCItemsTree isChild toc={heading.children} className={className} linkClassName={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

export default TOCItemsTree;
