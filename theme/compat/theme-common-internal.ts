/**
 * `@docusaurus/theme-common/internal`: the theme internals that swizzled (ejected) components
 * import, counted in public Docusaurus sites' swizzles: the navbar's mobile menu and item split,
 * the docs sidebar's and doc's hooks, the TOC's tree and highlight, the announcement bar, path
 * helpers and the state providers of Layout/Provider. Docusaurus 2 gave many of theme-common's
 * and the docs plugin's hooks here too. Other names are not provided: a swizzle importing one is
 * left out (cli/bundle/swizzle-imports.ts), and `migrate` names it.
 */
export {
  useThemeConfig, ThemeClassNames, useColorMode, useWindowSize, useCollapsible, Collapsible, usePrevious,
  ErrorCauseBoundary, useEvent, isRegexpStringMatch, usePluralForm, PageMetadata, HtmlClassNameProvider,
} from './theme-common';
export { useDocCardDescriptionCategoryItemsPlural } from './theme-common-extras';
export {
  useDoc, useDocsSidebar, isActiveSidebarItem, findFirstSidebarItemLink, useDocSidebarItemsExpandedState,
  useVisibleSidebarItems, useDocsVersion, useSidebarBreadcrumbs, useActiveDocContext, useCurrentSidebarCategory,
  useDocById, useActivePlugin, useActiveVersion, useVersions, useLatestVersion, useAllDocsData, useDocsPreferredVersion,
  DocSidebarItemsExpandedStateProvider, DocsPreferredVersionContextProvider,
} from './docs-client';
// Docusaurus 2's name for a category card's link (a DocCard ejected then): the same first link.
export { findFirstSidebarItemLink as findFirstCategoryLink } from './docs-client';
export { useBlogPost, BlogPostProvider } from './blog-client';
export {
  useBlogAuthorPageTitle, useBlogTagsPostsPageTitle, translateBlogAuthorsListPageTitle, BlogAuthorsListViewAllLabel, BlogAuthorNoPostsLabel,
} from './blog-translations';
export { useNavbarMobileSidebar, useNavbarSecondaryMenu, splitNavbarItems, useHideableNavbar, useLockBodyScroll } from './internal-navbar';
export { useTOCHighlight, useFilteredAndTreeifiedTOC, useTreeifiedTOC } from './internal-toc';
export {
  isSamePath, useLocalPathname, useHomePageRoute, useTitleFormatter, useScrollPosition, useAnnouncementBar, useDateTimeFormat,
  AnnouncementBarProvider, ColorModeProvider, NavbarProvider, ScrollControllerProvider, DocsSidebarProvider,
  DocProvider, PluginHtmlClassNameProvider,
} from './internal-hooks';
export { useKeyboardNavigation } from '../hooks/useKeyboardNavigation';
export { useSearchQueryString } from './query-string';
// Docusaurus 2 gave the navbar items' docs hooks here; the locale menu's URL helper still is.
export { useLayoutDoc, useLayoutDocsSidebar, useDocsVersionCandidates, useAlternatePageUtils } from './layout-docs';
