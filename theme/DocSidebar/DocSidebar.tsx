/** @jsxRuntime automatic @jsxImportSource react */
import { memo } from 'react';
import type { SidebarItem } from '../../runtime/types';
import { useThemeTexts } from '../texts/texts';
import { DocSidebarItems } from './DocSidebarItems';

/** Props of {@link DocSidebar}. */
export interface DocSidebarProps {
  items: SidebarItem[];
  /** Current pathname (with baseUrl); decides the active link and open branches. */
  activePath: string;
  /**
   * Called after a navigating click. The mobile copy passes a closer for the navbar's
   * secondary menu; the desktop copy passes nothing.
   */
  onItemClick?: (item: SidebarItem) => void;
  className?: string;
}

/**
 * The docs sidebar menu: `nav aria-label="Docs sidebar"` with the nested item tree. Kept as it
 * is while its props are: a page's new data (a watch-mode edit, a hash change) leaves the
 * sidebar's hundreds of items alone.
 */
export const DocSidebar = memo(function DocSidebar({ items, activePath, onItemClick, className }: DocSidebarProps) {
  const { t } = useThemeTexts();
  return (
    <nav aria-label={t('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')} className={['menu', 'thin-scrollbar', 'doc-sidebar-menu', className].filter(Boolean).join(' ')}>
      <ul className="theme-doc-sidebar-menu menu__list">
        <DocSidebarItems items={items} activePath={activePath} level={1} onItemClick={onItemClick} />
      </ul>
    </nav>
  );
});

/** Name of the window event that asks the navbar to close its mobile menu. */
export const CLOSE_MOBILE_MENU_EVENT = 'opdocs:close-mobile-menu';

/**
 * Asks the chrome to close the mobile menu. An event rather than a callback, because the
 * sidebar element is handed to the secondary menu before the chrome could pass one in.
 */
export function requestCloseMobileMenu(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(CLOSE_MOBILE_MENU_EVENT, { bubbles: true }));
}
