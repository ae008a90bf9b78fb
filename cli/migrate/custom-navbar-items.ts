/**
 * Navbar items of a site's own kinds (`type: 'custom-…'`) are carried over as written; what draws
 * them is the site's swizzled NavbarItem/ComponentTypes, so when opdocs cannot apply that file the
 * items would draw nothing, and the reader of migrate's notes should hear it at the item.
 */
import type { MigrateNote } from './map-config.js';
import { swizzledOverrides } from '../bundle/swizzled.js';
import { findSwizzled } from '../bundle/docusaurus-modules.js';

/** A note for each top-level custom navbar item of `config` that no applied ComponentTypes draws. */
export function noteCustomNavbarItems(config: Record<string, unknown>, dir: string): MigrateNote[] {
  const navbar = config.navbar as { items?: unknown } | undefined;
  const items = Array.isArray(navbar?.items) ? (navbar.items as unknown[]) : [];
  const custom = items.flatMap((item, i) => {
    const type = item && typeof item === 'object' ? (item as { type?: unknown }).type : undefined;
    return typeof type === 'string' && type.startsWith('custom-') ? [{ i, type }] : [];
  });
  if (!custom.length || swizzledOverrides(dir).has('NavbarItemTypes')) return [];
  const why = findSwizzled('NavbarItem/ComponentTypes', dir)
    ? 'src/theme/NavbarItem/ComponentTypes, which maps it to a component, is not applied (see its note)'
    : 'the site has no src/theme/NavbarItem/ComponentTypes mapping it to a component';
  return custom.map(({ i, type }) => ({ key: `navbar.items[${i}]`, what: `kept, but draws nothing: ${why}; the type is "${type}"` }));
}
