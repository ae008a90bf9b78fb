/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useIsBrowser, useLocation, useRouteState, useSite } from '../../runtime/context';
import type { NavHtmlItem, NavLinkItem } from '../../runtime/types';
import { useThemeTexts } from '../texts/texts';
import { LanguageIcon } from './icons';
import { dropdownEntryOf, getAlternateLocaleHref } from './nav-active';
import { NavbarDropdown, type DropdownEntry } from './NavbarDropdown';

/** Props of {@link LocaleDropdown}. */
export interface LocaleDropdownProps {
  position: 'left' | 'right';
  mobile: boolean;
  /** The site's own entries above and below the locales (config `dropdownItemsBefore` / `dropdownItemsAfter`). */
  itemsBefore?: (NavLinkItem | NavHtmlItem)[];
  itemsAfter?: (NavLinkItem | NavHtmlItem)[];
}

/**
 * Language picker: the same page in each locale, loaded from the server because each
 * locale is built as its own site. Works (and shows the current language) with one locale.
 */
export function LocaleDropdown({ position, mobile, itemsBefore = [], itemsAfter = [] }: LocaleDropdownProps): ReactNode {
  const site = useSite();
  const { pathname, search, hash } = useLocation();
  const { route } = useRouteState();
  const { t } = useThemeTexts();
  // The not-found page is one file (404.html) that hosts serve at every missing address: its
  // server markup can only name that file, and hydration keeps a server attribute as it is. Once
  // in the browser the links name the address asked for, so another language may have that page.
  const browser = useIsBrowser();
  const current = route.kind === 'not-found' && !browser ? route.path : pathname;
  const locales: DropdownEntry[] = site.locales.map((locale) => ({
    key: locale.code,
    label: locale.label,
    href: getAlternateLocaleHref({ pathname: current, currentHome: site.locale.href, targetHome: locale.href }) + search + hash,
    active: locale.code === site.locale.code,
    lang: locale.htmlLang,
    fullPageLoad: true,
  }));
  const entries = [
    ...itemsBefore.map((entry, i) => dropdownEntryOf(entry, `before-${i}`, pathname, route)),
    ...locales,
    ...itemsAfter.map((entry, i) => dropdownEntryOf(entry, `after-${i}`, pathname, route)),
  ];
  const label = (
    <>
      <LanguageIcon />
      <span className="navbar__locale-label">{site.locale.label}</span>
    </>
  );
  return <NavbarDropdown label={label} mobileLabel={t('theme.navbar.mobileLanguageDropdown.label', 'Languages')} position={position} entries={entries} mobile={mobile} />;
}
