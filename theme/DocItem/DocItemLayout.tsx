/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A doc page's main column and its TOC column: banners, breadcrumbs, the article around
 * `children` (the doc's body), the footer and the previous/next links. An override point, the
 * place of Docusaurus' DocItem/Layout, whose swizzles get the same `children` and, when they
 * wrap it, this component as the original.
 */
import { useRef, type ReactNode } from 'react';
import type { DocRoute } from '../../runtime/types';
import { useRoute } from '../../runtime/context';
import { DocFooter } from '../DocFooter/DocFooter';
import {
  DocItemBreadcrumbs, DocItemContent, DocItemContentVisibility, DocItemPaginator,
  DocItemTOCDesktop, DocItemTOCMobile, DocItemVersionBadge,
} from './DocItemParts';
import { DocItemVersionBanner } from './DocItemVersionBanner';
import { useBodyWiring } from './useBodyWiring';

/** Props of the doc's layout: the doc's rendered body. */
export interface DocItemLayoutProps {
  children?: ReactNode;
}

/** The doc page's columns around the body. */
export function DocItemLayout({ children }: DocItemLayoutProps): ReactNode {
  const route = useRoute<DocRoute>();
  const hasToc = route.toc.length > 0;
  const column = useRef<HTMLDivElement>(null);
  // A site's swizzled DocItem/Content (a point of its own) draws the body without our article.
  useBodyWiring(column);
  return (
    <div className={['doc-main__row', hasToc && 'doc-main__row--with-toc'].filter(Boolean).join(' ')}>
      <div className="doc-main__content" ref={column}>
        <DocItemContentVisibility />
        <DocItemVersionBanner />
        <DocItemBreadcrumbs />
        <DocItemVersionBadge />
        <DocItemTOCMobile />
        <DocItemContent>{children}</DocItemContent>
        <DocFooter route={route} />
        <DocItemPaginator />
      </div>
      {hasToc && (
        <div className="doc-main__toc">
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}
