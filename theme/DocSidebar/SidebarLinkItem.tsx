/** @jsxRuntime automatic @jsxImportSource react */
/**
 * One link of the docs sidebar. Its own file so a site's swizzled Docusaurus
 * `DocSidebarItem/Link` (same props: `item`, `activePath`, `level`, `index`, `onItemClick`)
 * draws each link instead.
 */
import type { ReactNode } from 'react';
import type { SidebarItem, SidebarLink } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { cx } from '../Layout/cx';
import { isActiveItem } from './sidebar-state';

/** Props of {@link SidebarLinkItem}. */
export interface SidebarLinkItemProps {
  item: SidebarLink;
  /** Current pathname (with baseUrl). */
  activePath: string;
  /** 1 for the top level. */
  level: number;
  /** Position among the items of its level. */
  index?: number;
  /** Called after a click on the link (the mobile menu closes on it). */
  onItemClick?: (item: SidebarItem) => void;
}

/** See {@link SidebarLinkItemProps}. */
export function SidebarLinkItem({ item, activePath, level, onItemClick }: SidebarLinkItemProps): ReactNode {
  const active = isActiveItem(item, activePath);
  return (
    <li className={cx('theme-doc-sidebar-item-link', `theme-doc-sidebar-item-link-level-${level}`, 'menu__list-item', item.className)}>
      <Link
        href={item.href}
        className={cx('menu__link', active && 'menu__link--active')}
        aria-current={active ? 'page' : undefined}
        onClick={() => onItemClick?.(item)}
      >
        {item.label}
        {item.external && <ExternalIcon />}
      </Link>
    </li>
  );
}

function ExternalIcon(): ReactNode {
  return (
    <svg className="menu__external-icon" width="13.5" height="13.5" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}

export default SidebarLinkItem;
