/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useLocation, useRouteState, useSite } from '../../runtime/context';
import type { NavHtmlItem, NavLinkItem } from '../../runtime/types';
import { docsOf, readingVersion, usePreferredVersion, versionCandidates } from '../hooks/usePreferredVersion';
import { useThemeTexts } from '../texts/texts';
import { NavbarDropdown, type DropdownEntry } from './NavbarDropdown';
import { NavbarLink } from './NavbarLink';
import { dropdownEntryOf } from './nav-active';

/** Props of {@link VersionDropdown}. */
export interface VersionDropdownProps {
  position: 'left' | 'right';
  mobile: boolean;
  source: string;
  /** Which docs (an id of `docsInstances`); the `docs` section by default. */
  pluginId?: string;
  /** The site's own entries above and below the versions (config `dropdownItemsBefore` / `dropdownItemsAfter`). */
  itemsBefore?: (NavLinkItem | NavHtmlItem)[];
  itemsAfter?: (NavLinkItem | NavHtmlItem)[];
}

/**
 * Docs version picker (behaviors §4.5). Its label is the version of the doc on screen,
 * else the reader's preferred version, else the latest. Picking one remembers it, and leads to
 * the same doc in that version when it has one, keeping the query and hash (a reader comparing
 * versions stays on the same section).
 * With a single version and no entries of the site's own, it is a plain link to that version's main doc.
 */
export function VersionDropdown({ position, mobile, source, pluginId, itemsBefore = [], itemsAfter = [] }: VersionDropdownProps): ReactNode {
  const docs = docsOf(useSite(), pluginId);
  const versions = docs?.versions ?? [];
  const { route } = useRouteState();
  const { pathname, search, hash } = useLocation();
  const { preferred, save } = usePreferredVersion(pluginId);
  const { t } = useThemeTexts();
  if (versions.length === 0) return null;

  // The doc on screen belongs to these docs, or to others (whose versions this menu does not list).
  const here = route.kind === 'doc' && (route.version.pluginId ?? 'default') === (pluginId ?? 'default') ? route : null;
  // A docs tags page belongs to the version whose path holds it, as a doc to its own.
  const activeName = readingVersion(docs!, route);
  const [first] = versionCandidates(docs!, route, preferred);
  const current = versions.find((version) => version.name === first) ?? versions[0];

  // With entries of the site's own beside it, even a single version is a menu (as in Docusaurus).
  if (versions.length === 1 && itemsBefore.length + itemsAfter.length === 0) {
    const item: NavLinkItem = { kind: 'link', label: current.label, href: current.mainDocPath, external: false, position, source };
    return <NavbarLink item={item} mobile={mobile} />;
  }

  const versionEntries: DropdownEntry[] = versions.map((version) => ({
    key: version.name,
    label: version.label,
    // The doc on screen in that version, where it has it; else that version's main doc.
    href: (here?.versionPaths?.[version.name] ?? version.mainDocPath) + search + hash,
    active: version.name === activeName,
    onClick: () => save(version.name),
  }));
  const entries = [
    ...itemsBefore.map((entry, i) => dropdownEntryOf(entry, `before-${i}`, pathname, route)),
    ...versionEntries,
    ...itemsAfter.map((entry, i) => dropdownEntryOf(entry, `after-${i}`, pathname, route)),
  ];
  return <NavbarDropdown label={current.label} mobileLabel={t('theme.navbar.mobileVersionsDropdown.label', 'Versions')} position={position} entries={entries} mobile={mobile} />;
}
