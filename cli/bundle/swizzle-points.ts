/**
 * The Docusaurus swizzle paths (`src/theme/<Path>`) opdocs applies, and the override point each
 * takes (override-points.ts). Data only, shared by the bundler's plugins and `migrate`.
 */

/** Docusaurus' admonition icons and types (`@theme/Admonition/Icon/<Name>`, `Type/<Name>`). */
export const ADMONITION_ICONS = ['Note', 'Tip', 'Info', 'Warning', 'Danger'];
export const ADMONITION_KINDS = [...ADMONITION_ICONS, 'Caution'];

/**
 * Swizzle paths opdocs applies only as wrappers (the file imports its `@theme-original/<path>`):
 * an ejected copy brings a stylesheet written for Docusaurus' doc page (its sidebar and main
 * column's widths and transitions), which opdocs' page does not share, so it has no place.
 */
export const WRAP_ONLY = ['DocRoot/Layout/Main'];

/**
 * Docusaurus swizzle paths (under `src/theme/`) that opdocs applies, → its override point. The
 * components take the props Docusaurus gives them: `children` for Root, Layout/Provider,
 * MDXContent and DocItem/Layout (the doc's body; the parts an ejected one is built from,
 * `@theme/DocItem/Content`, `DocItem/Paginator`, `DocItem/TOC/*`, `DocBreadcrumbs`, …, read the
 * doc from the route, as DocItem/Footer and DocVersionBanner do) and DocItem/Content (which
 * draws the title itself when `useDoc().contentTitle` is undefined), and `className` for
 * DocVersionBadge; none for Navbar, Footer and SearchBar
 * (the navbar's search place, drawn even when opdocs has no search of its own, as Docusaurus
 * draws a swizzled one); the route's `location` for NotFound (the 404 page inside the layout)
 * and `className` for NotFound/Content (its `<main>`); a code block's `children`, `className`,
 * `metastring` and `title` for CodeBlock, used for fenced code too; the flat `toc` list for TOC,
 * and for TOCItems (the desktop TOC's links) with `minHeadingLevel`, `maxHeadingLevel`,
 * `className`, `linkClassName` and `linkActiveClassName`; the nested `toc` (each `{ value, id,
 * level, children }`), `className`, `linkClassName` and `isChild` for TOCItems/Tree; the flat `toc` and `className`
 * for TOCCollapsible, the folded TOC over docs, posts and Markdown pages on narrow screens;
 * `children` for Layout, the frame of every page (a page's own `<Layout>` is then opdocs' head-
 * setting one, so the frame is drawn once); the footer's parts their part of `themeConfig.footer`;
 * `{ item }` for DocCard and `items` (the sidebar items, filled in by the build) and `className` for
 * DocCardList; none for DocBreadcrumbs (it reads the crumbs with `useSidebarBreadcrumbs()`
 * and the home link with `useHomePageRoute()`) and DocBreadcrumbs/Items/Home; `className` for
 * BlogPostItem/Header/Title, which reads its post with `useBlogPost()`, as BlogPostItem (given
 * `children`, the post's body, and `className`), its Container and Content (the same props),
 * Header and Footer (none) and Header/Info and Header/Authors (`className`) do; `items` (each
 * `{ content }`, the post's body as a component with its `metadata`, for BlogPostProvider) and
 * `component` for BlogPostItems; `blogPostTitle` and `to` for BlogPostItem/Footer/ReadMoreLink; `item`, `activePath`,
 * `level`, `index` and `onItemClick` for DocSidebarItem/Link, DocSidebarItem/Category and
 * DocSidebarItem (every item of the sidebar, each kind drawn by its own point); NavbarItem/ComponentTypes is no
 * component but a map of item type → component, whose `custom-<name>` entries draw the navbar
 * items of those types (their config keys as props, and `mobile` in the mobile menu);
 * NavbarItem/NavbarNavLink gets `to` (a page, its baseUrl in front) or `href` (outside the site),
 * `label` or `html`, `className` (with `activeClassName` in it while the link is the current
 * section, which the theme decides), `activeBasePath`, `activeBaseRegex` and the anchor's own
 * attributes (`aria-label`, `aria-current`, `title`, `target`, `rel`); `position`, `mobile`,
 * `dropdownItemsBefore` and `dropdownItemsAfter` (arrays, maybe empty) for NavbarItem/LocaleDropdownNavbarItem,
 * the language menu, and those with `docsPluginId` for NavbarItem/DocsVersionDropdownNavbarItem, the
 * version menu; `className` for
 * AnnouncementBar/Content (it reads the text with `useThemeConfig().announcementBar`) and
 * `className` and `onClick` (which closes the bar) for AnnouncementBar/CloseButton, and none for
 * AnnouncementBar (it reads the bar with `useThemeConfig()` and whether it shows, and closes it,
 * with `useAnnouncementBar()` from `@docusaurus/theme-common/internal`); `className`,
 * `value` (the mode on screen), `onChange` (sets and remembers one) and
 * `respectPrefersColorScheme` for ColorModeToggle, and `className` for Navbar/ColorModeToggle, which
 * draws it where the bar and the mobile menu put it (an ejected one reads the mode with `useColorMode()`); none for Navbar/Content (the bar's row, which
 * reads the items with `useThemeConfig().navbar.items`, each drawn by `@theme/NavbarItem`, and the
 * mobile menu's state with `useNavbarMobileSidebar()` from `@docusaurus/theme-common/internal`);
 * `children` (the search button) and `className` (`navbar__search`) for Navbar/Search, the search place;
 * none for Navbar/Logo and Navbar/MobileSidebar/Header (it closes the menu with the same hook's
 * `toggle()`), Navbar/MobileSidebar (it reads `shouldRender`), its PrimaryMenu, SecondaryMenu (which
 * reads the page's panel with `useNavbarSecondaryMenu()`) and Toggle; `children` (the bar's row) for
 * Navbar/Layout; `header`, `primaryMenu` and `secondaryMenu` for Navbar/MobileSidebar/Layout;
 * `className`, `imageClassName`, `titleClassName` (and `tabIndex`, `aria-hidden` in the docs
 * sidebar) for Logo; `children` (the doc) and `hiddenSidebarContainer` for DocRoot/Layout/Main,
 * applied only as a wrapper (WRAP_ONLY); `children` (the doc) for DocRoot/Layout, the docs frame
 * (which reads the sidebar with `useDocsSidebar()`); `sidebar` (its items), `hiddenSidebarContainer`
 * and `setHiddenSidebarContainer` for DocRoot/Layout/Sidebar, the aside; `toggleSidebar` for its
 * ExpandButton; `sidebar`, `path`, `onCollapse` and `isHidden` for DocSidebar, DocSidebar/Desktop
 * and DocSidebar/Mobile (which hands the sidebar to the navbar's mobile menu); `sidebar`, `path`
 * and `className` for DocSidebar/Desktop/Content, the menu; `onClick` for its CollapseButton
 * (DOCROOT_FROM_PARTS draws the frame from these when the site swizzled some but not DocRoot/Layout);
 * `content` for DocItem (the doc's body as a component
 * carrying `metadata`, `frontMatter`, `assets`, `toc` and `contentTitle`; DOCITEM_FROM_SWIZZLE);
 * none for DocItem/Paginator (it reads the neighbours with `useDoc().metadata.previous`/`next`), and
 * `previous` and `next` (each `{ title, permalink }`) for DocPaginator, the cards it draws;
 * `permalink`, `title`, `subLabel` and `isNext` for PaginatorNavLink, each card of every paginator;
 * `prevItem` (the newer post) and `nextItem` (the older), each `{ title, permalink }`, for BlogPostPaginator;
 * none for BlogPostPage/Metadata (a post page's head, which it reads with `useBlogPost()`);
 * `sidebar` (`{ title, items }`, each item `{ title, permalink, unlisted }`), `toc` and `children`
 * for BlogLayout, the frame of every blog page (blog-swizzle-places.ts: BLOGLAYOUT_FROM_SWIZZLE); `metadata` (`permalink`,
 * `page`, `postsPerPage`, `totalPages`, `totalCount`, `previousPage`, `nextPage`, `blogTitle`,
 * `blogDescription`), `items` (as BlogPostItems'), `sidebar`, and on a tag's page `tag` and
 * `listMetadata`, for BlogListPage and BlogTagsPostsPage, the blog's and a tag's list pages
 * (BLOGLIST_FROM_SWIZZLE); `content` (the post's body as a component
 * carrying `metadata`, as `useBlogPost()` has it, `frontMatter`, `assets` and `toc`, for
 * BlogPostProvider) and `sidebar` for BlogPostPage, a post's page (BLOGPOST_FROM_SWIZZLE); `tags`
 * (each `{ label, permalink, count, description }`) and `sidebar` for BlogTagsListPage, the blog's
 * tags page (BLOGTAGS_FROM_SWIZZLE); `archive.blogPosts` (each `{ id, metadata }`, `metadata` with
 * `title`, `permalink`, `formattedDate` and `date`) for
 * BlogArchivePage (BLOGARCHIVE_FROM_SWIZZLE); `authors` (each an author as `useBlogPost()` gives
 * them, with `key` and `count`) and `sidebar` for Blog/Pages/BlogAuthorsListPage, the authors page
 * (BLOGAUTHORS_FROM_SWIZZLE), and `author` (the same, `count` its posts), `items`, `listMetadata`
 * and `sidebar` for Blog/Pages/BlogAuthorsPostsPage, an author's posts (BLOGLIST_FROM_SWIZZLE); `items`, `activePath`, `level`, `onItemClick`
 * and `path` for DocSidebarItems, one level of the docs sidebar;
 * `className` (`edit-icon`) for Icon/Edit, the icon of the doc footer's "Edit this page" link, and
 * `className` and `aria-hidden` for Icon/LightMode and Icon/DarkMode, the theme's switch's sun and moon.
 * Admonition and its parts (Layout, Types, Type/*, Icon/*) take Docusaurus' admonition props
 * (`type`, `title`, `icon`, `className`, `children`; `className` and `style` for an icon);
 * DocItem/Metadata, DocItem/TOC/Desktop, DocItem/TOC/Mobile and SearchPage none (they read the
 * doc with `useDoc()`, the query with `useSearchQueryString()`); `columns` for
 * Footer/Links/MultiColumn and `links` for Footer/Links/Simple; `item` (`value`, `defaultStyle`,
 * `className`) and `level` for DocSidebarItem/Html.
 * Wrappers pass their props on to the original. Layout/Provider (where a site adds its own
 * context providers around every page's layout) takes the place of Root, which wraps the same
 * pages, when the site has no Root of its own: the first listed of two for one point applies.
 */
export const SWIZZLE_POINTS: Record<string, string> = {
  Root: 'Root',
  'Layout/Provider': 'Root',
  Layout: 'PageLayout',
  MDXContent: 'MDXContent',
  DocItem: 'DocItemSwizzle',
  'DocItem/Layout': 'DocItemLayout',
  'DocRoot/Layout/Main': 'DocRootMain',
  'DocRoot/Layout': 'DocRootLayout',
  'DocRoot/Layout/Sidebar': 'DocRootLayoutSidebar',
  'DocRoot/Layout/Sidebar/ExpandButton': 'DocRootExpandButton',
  DocSidebar: 'DocSidebarByWindow',
  'DocSidebar/Desktop': 'DocSidebarDesktop',
  'DocSidebar/Desktop/Content': 'DocSidebarDesktopContent',
  'DocSidebar/Desktop/CollapseButton': 'DocSidebarCollapseButton',
  'DocSidebar/Mobile': 'DocSidebarMobile',
  'DocItem/Content': 'DocItemContent',
  'DocItem/Footer': 'DocFooter',
  'DocItem/Paginator': 'DocItemPaginator',
  DocPaginator: 'DocPaginator',
  PaginatorNavLink: 'PaginatorNavLink',
  'DocItem/Metadata': 'DocItemMetadata',
  'DocItem/TOC/Desktop': 'DocItemTOCDesktop',
  'DocItem/TOC/Mobile': 'DocItemTOCMobile',
  DocVersionBanner: 'DocItemVersionBanner',
  DocVersionBadge: 'DocItemVersionBadge',
  Navbar: 'Navbar',
  Footer: 'Footer',
  'Footer/Layout': 'FooterLayout',
  'Footer/Links': 'FooterLinks',
  'Footer/LinkItem': 'FooterLinkItem',
  'Footer/Links/MultiColumn': 'FooterLinksMultiColumn',
  'Footer/Links/Simple': 'FooterLinksSimple',
  'Footer/Logo': 'FooterLogo',
  'Footer/Copyright': 'FooterCopyright',
  NotFound: 'NotFound',
  'NotFound/Content': 'NotFoundContent',
  SearchBar: 'SearchSlot',
  SearchPage: 'SearchPageView',
  CodeBlock: 'CodeBlock',
  TOC: 'TOCColumn',
  TOCItems: 'TOCItemsList',
  'TOCItems/Tree': 'TOCItemsTree',
  TOCCollapsible: 'TOCCollapsibleSwizzle',
  DocCard: 'DocCard',
  DocCardList: 'DocCardList',
  DocBreadcrumbs: 'DocItemBreadcrumbs',
  'DocBreadcrumbs/Items/Home': 'BreadcrumbsHome',
  'BlogPostItem/Header/Title': 'BlogPostTitle',
  BlogPostItem: 'BlogPostItem',
  BlogPostItems: 'BlogPostItems',
  'BlogPostItem/Container': 'BlogPostItemContainer',
  'BlogPostItem/Header': 'BlogPostItemHeader',
  'BlogPostItem/Header/Info': 'BlogPostItemInfo',
  'BlogPostItem/Header/Authors': 'BlogPostItemAuthors',
  'BlogPostItem/Content': 'BlogPostItemContent',
  'BlogPostItem/Footer': 'BlogPostItemFooter',
  'BlogPostItem/Footer/ReadMoreLink': 'BlogPostReadMore',
  BlogPostPaginator: 'BlogPostPaginator',
  'BlogPostPage/Metadata': 'BlogPostPageMetadata',
  BlogLayout: 'BlogLayoutSwizzle',
  BlogListPage: 'BlogListPageSwizzle',
  BlogTagsPostsPage: 'BlogTagsPostsPageSwizzle',
  BlogPostPage: 'BlogPostPageSwizzle',
  BlogTagsListPage: 'BlogTagsListPageSwizzle',
  BlogArchivePage: 'BlogArchivePageSwizzle',
  'Blog/Pages/BlogAuthorsListPage': 'BlogAuthorsListPageSwizzle',
  'Blog/Pages/BlogAuthorsPostsPage': 'BlogAuthorsPostsPageSwizzle',
  // The names of Docusaurus 3.5's pre-releases, which some sites kept.
  BlogAuthorsListPage: 'BlogAuthorsListPageSwizzle',
  BlogAuthorsPostsPage: 'BlogAuthorsPostsPageSwizzle',
  DocSidebarItems: 'DocSidebarItems',
  'Icon/Edit': 'EditIcon',
  'DocSidebarItem/Link': 'SidebarLinkItem',
  DocSidebarItem: 'DocSidebarItem',
  'DocSidebarItem/Category': 'SidebarCategoryItem',
  'DocSidebarItem/Html': 'SidebarHtmlItem',
  'NavbarItem/ComponentTypes': 'NavbarItemTypes',
  'NavbarItem/NavbarNavLink': 'NavbarNavLink',
  'NavbarItem/LocaleDropdownNavbarItem': 'LocaleDropdownNavbarItem',
  'NavbarItem/DocsVersionDropdownNavbarItem': 'DocsVersionDropdownNavbarItem',
  'Navbar/Content': 'NavbarContent',
  'Navbar/Logo': 'NavbarLogo',
  'Navbar/Search': 'NavbarSearch',
  'Navbar/MobileSidebar/Header': 'MobileSidebarHeader',
  'Navbar/Layout': 'NavbarLayout',
  'Navbar/MobileSidebar': 'NavbarMobileSidebar',
  'Navbar/MobileSidebar/Layout': 'MobileSidebarLayout',
  'Navbar/MobileSidebar/PrimaryMenu': 'MobileSidebarPrimaryMenu',
  'Navbar/MobileSidebar/SecondaryMenu': 'MobileSidebarSecondaryMenu',
  'Navbar/MobileSidebar/Toggle': 'NavbarMobileToggle',
  Logo: 'SiteLogo',
  ColorModeToggle: 'NavbarColorModeToggle',
  'Icon/LightMode': 'ColorModeLightIcon',
  'Icon/DarkMode': 'ColorModeDarkIcon',
  'Navbar/ColorModeToggle': 'ColorModeSwitch',
  AnnouncementBar: 'AnnouncementBar',
  'AnnouncementBar/Content': 'AnnouncementBarContent',
  'AnnouncementBar/CloseButton': 'AnnouncementBarCloseButton',
  Admonition: 'Admonition',
  'Admonition/Layout': 'AdmonitionLayout',
  'Admonition/Types': 'AdmonitionTypes',
  ...Object.fromEntries(ADMONITION_ICONS.map((n) => [`Admonition/Icon/${n}`, `AdmonitionIcon${n}`])),
  ...Object.fromEntries(ADMONITION_KINDS.map((n) => [`Admonition/Type/${n}`, `AdmonitionType${n}`])),
};
