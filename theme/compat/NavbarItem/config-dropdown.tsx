/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A dropdown a site's own component draws from Docusaurus' config form, as an ejected
 * LocaleDropdownNavbarItem or DocsVersionDropdownNavbarItem does:
 * `<DropdownNavbarItem label={…} items={[{ label, to, lang, className, isActive, onClick }]} />`.
 * Drawn by the theme's dropdown, so keyboard, focus and the mobile menu behave as the theme's.
 */
import type { ReactNode } from 'react';
import { useLocation, useRouteState, useSite } from '../../../runtime/context';
import { samePathname } from '../../../runtime/trailing-slash';
import type { NavHtmlItem, NavLinkItem, RouteData } from '../../../runtime/types';
import { dropdownEntryOf } from '../../Navbar/nav-active';
import { NavbarDropdown, type DropdownEntry } from '../../Navbar/NavbarDropdown';

// Docusaurus' own active classes, which ejected menus put on the current entry themselves.
const ACTIVE_CLASS = /(?:^|\s)(?:dropdown|menu)__link--active(?=\s|$)/g;

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** A config entry's address: `pathname://` is a page loaded from the server, `to` a site path (baseUrl added), `href` as written. */
function addressOf(entry: Record<string, unknown>, baseUrl: string): { href: string; fullPageLoad: boolean; external: boolean } | null {
  const raw = text(entry.to) ?? text(entry.href);
  if (raw === undefined) return null;
  const pathname = raw.startsWith('pathname://') ? raw.slice('pathname://'.length) : undefined;
  const path = pathname ?? raw;
  const external = pathname === undefined && entry.to === undefined && /^[a-z][a-z\d+.-]*:/i.test(raw);
  const based = !external && entry.autoAddBaseUrl !== false && path.startsWith('/') && !path.startsWith(baseUrl) ? baseUrl + path.slice(1) : path;
  return { href: based, fullPageLoad: pathname !== undefined, external };
}

/** One entry of the menu: the theme's resolved item as the bar draws it, the site's markup, or a config link. */
function entryOf(entry: unknown, key: string, baseUrl: string, pathname: string, route: RouteData): DropdownEntry | null {
  if (!entry || typeof entry !== 'object') return null;
  const e = entry as Record<string, unknown>;
  if (e.kind === 'link' || e.kind === 'html') return dropdownEntryOf(e as unknown as NavLinkItem | NavHtmlItem, key, pathname, route);
  if (e.type === 'html') return typeof e.value === 'string' ? { key, html: e.value, className: text(e.className) } : null;
  const address = addressOf(e, baseUrl);
  if (!address) return null;
  const className = text(e.className);
  const marked = className !== undefined && new RegExp(ACTIVE_CLASS.source).test(className);
  const active = typeof e.isActive === 'function' ? Boolean((e.isActive as () => unknown)()) : marked || (!address.external && samePathname(address.href, pathname));
  return {
    key, label: (e.label as ReactNode) ?? '', href: address.href, active, external: address.external, fullPageLoad: address.fullPageLoad,
    className: className?.replace(ACTIVE_CLASS, '').trim() || undefined,
    lang: text(e.lang), target: text(e.target), rel: text(e.rel), title: text(e.title), ariaLabel: text(e['aria-label']),
    ...(typeof e.onClick === 'function' ? { onClick: e.onClick as () => void } : {}),
  };
}

/** Props: a dropdown item's config keys (`label`, `items`, `position`, `to`/`href`, `className`) and `mobile`. */
export function ConfigDropdown(props: Record<string, unknown> & { mobile?: boolean }): ReactNode {
  const site = useSite();
  const { pathname } = useLocation();
  const { route } = useRouteState();
  const items = Array.isArray(props.items) ? props.items : [];
  const entries = items.map((entry, i) => entryOf(entry, String(i), site.baseUrl, pathname, route)).filter((e): e is DropdownEntry => e !== null);
  const link = addressOf(props, site.baseUrl);
  return (
    <NavbarDropdown
      label={(props.label as ReactNode) ?? ''}
      {...(link ? { href: link.href } : {})}
      position={props.position === 'right' ? 'right' : 'left'}
      entries={entries}
      mobile={props.mobile === true}
      className={text(props.className)}
    />
  );
}
