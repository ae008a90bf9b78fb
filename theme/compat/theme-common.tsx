/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@docusaurus/theme-common`: what site pages and their components use of it (counted in public
 * Docusaurus repositories): the colour mode and theme config, page metadata and an <html>
 * class, the window size, plural forms, a collapsible section, query-string state, a
 * prism-react-renderer theme, storage slots and context helpers, and a few other helpers. The
 * package's other exports are theme internals; importing one fails the build naming the
 * missing export.
 */
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { formatPageTitle } from '../../runtime/page-title';
import { keywordsContent } from '../../runtime/keywords';
import { createDocusaurusContext, type CompatSiteConfig } from './docusaurus-context';
import Head from './Head';
import { selectPluralForm } from '../texts/texts';

export { useColorMode } from './color-mode';
export { useWindowSize } from '../hooks/useWindowSize';
export { useCollapsible } from '../hooks/useCollapsible';
export { Collapsible } from '../Collapsible/Collapsible';
export { ThemeClassNames } from './theme-class-names';
// Documented here as well as in the docs plugin's client module: a site may import them from either.
export { useCurrentSidebarCategory, filterDocCardListItems } from './docs-client';
export { useQueryString, useQueryStringList, useQueryStringValue, useQueryStringKeySetter, useSearchQueryString } from './query-string';
export { usePrismTheme } from './prism-theme';
export { useSearchLinkCreator } from './search-link';
export { createStorageSlot, useStorageSlot, ReactContextError, composeProviders } from './context-helpers';
export { usePrevious, ErrorCauseBoundary, prefersReducedMotion, SkipToContentFallbackId, processAdmonitionProps, translateTagsPageTitle } from './theme-common-extras';
// An ejected DocSidebar/Mobile hands its menu to the navbar's mobile panel with this.
export { NavbarSecondaryMenuFiller } from './navbar-secondary-filler';
// Docusaurus 2 gave these here rather than in the docs plugin's client module.
export { useDocsPreferredVersion } from './docs-client';

/** `siteConfig.themeConfig`, as useDocusaurusContext gives it. */
export function useThemeConfig(): CompatSiteConfig['themeConfig'] {
  return createDocusaurusContext(useSite()).siteConfig.themeConfig;
}

/** The page's title ("Title | Site"), description, keywords and social image, and any other head tags. */
export function PageMetadata({ title, description, keywords, image, children }: {
  title?: string; description?: string; keywords?: string | string[]; image?: string; children?: ReactNode;
}): ReactNode {
  const site = useSite();
  const imageUrl = image && !/^[a-z]+:\/\//i.test(image) ? site.url + site.baseUrl + image.replace(/^\//, '') : image;
  return (
    <Head>
      {title && <title>{formatPageTitle(title, site)}</title>}
      {title && <meta property="og:title" content={formatPageTitle(title, site)} />}
      {description && <meta name="description" content={description} />}
      {description && <meta property="og:description" content={description} />}
      {keywords && <meta name="keywords" content={keywordsContent(keywords)} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {children}
    </Head>
  );
}

/** Adds `className` to the <html> element while the page is shown. */
export function HtmlClassNameProvider({ className, children }: { className?: string; children?: ReactNode }): ReactNode {
  return (
    <>
      {className && <Head><html className={className} /></Head>}
      {children}
    </>
  );
}

/** `selectMessage(count, "One post|{count} posts")`: the form of the site's language for `count`. */
export function usePluralForm(): { selectMessage: (count: number, messages: string) => string } {
  const locale = useSite().locale.code;
  const selectMessage = useCallback((count: number, messages: string) => selectPluralForm(locale, count, messages), [locale]);
  return { selectMessage };
}

/** A function that always calls the latest `callback`, and never changes itself. */
export function useEvent<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const ref = useRef(callback);
  // Before any effect of the children may call it.
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args: A) => ref.current(...args), []);
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/** Whether `text` matches the regular expression written as `pattern` (case-insensitive); false without one. */
export function isRegexpStringMatch(pattern: string | undefined, text: string): boolean {
  return pattern ? new RegExp(pattern, 'gi').test(text) : false;
}

/**
 * Whether a footer's `links` are columns (each with its `items`) rather than one row of links:
 * a swizzled Footer/Links draws the one or the other with it.
 */
export function isMultiColumnFooterLinks(links: readonly unknown[]): boolean {
  return links.length > 0 && links.every((entry) => typeof entry === 'object' && entry !== null && Array.isArray((entry as { items?: unknown }).items));
}
