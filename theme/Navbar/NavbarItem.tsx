/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { NavItem } from '../../runtime/types';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';
import { createNavbarItemError, createUnknownNavbarItemError } from '../ErrorBoundary/error-messages';
import { LocaleDropdownNavbarItem } from './LocaleDropdownNavbarItem';
import { NavbarDropdown } from './NavbarDropdown';
import { cx } from '../Layout/cx';
import { NavbarLink } from './NavbarLink';
import { dropdownEntryOf } from './nav-active';
import { NavbarItemTypes } from './navbar-item-types';
import { SearchSlot } from './SearchSlot';
import { DocsVersionDropdownNavbarItem } from './DocsVersionDropdownNavbarItem';
import { useVersionedLinks } from './versioned-link';
import { useRouteState } from '../../runtime/context';

/** Props of {@link NavbarItem}. */
export interface NavbarItemProps {
  item: NavItem;
  /** Rendered in the mobile sidebar's primary menu rather than the bar. */
  mobile: boolean;
}

function NavbarItemBody({ item, mobile }: NavbarItemProps): ReactNode {
  const { route, location } = useRouteState();
  const versioned = useVersionedLinks();
  switch (item.kind) {
    case 'link':
      return <NavbarLink item={versioned(item)} mobile={mobile} />;
    case 'html':
      // The site's own markup, as Docusaurus places it: a bar item, or an entry of the mobile menu.
      return mobile
        ? <li className={cx('menu__list-item', item.className)} dangerouslySetInnerHTML={{ __html: item.html }} />
        : <div className={cx('navbar__item', item.className)} dangerouslySetInnerHTML={{ __html: item.html }} />;
    case 'dropdown': {
      const entries = item.items.map((entry, index) => dropdownEntryOf(entry.kind === 'html' ? entry : versioned(entry), String(index), location.pathname, route));
      return <NavbarDropdown label={item.label} href={item.href} position={item.position} entries={entries} mobile={mobile} />;
    }
    case 'docsVersionDropdown':
      // Named and relative, so a site's swizzled NavbarItem/DocsVersionDropdownNavbarItem draws it.
      return <DocsVersionDropdownNavbarItem position={item.position} mobile={mobile} source={item.source} docsPluginId={item.pluginId} dropdownItemsBefore={item.itemsBefore ?? []} dropdownItemsAfter={item.itemsAfter ?? []} />;
    case 'localeDropdown':
      // Named and relative, so a site's swizzled NavbarItem/LocaleDropdownNavbarItem draws it.
      return <LocaleDropdownNavbarItem position={item.position} mobile={mobile} dropdownItemsBefore={item.itemsBefore ?? []} dropdownItemsAfter={item.itemsAfter ?? []} />;
    case 'search':
      // The search button lives in the bar only, also on mobile (behaviors §4.5).
      return mobile ? null : <SearchSlot />;
    case 'custom': {
      // Drawn as Docusaurus draws it: the site's component alone, in the bar or the menu's list. A
      // type the map lacks (its swizzle left out for a module opdocs lacks) draws nothing.
      const Custom = Object.hasOwn(NavbarItemTypes, item.type) ? NavbarItemTypes[item.type] : undefined;
      return Custom ? <Custom {...item.props} {...(mobile ? { mobile: true } : {})} /> : null;
    }
    default:
      throw createUnknownNavbarItemError((item as { kind?: unknown }).kind);
  }
}

/**
 * One configured navbar item. If it fails to render, the error is rethrown naming the
 * item, so the author knows which entry of site.config.json to fix (behaviors §4.1).
 */
export function NavbarItem({ item, mobile }: NavbarItemProps): ReactNode {
  return (
    <ErrorBoundary
      fallback={({ error }) => {
        throw createNavbarItemError(item, error);
      }}
    >
      <NavbarItemBody item={item} mobile={mobile} />
    </ErrorBoundary>
  );
}
