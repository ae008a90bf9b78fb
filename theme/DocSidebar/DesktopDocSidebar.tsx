/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The docs sidebar column on desktop. With `docs.sidebarHideable` a button hides it and a thin
 * bar brings it back (focus follows the reader's toggle). With `navbar.hideOnScroll` it reaches
 * to the top of the window and shows the site logo there, under the navbar while that is shown,
 * in its place once it hid (behaviors §4.2).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useDep, useLocation, useSite } from '../../runtime/context';
import type { SidebarItem } from '../../runtime/types';
import { useAnnouncementBarRoom } from '../AnnouncementBar/useAnnouncementBarRoom';
import { cx } from '../Layout/cx';
import { SiteLogo } from '../Navbar/SiteLogo';
import { DocSidebar } from './DocSidebar';
import { CollapseSidebarButton, ExpandSidebarButton, useSidebarHidden } from './SidebarHiding';

/** Props of {@link DesktopDocSidebar}. */
export interface DesktopDocSidebarProps {
  /** URL of the sidebar's dep (its items). */
  url: string;
  hideable: boolean;
}

/** The `<aside>` beside a doc. */
export function DesktopDocSidebar({ url, hideable }: DesktopDocSidebarProps): ReactNode {
  const withLogo = useSite().navbar.hideOnScroll;
  const [storedHidden, setHidden] = useSidebarHidden();
  const hidden = hideable && storedHidden;
  const toggled = useRef(false);
  const collapseRef = useRef<HTMLButtonElement>(null);
  const expandRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    (hidden ? expandRef.current : collapseRef.current)?.focus();
  }, [hidden]);
  const toggle = (value: boolean) => {
    toggled.current = true;
    setHidden(value);
  };
  const className = cx(
    'theme-doc-sidebar-container',
    'doc-sidebar',
    hideable && 'doc-sidebar--hideable',
    hidden && 'doc-sidebar--hidden',
    withLogo && 'doc-sidebar--navbar-hideable',
  );
  // The column is one window tall: while the announcement bar still shows it is that much shorter.
  const asideRef = useRef<HTMLElement>(null);
  useAnnouncementBarRoom(asideRef);
  if (!hideable && !withLogo) {
    return (
      <aside ref={asideRef} className={className}>
        <DocSidebarFromDep url={url} />
      </aside>
    );
  }
  return (
    <aside ref={asideRef} className={className}>
      {hidden ? (
        <ExpandSidebarButton ref={expandRef} onExpand={() => toggle(false)} />
      ) : (
        <div className="doc-sidebar__sticky">
          {/* The navbar holds the same link for keyboard and screen readers; this copy is only seen. */}
          {withLogo && <SiteLogo className="navbar__brand doc-sidebar__logo" imageClassName="navbar__logo" titleClassName="navbar__title text--truncate" tabIndex={-1} aria-hidden />}
          <DocSidebarFromDep url={url} />
          {hideable && <CollapseSidebarButton ref={collapseRef} onCollapse={() => toggle(true)} />}
        </div>
      )}
    </aside>
  );
}

function DocSidebarFromDep({ url }: { url: string }): ReactNode {
  const items = useDep<SidebarItem[]>(url) ?? [];
  const { pathname } = useLocation();
  return <DocSidebar items={items} activePath={pathname} />;
}
