/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The pieces of a doc page's main column, each reading the doc from the route rather than from
 * props, so that a site's own DocItem/Layout (a Docusaurus swizzle, which renders these with no
 * props) and opdocs' DocItemLayout draw the same markup.
 */
import type { ReactNode } from 'react';
import type { DocRoute } from '../../runtime/types';
import { useRoute } from '../../runtime/context';
import { MarkdownContent } from '../Content/MarkdownContent';
import { DraftBanner, UnlistedBanner } from '../Content/UnlistedBanner';
import { TagsRow } from '../Blog/TagsRow';

/** The doc being shown; the parts are only drawn on doc pages. */
export const useDocRoute = (): DocRoute => useRoute<DocRoute>();

/**
 * The unlisted warning, when the doc is unlisted, and the draft warning on a draft, which only a
 * dev build (`serve --watch`) has (Docusaurus' ContentVisibility; its props are not needed).
 */
export function DocItemContentVisibility(): ReactNode {
  const route = useDocRoute();
  return (
    <>
      {route.unlisted && <UnlistedBanner />}
      {route.frontMatter?.draft === true && <DraftBanner />}
    </>
  );
}

// Named and relative: a site's swizzled DocVersionBadge (an override of its module) draws the badge.
export { DocItemVersionBadge } from './DocItemVersionBadge';

// Named and relative: a site's swizzled DocBreadcrumbs (an override of its module) draws the crumbs.
export { DocItemBreadcrumbs } from './DocItemBreadcrumbs';

// Named and relative: a site's swizzled DocItem/TOC/Mobile and /Desktop (overrides of their modules) draw the TOCs.
export { DocItemTOCMobile } from './DocItemTOCMobile';
export { DocItemTOCDesktop } from './DocItemTOCDesktop';

/** The doc's article: its title (unless the Markdown has its own h1) over `children`, the body. */
export function DocItemContent({ children }: { children?: ReactNode }): ReactNode {
  const route = useDocRoute();
  return (
    <MarkdownContent as="article" className="doc-article">
      {route.showTitle && (
        <header>
          <h1>{route.title}</h1>
        </header>
      )}
      {children}
    </MarkdownContent>
  );
}

// Its own file, an override point (Docusaurus' DocItem/Paginator); here too for the parts' importers.
export { DocItemPaginator } from './DocItemPaginator';

/** The doc's tags, as a row of links (Docusaurus' DocItem/Tags). */
export function DocItemTags(): ReactNode {
  const { tags } = useDocRoute();
  return tags.length > 0 ? <TagsRow tags={tags} className="theme-doc-footer-tags-row" /> : null;
}
