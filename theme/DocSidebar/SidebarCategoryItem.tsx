/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A category of the docs sidebar: its label (a link, a toggle or a plain heading), the caret,
 * and its items, mounted when first opened. Its own file so a site's swizzled Docusaurus
 * `DocSidebarItem/Category` (props `item`, `activePath`, `level`, `index`, `onItemClick`)
 * stands in for it, usually wrapping this one.
 */
import { useContext, useEffect, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { SidebarCategory, SidebarItem } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { useIsBrowser, usePageHref } from '../../runtime/context';
import { Collapsible } from '../Collapsible/Collapsible';
import { cx } from '../Layout/cx';
import { useCollapsible } from '../hooks/useCollapsible';
import { useThemeTexts } from '../texts/texts';
import { containsActive, findFirstHref, getInitialCollapsed, isActiveItem } from './sidebar-state';
import { useSidebarMemory } from './sidebar-memory';
import { OpenedSibling, SidebarLevelPath } from './sidebar-level';
import { DocSidebarItems } from './DocSidebarItems';

/** Props of {@link SidebarCategoryItem}, Docusaurus' own. */
export interface SidebarCategoryItemProps {
  item: SidebarCategory;
  /** Current pathname (with baseUrl). */
  activePath: string;
  /** 1 for the top level. */
  level: number;
  /** Position among the shown items of its level. */
  index?: number;
  /** Called after a click on any link that navigates (the mobile menu closes on it). */
  onItemClick?: (item: SidebarItem) => void;
  tabIndex?: number;
}

/** See {@link SidebarCategoryItemProps}. */
export function SidebarCategoryItem({ item, index, activePath, level, onItemClick }: SidebarCategoryItemProps): ReactNode {
  // The category's key in the sidebar memory: its level's place in the tree, its position and label.
  const path = `${useContext(SidebarLevelPath)}/${index ?? 0}-${item.label}`;
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
    if (!value) sibling?.open(index ?? 0);
  };
  const toggleCollapsed = () => setCollapsed(!collapsed);

  // A sibling opened: this one closes (only with autoCollapseCategories), even when it holds the
  // current page, as in Docusaurus.
  useEffect(() => {
    if (sibling && sibling.opened !== null && sibling.opened !== (index ?? 0)) setOwnCollapsed(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sibling?.opened]);

  // Navigating into a collapsed branch opens it (behaviors §9.5).
  // Only the change of hasActive matters: setCollapsed's identity is not relied on.
  useEffect(() => {
    if (!hasActive) return;
    setOwnCollapsed(false);
    if (arrivedClosed) sibling?.open(index ?? 0);
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
          className={cx('menu__link', item.collapsible && 'menu__link--sublist', hasActive && 'menu__link--active')}
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
    // neither a button nor a link to the first child. Docusaurus gives `menu__link--sublist` only
    // to labels of categories that open and close, and site CSS relies on it.
    label = <a className={cx('menu__link', hasActive && 'menu__link--active')}>{item.label}</a>;
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
        {/* The level's path and a fresh auto-collapse state by context too: a site's swizzled DocSidebarItems passes on only Docusaurus' props. */}
        <SidebarLevelPath.Provider value={path}>
          <OpenedSibling.Provider value={null}>
            <DocSidebarItems items={item.items} activePath={activePath} level={level + 1} onItemClick={onItemClick} path={path} />
          </OpenedSibling.Provider>
        </SidebarLevelPath.Provider>
      </Collapsible>
    </li>
  );
}

export default SidebarCategoryItem;
