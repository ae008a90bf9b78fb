/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Dropdown navbar items (behaviors §4.5). Desktop: a hoverable menu that the keyboard opens
 * with Enter/Space/ArrowDown and closes with Escape (focus back on the trigger). Mobile: a
 * collapsible sub-list, expanded at first when it holds the current page.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { useLocation } from '../../runtime/context';
import { Collapsible } from '../Collapsible/Collapsible';
import { cx } from '../Layout/cx';
import { ExternalLinkIcon } from './icons';

/** One entry of a dropdown: a link, or the site's own markup (a separator, a heading). */
export type DropdownEntry = DropdownLink | DropdownHtml;

/** Trusted site markup placed in the menu as it is. */
export interface DropdownHtml {
  key: string;
  html: string;
  className?: string;
  active?: false;
}

/** One link inside a dropdown. */
export interface DropdownLink {
  key: string;
  label: ReactNode;
  href: string;
  active: boolean;
  external?: boolean;
  ariaLabel?: string;
  /** Tooltip: the link's `title` attribute. */
  title?: string;
  className?: string;
  /** The anchor's `target` and `rel` as configured (navbar.items[].items[].target). */
  target?: string;
  rel?: string;
  /** `lang` of the target page (locale dropdown). */
  lang?: string;
  /** Load the page from the server instead of routing (another locale is another site). */
  fullPageLoad?: boolean;
  onClick?: () => void;
}

/** Props of {@link NavbarDropdown}. */
export interface NavbarDropdownProps {
  label: ReactNode;
  /** Desktop: the label is a link to this page, and the menu opens on hover or with the keyboard. */
  href?: string;
  /** Label in the mobile menu, when different ("Versions", "Languages"). */
  mobileLabel?: ReactNode;
  position: 'left' | 'right';
  entries: DropdownEntry[];
  mobile: boolean;
  className?: string;
}

/** The list entry of a dropdown entry; markup entries are not links, so the keyboard skips them. */
function EntryItem({ entry, mobile }: { entry: DropdownEntry; mobile: boolean }): ReactNode {
  const itemClass = mobile ? 'menu__list-item' : undefined;
  if ('html' in entry) return <li className={cx(itemClass, entry.className) || undefined} dangerouslySetInnerHTML={{ __html: entry.html }} />;
  return (
    <li className={itemClass}>
      <EntryLink entry={entry} mobile={mobile} />
    </li>
  );
}

function EntryLink({ entry, mobile }: { entry: DropdownLink; mobile: boolean }): ReactNode {
  const base = mobile ? 'menu__link' : 'dropdown__link';
  return (
    <Link
      href={entry.href}
      className={cx(base, entry.className, entry.active && `${base}--active`)}
      aria-label={entry.ariaLabel}
      title={entry.title}
      aria-current={entry.active ? 'page' : undefined}
      lang={entry.lang}
      hrefLang={entry.lang}
      target={entry.fullPageLoad ? '_self' : entry.target}
      rel={entry.fullPageLoad ? 'external' : entry.rel}
      prefetch={!entry.fullPageLoad}
      onClick={entry.onClick}
    >
      {entry.label}
      {entry.external && <ExternalLinkIcon size={12} />}
    </Link>
  );
}

/** A dropdown navbar item in its desktop or mobile form. */
export function NavbarDropdown(props: NavbarDropdownProps): ReactNode {
  return props.mobile ? <MobileDropdown {...props} /> : <DesktopDropdown {...props} />;
}

function DesktopDropdown({ label, href, position, entries, className }: NavbarDropdownProps): ReactNode {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeIfOutside);
    document.addEventListener('touchstart', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('mousedown', closeIfOutside);
      document.removeEventListener('touchstart', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open]);

  const focusFirstEntry = () => {
    requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>('.dropdown__menu a')?.focus());
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      // Handled here rather than by the native click so every browser behaves the same.
      event.preventDefault();
      setOpen((value) => !value);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      focusFirstEntry();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      rootRef.current?.querySelector<HTMLElement>('.dropdown__trigger')?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className={cx('navbar__item', 'dropdown', 'dropdown--hoverable', position === 'right' && 'dropdown--right', open && 'dropdown--show', className)}
      onKeyDown={onKeyDown}
    >
      {href ? (
        // A label with a page of its own (config `to`): a click goes there, as Docusaurus' does;
        // Enter opens the menu instead, so keyboard readers still reach its entries.
        <Link
          href={href}
          className="navbar__link dropdown__trigger"
          role="button"
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls={menuId}
          onKeyDown={onTriggerKeyDown}
        >
          {label}
        </Link>
      ) : (
        <button
          type="button"
          className="navbar__link dropdown__trigger"
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
          onKeyDown={onTriggerKeyDown}
        >
          {label}
        </button>
      )}
      <ul className="dropdown__menu" id={menuId}>
        {entries.map((entry) => (
          <EntryItem key={entry.key} entry={entry} mobile={false} />
        ))}
      </ul>
    </div>
  );
}

function MobileDropdown({ label, mobileLabel, entries, className }: NavbarDropdownProps): ReactNode {
  const containsActive = entries.some((entry) => entry.active);
  const [collapsed, setCollapsed] = useState(!containsActive);
  const { pathname } = useLocation();
  const listId = useId();

  // After a navigation into this dropdown, show where the reader is.
  useEffect(() => {
    if (containsActive) setCollapsed(false);
  }, [containsActive, pathname]);

  return (
    <li className={cx('menu__list-item', collapsed && 'menu__list-item--collapsed', className)}>
      <button
        type="button"
        className="clean-btn menu__link menu__link--sublist menu__link--sublist-caret"
        aria-expanded={!collapsed}
        aria-controls={listId}
        onClick={() => setCollapsed((value) => !value)}
      >
        {mobileLabel ?? label}
      </button>
      <Collapsible as="ul" className="menu__list" id={listId} collapsed={collapsed} lazy={false}>
        {entries.map((entry) => (
          <EntryItem key={entry.key} entry={entry} mobile />
        ))}
      </Collapsible>
    </li>
  );
}
