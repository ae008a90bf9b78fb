/**
 * `@docusaurus/theme-common`: the two hooks site pages use most. The package's other exports
 * are theme internals; importing one fails the build naming the missing export.
 */
import { useSite } from '../../runtime/context';
import { useColorMode as useThemeColorMode } from '../hooks/useColorMode';
import type { ColorModeValue } from '../ColorMode/ColorModeProvider';
import { createDocusaurusContext, type CompatSiteConfig } from './docusaurus-context';

/** The colour mode, its setter, and Docusaurus' `isDarkTheme` shorthand. */
export function useColorMode(): ColorModeValue & { isDarkTheme: boolean } {
  const value = useThemeColorMode();
  return { ...value, isDarkTheme: value.colorMode === 'dark' };
}

/** `siteConfig.themeConfig`, as useDocusaurusContext gives it. */
export function useThemeConfig(): CompatSiteConfig['themeConfig'] {
  return createDocusaurusContext(useSite()).siteConfig.themeConfig;
}
