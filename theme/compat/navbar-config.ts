/**
 * The navbar's items as Docusaurus' `themeConfig.navbar.items` has them (`type`, `label`, `to` or
 * `href`, `position`, …), for a swizzled Navbar/Content that splits and draws them itself. Each
 * keeps the theme's resolved item under RESOLVED_ITEM, so `<NavbarItem {...item} />` draws
 * exactly what opdocs' own bar draws (object spread copies symbol keys; JSON leaves them out).
 */
import type { NavHtmlItem, NavItem, NavLinkItem } from '../../runtime/types';
import { withoutBaseUrl } from './base-url';

/** The key holding the theme's own item on a config item. */
export const RESOLVED_ITEM = Symbol.for('opdocs.navbarItem');

/** One item in Docusaurus' config form, with its resolved twin. */
export type NavbarConfigItem = Record<string, unknown> & { position: 'left' | 'right'; [RESOLVED_ITEM]?: NavItem };

/** `href` as Docusaurus' config writes it: a site path without the baseUrl as `to`, a URL as `href`. */
function target(item: { href?: string; external?: boolean }, baseUrl: string): Record<string, string> {
  if (item.href === undefined) return {};
  if (item.external) return { href: item.href };
  return { to: withoutBaseUrl(baseUrl, item.href) };
}

function linkOf(item: NavLinkItem | NavHtmlItem, baseUrl: string): Record<string, unknown> {
  if (item.kind === 'html') return { type: 'html', value: item.html, position: item.position, ...(item.className ? { className: item.className } : {}) };
  return {
    label: item.label, ...target(item, baseUrl), position: item.position,
    ...(item.className ? { className: item.className } : {}),
    ...(item.ariaLabel ? { 'aria-label': item.ariaLabel } : {}),
    ...(item.activeBasePath ? { activeBasePath: withoutBaseUrl(baseUrl, item.activeBasePath) } : {}),
    ...(item.activeBaseRegex ? { activeBaseRegex: item.activeBaseRegex } : {}),
    ...(item.target ? { target: item.target } : {}),
    ...(item.rel ? { rel: item.rel } : {}),
  };
}

/** The config form of one resolved item. */
function configOf(item: NavItem, baseUrl: string): Record<string, unknown> {
  switch (item.kind) {
    case 'link':
    case 'html':
      return linkOf(item, baseUrl);
    case 'dropdown':
      return { type: 'dropdown', label: item.label, ...target(item, baseUrl), position: item.position, items: item.items.map((entry) => linkOf(entry, baseUrl)) };
    case 'custom':
      return { ...item.props, type: item.type, position: item.position };
    default:
      return { type: item.kind, position: item.position };
  }
}

/** Docusaurus' `navbar.items` for the theme's resolved `items`. */
export function toNavbarConfigItems(items: readonly NavItem[], baseUrl: string): NavbarConfigItem[] {
  return items.map((item) => ({ ...configOf(item, baseUrl), position: item.position, [RESOLVED_ITEM]: item }));
}

/**
 * The theme's item for config-form props: the resolved one they carry, else one made from a
 * site's own `{ label, to | href }`, `{ type: 'html', value }` or `{ type: 'search' }`; null for
 * anything else (drawn as nothing, rather than guessed).
 */
export function resolvedItemOf(props: Record<string | symbol, unknown>, baseUrl: string): NavItem | null {
  const own = props[RESOLVED_ITEM] as NavItem | undefined;
  if (own) return own;
  const position = props.position === 'right' ? 'right' : 'left';
  const source = 'a swizzled Navbar/Content';
  const type = typeof props.type === 'string' ? props.type : 'default';
  if (type === 'search') return { kind: 'search', position, source };
  if (type === 'html' && typeof props.value === 'string') return { kind: 'html', html: props.value, position, source, ...(typeof props.className === 'string' ? { className: props.className } : {}) };
  const to = typeof props.to === 'string' ? props.to : undefined;
  const href = typeof props.href === 'string' ? props.href : undefined;
  if (type !== 'default' || (to === undefined && href === undefined)) return null;
  const external = href !== undefined && /^[a-z][a-z\d+.-]*:/i.test(href);
  const path = href ?? (to!.startsWith('/') && !to!.startsWith(baseUrl) ? baseUrl + to!.slice(1) : to!);
  return {
    kind: 'link', label: typeof props.label === 'string' ? props.label : '', href: path, external, position, source,
    ...(typeof props.className === 'string' ? { className: props.className } : {}),
    ...(typeof props['aria-label'] === 'string' ? { ariaLabel: props['aria-label'] } : {}),
  };
}
