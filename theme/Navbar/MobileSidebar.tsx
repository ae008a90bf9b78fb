/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The mobile navbar panel (behaviors §4.3–4.4): header (logo, colour toggle, close), then two
 * sliding panels, the primary menu (navbar items) and the secondary menu a page registered.
 * Only rendered on mobile after hydration; focus stays inside while it is open.
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { wrapFocus } from '../focus-wrap';
import type { NavItem } from '../../runtime/types';
import { cx } from '../Layout/cx';
import { useThemeTexts } from '../texts/texts';
import type { SecondaryMenuEntry } from '../Layout/secondary-menu';
import { NavbarItem } from './NavbarItem';
// Named and relative: a site's swizzled Navbar/MobileSidebar/Header (an override of its module) draws the top row.
import { MobileSidebarHeader } from './MobileSidebarHeader';

/** Props of {@link MobileSidebar}. */
export interface MobileSidebarProps {
  items: NavItem[];
  secondary: SecondaryMenuEntry | null;
  showSecondary: boolean;
  onBackToMain: () => void;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Closes the panel when a link is clicked. A link that acts as a button (a sidebar category
 * without a page, `href="#"`) or whose click a handler already took (defaultPrevented: React
 * handlers run before the router's document listener) only expands or toggles something in the
 * menu, so the menu stays open. In the page's own menu (the docs sidebar) a link that opens
 * another tab keeps it open too; every navbar item closes it, external ones included, so the
 * menu is gone when the reader comes back to this tab (behaviors §4.3).
 */
function closeOnLink(event: MouseEvent<HTMLElement>, close: () => void, keepForOtherTab: boolean): void {
  if (event.defaultPrevented) return;
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!anchor || anchor.getAttribute('role') === 'button') return;
  const target = anchor.getAttribute('target');
  if (keepForOtherTab && target && target !== '_self') return;
  close();
}

/** Tab and Shift+Tab wrap around inside `container`. */
function trapFocus(event: KeyboardEvent<HTMLElement>, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  wrapFocus(event, [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]')));
}

/** The open mobile menu. */
export function MobileSidebar({ items, secondary, showSecondary, onBackToMain, onClose }: MobileSidebarProps): ReactNode {
  const { t } = useThemeTexts();
  const panelRef = useRef<HTMLDivElement>(null);

  const primaryRef = useRef<HTMLDivElement>(null);
  const secondaryRef = useRef<HTMLDivElement>(null);

  // The close button, or (a swizzled header without one) the menu's first control.
  useEffect(() => {
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>('.navbar-sidebar__close') ?? panel?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  }, []);

  // Switching panels makes the old one inert; move focus into the one now shown.
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) {
      switched.current = true;
      return;
    }
    const panel = showSecondary ? secondaryRef.current : primaryRef.current;
    panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [showSecondary]);

  return (
    <div
      ref={panelRef}
      className="navbar-sidebar"
      role="dialog"
      aria-modal="true"
      aria-label="Navigation menu"
      onKeyDown={(event) => panelRef.current && trapFocus(event, panelRef.current)}
    >
      <MobileSidebarHeader />
      <div className={cx('navbar-sidebar__items', showSecondary && 'navbar-sidebar__items--show-secondary')}>
        <div ref={primaryRef} className="navbar-sidebar__item menu" inert={showSecondary} onClick={(event) => closeOnLink(event, onClose, false)}>
          <ul className="menu__list">
            {items.map((item, index) => (
              <NavbarItem key={index} item={item} mobile />
            ))}
          </ul>
        </div>
        {secondary && (
          <div
            ref={secondaryRef}
            className="navbar-sidebar__item menu"
            inert={!showSecondary}
            aria-label={secondary.label}
            role={secondary.label ? 'group' : undefined}
            onClick={(event) => closeOnLink(event, onClose, true)}
          >
            {items.length > 0 && (
              <button type="button" className="clean-btn navbar-sidebar__back" onClick={onBackToMain}>
                {t('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', '← Back to main menu')}
              </button>
            )}
            {secondary.content}
          </div>
        )}
      </div>
    </div>
  );
}
