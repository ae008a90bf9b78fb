/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { SidebarHtml } from '../../runtime/types';
import { cx } from '../Layout/cx';

/** Props of {@link SidebarHtmlItem}. */
export interface SidebarHtmlItemProps {
  item: SidebarHtml;
  level: number;
}

/**
 * The site's own HTML as one row (a heading, a divider, a badge). It adds no control of its own,
 * so keyboard users meet only what the HTML itself holds. The value was mended into a whole
 * fragment at build time (sidebars-resolve.ts), so it cannot spill out of its `<li>`.
 */
export function SidebarHtmlItem({ item, level }: SidebarHtmlItemProps): ReactNode {
  return (
    <li
      className={cx('theme-doc-sidebar-item-link', `theme-doc-sidebar-item-link-level-${level}`, item.defaultStyle && 'menu__list-item menu__html-item', item.className)}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}
