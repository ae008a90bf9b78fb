/**
 * The table of the Docusaurus modules opdocs provides: each specifier a site's code may import
 * (`@theme/Layout`, `@docusaurus/Link`, …) and the file under theme/compat/ that stands in for it.
 * docusaurus-modules.ts resolves with it; kernel-files.ts bundles each ahead of time.
 */
/** Docusaurus' `@theme/Icon/Socials/<Name>`, one for each platform its author socials know. */
export const SOCIAL_ICONS = ['GitHub', 'X', 'Twitter', 'LinkedIn', 'StackOverflow', 'Bluesky', 'Mastodon', 'Threads', 'Instagram', 'Twitch', 'YouTube', 'Default'];

/** Specifier → file under theme/compat/. */
export const DOCUSAURUS_MODULES: Readonly<Record<string, string>> = {
  '@theme/Layout': 'Layout.tsx',
  '@theme/Heading': 'Heading.ts',
  '@theme/CodeBlock': 'CodeBlock.ts',
  // …and what a site's ejected CodeBlock draws the code with.
  '@theme/CodeBlock/Content/String': 'CodeBlock/Content/String.ts',
  '@theme/CodeBlock/Content/Element': 'CodeBlock/Content/Element.ts',
  '@theme/CodeInline': 'CodeInline.tsx',
  '@theme/Tabs': 'Tabs.ts',
  '@theme/TabItem': 'TabItem.ts',
  '@theme/Admonition': 'Admonition.ts',
  // …and the parts a site's own Admonition or admonition types are built from.
  '@theme/Admonition/Layout': 'Admonition/Layout.tsx',
  '@theme/Admonition/Types': 'Admonition/Types.ts',
  ...Object.fromEntries(['Note', 'Tip', 'Info', 'Warning', 'Danger'].map((n) => [`@theme/Admonition/Icon/${n}`, `Admonition/Icon/${n}.tsx`])),
  ...Object.fromEntries(['Note', 'Tip', 'Info', 'Warning', 'Danger', 'Caution'].map((n) => [`@theme/Admonition/Type/${n}`, `Admonition/Type/${n}.tsx`])),
  '@theme/Details': 'Details.ts',
  '@theme/TOCInline': 'TOCInline.ts',
  '@theme/DocCardList': 'DocCardList.tsx',
  '@theme/DocCard': 'DocCard.tsx',
  '@theme/ThemedImage': 'ThemedImage.tsx',
  '@theme/IdealImage': 'IdealImage.tsx',
  '@theme/Mermaid': 'Mermaid.tsx',
  '@theme/MDXComponents': 'MDXComponents.ts',
  // …and the element components a site's own (ejected) MDXComponents maps `a`, `pre`, `ul`, … to.
  ...Object.fromEntries(['A', 'Code', 'Pre', 'Details', 'Img', 'Ul', 'Li', 'Head', 'Heading']
    .map((name) => [`@theme/MDXComponents/${name}`, `MDXComponents/${name}.ts`])),
  '@theme/SearchBar': 'SearchBar.tsx',
  // …and a site's own DocSearch SearchBar (ejected): its texts, and the Algolia client hooks below.
  '@theme/SearchTranslations': 'SearchTranslations.ts',
  // The parts a site's own (swizzled) footer is built from.
  ...Object.fromEntries(['LinkItem', 'Links', 'Links/MultiColumn', 'Links/Simple', 'Logo', 'Copyright', 'Layout'].map((part) => [`@theme/Footer/${part}`, `Footer/${part}.tsx`])),
  // The parts a site's own (swizzled) DocItem/Layout is built from; each reads the doc from the route.
  '@theme/DocItem/Content': 'DocItem/Content.ts',
  '@theme/DocItem/Paginator': 'DocItem/Paginator.ts',
  '@theme/DocPaginator': 'DocPaginator.tsx',
  '@theme/PaginatorNavLink': 'PaginatorNavLink.ts',
  '@theme/DocItem/TOC/Mobile': 'DocItem/TOCMobile.ts',
  '@theme/DocItem/TOC/Desktop': 'DocItem/TOCDesktop.ts',
  '@theme/DocItem/Tags': 'DocItem/Tags.ts',
  '@theme/DocBreadcrumbs': 'DocBreadcrumbs.ts',
  '@theme/DocBreadcrumbs/StructuredData': 'DocBreadcrumbsStructuredData.tsx',
  '@theme/DocVersionBanner': 'DocVersionBanner.ts',
  '@theme/DocVersionBadge': 'DocVersionBadge.ts',
  '@theme/ContentVisibility': 'ContentVisibility.ts',
  // …and a site's own blog pages (a swizzled BlogListPage, BlogLayout, BlogPostPage).
  '@theme/BlogSidebar': 'BlogSidebar.tsx',
  '@theme/BlogSidebar/Desktop': 'BlogSidebar/Desktop.ts',
  '@theme/BlogSidebar/Mobile': 'BlogSidebar/Mobile.ts',
  '@theme/BlogListPaginator': 'BlogListPaginator.tsx',
  '@theme/Blog/Components/Author': 'Blog/Components/Author.tsx',
  '@theme/BlogPostItem/Header/Author': 'Blog/Components/Author.tsx',
  // …and an author's social links (Docusaurus 3.5's author cards and pages), with their icons.
  '@theme/Blog/Components/Author/Socials': 'Blog/Components/Author/Socials.tsx',
  ...Object.fromEntries(SOCIAL_ICONS.map((name) => [`@theme/Icon/Socials/${name}`, `Icon/Socials/${name}.ts`])),
  '@theme/SearchMetadata': 'SearchMetadata.ts',
  '@theme/TagsListByLetter': 'TagsListByLetter.tsx',
  '@theme/BlogListPage/StructuredData': 'BlogListPage/StructuredData.ts',
  '@theme/BlogPostPage/StructuredData': 'BlogPostPage/StructuredData.ts',
  // …and a swizzled DocItem/Footer, from useDoc().metadata.
  '@theme/EditThisPage': 'EditThisPage.tsx',
  '@theme/LastUpdated': 'LastUpdated.tsx',
  '@theme/TagsListInline': 'TagsListInline.tsx',
  '@theme/EditMetaRow': 'EditMetaRow.tsx',
  // …and a swizzled TOC drawing the links itself.
  '@theme/TOCItems': 'TOCItems.tsx',
  '@theme/TOCItems/Tree': 'TOCItemsTree.tsx',
  // …and a swizzled DocSidebarItem/Category drawing its items.
  '@theme/DocSidebarItems': 'DocSidebarItems.ts',
  // …and a site's own DocItem/Layout or Layout drawing the page's other parts.
  '@theme/TOCCollapsible': 'TOCCollapsible.tsx',
  '@theme/Unlisted': 'Unlisted.tsx',
  // Docusaurus 3's name of it, which ejected blog pages import.
  '@theme/ContentVisibility/Unlisted': 'Unlisted.tsx',
  '@theme/SkipToContent': 'SkipToContent.ts',
  '@theme/BackToTopButton': 'BackToTopButton.ts',
  '@theme/ErrorPageContent': 'ErrorPageContent.ts',
  // …and a site's custom navbar item kinds, drawing a plain navbar link.
  '@theme/NavbarItem/DefaultNavbarItem': 'NavbarItem/DefaultNavbarItem.tsx',
  // …and the built-in kinds an ejected NavbarItem/ComponentTypes lists beside its own.
  ...Object.fromEntries(['Dropdown', 'Doc', 'DocSidebar', 'DocsVersion', 'DocsVersionDropdown', 'Html', 'LocaleDropdown', 'Search']
    .map((kind) => [`@theme/NavbarItem/${kind}NavbarItem`, `NavbarItem/${kind}NavbarItem.ts`])),
  // …and a site's own Navbar/Content, drawing the bar's row from the navbar's parts.
  '@theme/NavbarItem': 'NavbarItem.tsx',
  '@theme/Navbar/ColorModeToggle': 'Navbar/ColorModeToggle.tsx',
  '@theme/Navbar/MobileSidebar/Toggle': 'Navbar/MobileSidebarToggle.tsx',
  '@theme/Navbar/Search': 'Navbar/Search.tsx',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/ErrorBoundary': 'ErrorBoundary.tsx',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/isInternalUrl': 'isInternalUrl.ts',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment.ts',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
  '@docusaurus/useBrokenLinks': 'useBrokenLinks.ts',
  '@docusaurus/useGlobalData': 'useGlobalData.ts',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/Interpolate': 'Interpolate.tsx',
  '@docusaurus/router': 'router.tsx',
  '@docusaurus/theme-common': 'theme-common.tsx',
  '@docusaurus/theme-common/internal': 'theme-common-internal.ts',
  '@docusaurus/plugin-content-docs/client': 'docs-client.ts',
  '@docusaurus/plugin-content-blog/client': 'blog-client.ts',
  '@docusaurus/theme-search-algolia/client': 'search-algolia-client.ts',
  ...Object.fromEntries(['ExternalLink', 'Copy', 'Success', 'Edit', 'Arrow', 'Close', 'Menu', 'Home', 'DarkMode', 'LightMode', 'WordWrap', 'Language']
    .map((name) => [`@theme/Icon/${name}`, `Icon/${name}.ts`])),
};
