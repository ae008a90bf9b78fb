/** @jsxRuntime automatic @jsxImportSource react */
/**
 * One level of the docs sidebar tree. Categories mount their children lazily, so a
 * site with thousands of docs only server-renders the branches that are open.
 */
import { createContext, useContext, useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { SidebarCategory, SidebarHtml, SidebarItem } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { useIsBrowser, usePageHref, useSite } from '../../runtime/context';
import { Collapsible } from '../Collapsible/Collapsible';
import { cx } from '../Layout/cx';
import { useCollapsible } from '../hooks/useCollapsible';
import { useThemeTexts } from '../texts/texts';
import {
  containsActive,
  findFirstHref,
  getInitialCollapsed,
  isActiveItem,
  isItemVisible,
} from './sidebar-state';
import { useSidebarMemory } from './sidebar-memory';
// Named and relative: a site's swizzled DocSidebarItem/Link (an override of this module) draws each link.
import { SidebarLinkItem } from './SidebarLinkItem';

/** Props shared by every level of the sidebar. */
export interface DocSidebarItemsProps {
  items: SidebarItem[];
  /** Current pathname (with baseUrl). */
  activePath: string;
  /** 1 for the top level. */
  level: number;
  /** Called after a click on any link that navigates (the mobile menu closes on it). */
  onItemClick?: (item: SidebarItem) => void;
  /** Where this level sits in the tree ("" at the top), naming its categories in the sidebar memory. */
  path?: string;
}

/**
 * The category of a level that was opened last, with `docs.sidebarAutoCollapseCategories`: the
 * others of that level close. Null without the setting (each category keeps its own state).
 */
const OpenedSibling = createContext<{ opened: number | null; open(index: number | null): void } | null>(null);

/** Renders the visible items of one sidebar level as `<li>` elements. */
export function DocSidebarItems({ items, activePath, level, onItemClick, path = '' }: DocSidebarItemsProps) {
  const autoCollapse = useSite().docsSidebar?.autoCollapseCategories ?? false;
  const [opened, open] = useState<number | null>(null);
  const list = items
    .filter((item) => isItemVisible(item, activePath))
    .map((item, index) =>
      item.type === 'html' ? (
        <SidebarHtmlItem key={`${index}-html`} item={item} level={level} />
      ) : item.type === 'category' ? (
        <SidebarCategoryItem key={`${index}-${item.label}`} item={item} index={index} path={`${path}/${index}-${item.label}`} activePath={activePath} level={level} onItemClick={onItemClick} />
      ) : (
        <SidebarLinkItem key={`${index}-${item.label}`} item={item} index={index} activePath={activePath} level={level} onItemClick={onItemClick} />
      ),
    );
  return autoCollapse ? <OpenedSibling.Provider value={{ opened, open }}>{list}</OpenedSibling.Provider> : <>{list}</>;
}

interface ItemProps<T> {
  item: T;
  activePath: string;
  level: number;
  onItemClick?: (item: SidebarItem) => void;
}

/**
 * The site's own HTML as one row (a heading, a divider, a badge). It adds no control of its own,
 * so keyboard users meet only what the HTML itself holds. The value was mended into a whole
 * fragment at build time (sidebars-resolve.ts), so it cannot spill out of its `<li>`.
 */
function SidebarHtmlItem({ item, level }: { item: SidebarHtml; level: number }) {
  return (
    <li
      className={cx('theme-doc-sidebar-item-link', `theme-doc-sidebar-item-link-level-${level}`, item.defaultStyle && 'menu__list-item menu__html-item', item.className)}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}

function SidebarCategoryItem({ item, index, path, activePath, level, onItemClick }: ItemProps<SidebarCategory> & { index: number; path: string }) {
  const isBrowser = useIsBrowser();
  const { t } = useThemeTexts();
  const formed = usePageHref();
  const hasActive = containsActive(item, activePath);
  const selfActive = isActiveItem(item, activePath);
  const sibling = useContext(OpenedSibling);
  // The state this category had on the previous doc of this sidebar, if the reader was there.
  const memory = useSidebarMemory();
  // Docusaurus keeps its sidebar mounted, so reaching a page inside a closed category opens it
  // like a click and, with autoCollapseCategories, closes its siblings. Here each page remounts
  // the sidebar: a category that holds the new page and was closed on the previous doc of this
  // sidebar (a memory with entries means there was one) counts as opened now.
  const [arrivedClosed] = useState(() =>
    hasActive && item.collapsible && memory !== null && memory.size > 0 && (memory.get(path) ?? item.collapsed));
  const { collapsed, setCollapsed: setState } = useCollapsible({
    initialState: () => (hasActive || !item.collapsible ? false : memory?.get(path) ?? getInitialCollapsed(item, activePath)),
  });
  const setOwnCollapsed = (value: boolean) => {
    memory?.set(path, value);
    setState(value);
  };
  const setCollapsed = (value: boolean) => {
    setOwnCollapsed(value);
    if (!value) sibling?.open(index);
  };
  const toggleCollapsed = () => setCollapsed(!collapsed);

  // A sibling opened: this one closes (only with autoCollapseCategories), even when it holds the
  // current page, as in Docusaurus.
  useEffect(() => {
    if (sibling && sibling.opened !== null && sibling.opened !== index) setOwnCollapsed(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sibling?.opened]);

  // Navigating into a collapsed branch opens it (behaviors §9.5).
  // Only the change of hasActive matters: setCollapsed's identity is not relied on.
  useEffect(() => {
    if (!hasActive) return;
    setOwnCollapsed(false);
    if (arrivedClosed) sibling?.open(index);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasActive]);

  const isCollapsed = item.collapsible && collapsed;
  const toggle = () => {
    if (item.collapsible) toggleCollapsed();
  };

  let label;
  if (item.href) {
    label = (
      <>
        <Link
          href={item.href}
          className={cx('menu__link', 'menu__link--sublist', hasActive && 'menu__link--active')}
          aria-current={selfActive ? 'page' : undefined}
          onClick={() => {
            // The label link opens its branch but never closes it.
            setCollapsed(false);
            onItemClick?.(item);
          }}
        >
          {item.label}
        </Link>
        {item.collapsible && (
          <button
            type="button"
            className="clean-btn menu__caret"
            aria-label={isCollapsed
              ? t('theme.DocSidebarItem.expandCategoryAriaLabel', "Expand sidebar category '{label}'", { label: item.label })
              : t('theme.DocSidebarItem.collapseCategoryAriaLabel', "Collapse sidebar category '{label}'", { label: item.label })}
            aria-expanded={!isCollapsed}
            onClick={toggle}
          />
        )}
      </>
    );
  } else if (!item.collapsible) {
    // Nothing to open or close and no page: a plain heading over its items, as in Docusaurus,
    // neither a button nor a link to the first child.
    label = <a className={cx('menu__link', 'menu__link--sublist', hasActive && 'menu__link--active')}>{item.label}</a>;
  } else {
    // Before hydration the label points at the first child so it still works without JS.
    const fallbackHref = isBrowser ? '#' : formed(findFirstHref(item.items) ?? '#');
    label = (
      <a
        href={fallbackHref}
        role="button"
        aria-expanded={!isCollapsed}
        className={cx('menu__link', 'menu__link--sublist', 'menu__link--sublist-caret', hasActive && 'menu__link--active')}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          toggle();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          // Anchors only answer Enter natively; a button role must also answer Space.
          if (event.key === ' ' || event.key === 'Spacebar') {
            event.preventDefault();
            toggle();
          }
        }}
      >
        {item.label}
      </a>
    );
  }

  return (
    <li
      className={cx(
        'theme-doc-sidebar-item-category',
        `theme-doc-sidebar-item-category-level-${level}`,
        'menu__list-item',
        isCollapsed && 'menu__list-item--collapsed',
        item.className,
      )}
    >
      {/* As in Docusaurus: the label is "active" on the way to the page, the row only on the category's own page. */}
      <div className={cx('menu__list-item-collapsible', selfActive && 'menu__list-item-collapsible--active')}>{label}</div>
      <Collapsible lazy as="ul" className="menu__list" collapsed={isCollapsed}>
        <DocSidebarItems items={item.items} activePath={activePath} level={level + 1} onItemClick={onItemClick} path={path} />
      </Collapsible>
    </li>
  );
}
