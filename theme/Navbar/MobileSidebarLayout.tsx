/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The open mobile menu's frame (behaviors §4.3–4.4): a modal dialog with the top row, then two
 * sliding panels, the primary menu (navbar items) and the secondary menu a page registered.
 * Focus stays inside while it is open. Its own file so a site's swizzled Docusaurus
 * `Navbar/MobileSidebar/Layout` (given `header`, `primaryMenu` and `secondaryMenu`) draws it instead.
 */
import { useContext, useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { wrapFocus } from '../focus-wrap';
import { cx } from '../Layout/cx';
import { useThemeTexts } from '../texts/texts';
import { NavbarMobileContext } from './navbar-mobile';

/** Props of {@link MobileSidebarLayout}: Docusaurus' three parts of the menu. */
export interface MobileSidebarLayoutProps {
  header: ReactNode;
  primaryMenu: ReactNode;
  secondaryMenu: ReactNode;
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

/** See the module comment. */
export function MobileSidebarLayout({ header, primaryMenu, secondaryMenu }: MobileSidebarLayoutProps): ReactNode {
  const mobile = useContext(NavbarMobileContext);
  const panelRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLDivElement>(null);
  const secondaryRef = useRef<HTMLDivElement>(null);
  const secondary = mobile?.secondary ?? null;
  const showSecondary = mobile?.secondaryShown === true;
  const close = (): void => mobile?.close();
  const { t } = useThemeTexts();

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
      aria-label={t('theme.navbar.mobileSidebar.ariaLabel', 'Navigation menu')}
      onKeyDown={(event) => panelRef.current && trapFocus(event, panelRef.current)}
    >
      {header}
      <div className={cx('navbar-sidebar__items', showSecondary && 'navbar-sidebar__items--show-secondary')}>
        <div ref={primaryRef} className="navbar-sidebar__item menu" inert={showSecondary} onClick={(event) => closeOnLink(event, close, false)}>
          {primaryMenu}
        </div>
        {secondary && (
          <div
            ref={secondaryRef}
            className="navbar-sidebar__item menu"
            inert={!showSecondary}
            aria-label={secondary.label}
            role={secondary.label ? 'group' : undefined}
            onClick={(event) => closeOnLink(event, close, true)}
          >
            {secondaryMenu}
          </div>
        )}
      </div>
    </div>
  );
}

export default MobileSidebarLayout;
