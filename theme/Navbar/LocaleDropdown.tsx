/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useLocation, useSite } from '../../runtime/context';
import { useThemeTexts } from '../texts/texts';
import { LanguageIcon } from './icons';
import { getAlternateLocaleHref } from './nav-active';
import { NavbarDropdown, type DropdownEntry } from './NavbarDropdown';

/** Props of {@link LocaleDropdown}. */
export interface LocaleDropdownProps {
  position: 'left' | 'right';
  mobile: boolean;
}

/**
 * Language picker: the same page in each locale, loaded from the server because each
 * locale is built as its own site. Works (and shows the current language) with one locale.
 */
export function LocaleDropdown({ position, mobile }: LocaleDropdownProps): ReactNode {
  const site = useSite();
  const { pathname, search, hash } = useLocation();
  const { t } = useThemeTexts();
  const entries: DropdownEntry[] = site.locales.map((locale) => ({
    key: locale.code,
    label: locale.label,
    href: getAlternateLocaleHref({ pathname, currentHome: site.locale.href, targetHome: locale.href }) + search + hash,
    active: locale.code === site.locale.code,
    lang: locale.htmlLang,
    fullPageLoad: true,
  }));
  const label = (
    <>
      <LanguageIcon />
      <span className="navbar__locale-label">{site.locale.label}</span>
    </>
  );
  return <NavbarDropdown label={label} mobileLabel={t('theme.navbar.mobileLanguageDropdown.label', 'Languages')} position={position} entries={entries} mobile={mobile} />;
}
