/**
 * Where a site may replace part of the theme: opdocs' own override points (`theme/<Name>` in
 * the site) and the Docusaurus swizzle names (`src/theme/<Path>`) that mean the same place.
 * Data only, shared by the bundler's plugins and `migrate`.
 */
import { ADMONITION_ICONS, ADMONITION_KINDS, SWIZZLE_POINTS } from './swizzle-points.js';

export { SWIZZLE_POINTS, WRAP_ONLY } from './swizzle-points.js';

/** The stable override points: name → theme file (relative to theme/) exporting `name`. */
export const OVERRIDE_POINTS: Record<string, string> = {
  Navbar: 'Navbar/Navbar.tsx',
  Footer: 'Footer/Footer.tsx',
  // The parts Docusaurus' footer is drawn from (FOOTER_FROM_PARTS says when opdocs' footer uses them).
  FooterLayout: 'compat/Footer/Layout.tsx',
  FooterLinks: 'compat/Footer/Links.tsx',
  FooterLinkItem: 'compat/Footer/LinkItem.tsx',
  FooterLinksMultiColumn: 'compat/Footer/Links/MultiColumn.tsx',
  FooterLinksSimple: 'compat/Footer/Links/Simple.tsx',
  FooterLogo: 'compat/Footer/Logo.tsx',
  FooterCopyright: 'compat/Footer/Copyright.tsx',
  DocFooter: 'DocFooter/DocFooter.tsx',
  // The icon of its "Edit this page" link (Docusaurus' Icon/Edit).
  EditIcon: 'DocFooter/EditIcon.tsx',
  // The previous/next cards under a doc (Docusaurus' DocItem/Paginator), and the cards themselves (DocPaginator).
  DocItemPaginator: 'DocItem/DocItemPaginator.tsx',
  DocPaginator: 'compat/DocPaginator.tsx',
  // One card of every paginator: docs, a post's newer/older, the blog list's pages (Docusaurus' PaginatorNavLink).
  PaginatorNavLink: 'Paginator/PaginatorNavLink.tsx',
  // A doc page's main column beside the docs sidebar (Docusaurus' DocRoot/Layout/Main; wrappers only, WRAP_ONLY).
  DocRootMain: 'DocRoot/DocRootMain.tsx',
  // A doc page's frame: sidebar aside, main column (Docusaurus' DocRoot/Layout), and the parts
  // Docusaurus draws it from, which DOCROOT_FROM_PARTS draws when a site swizzled some of them.
  DocRootLayout: 'DocRoot/DocRootLayout.tsx',
  DocRootLayoutSidebar: 'compat/DocRoot/LayoutSidebar.tsx',
  DocRootExpandButton: 'compat/DocRoot/ExpandButton.tsx',
  DocSidebarByWindow: 'compat/DocSidebar/DocSidebar.tsx',
  DocSidebarDesktop: 'compat/DocSidebar/Desktop.tsx',
  DocSidebarDesktopContent: 'compat/DocSidebar/DesktopContent.tsx',
  DocSidebarCollapseButton: 'compat/DocSidebar/CollapseButton.tsx',
  DocSidebarMobile: 'compat/DocSidebar/Mobile.tsx',
  // A doc: its head metadata and DocItemLayout around its body (Docusaurus' DocItem; a site's swizzle
  // of that takes DocItemSwizzle, drawn by DOCITEM_FROM_SWIZZLE with the `content` it expects).
  DocItem: 'DocItem/DocItem.tsx',
  DocItemSwizzle: 'compat/DocItem/Swizzled.tsx',
  // A doc page's main and TOC columns around the doc's body (Docusaurus' DocItem/Layout).
  DocItemLayout: 'DocItem/DocItemLayout.tsx',
  // The doc's article inside it: the title, when the Markdown has none, over the body (Docusaurus' DocItem/Content).
  DocItemContent: 'DocItem/DocItemParts.tsx',
  // The doc's TOC column and the TOC folded above its content (Docusaurus' DocItem/TOC/Desktop and /Mobile).
  DocItemTOCDesktop: 'DocItem/DocItemTOCDesktop.tsx',
  DocItemTOCMobile: 'DocItem/DocItemTOCMobile.tsx',
  // The doc's head metadata, which the route sets already (Docusaurus' DocItem/Metadata): a place for a site's swizzle.
  DocItemMetadata: 'DocItem/DocItemMetadata.tsx',
  // The doc's breadcrumbs over its content (Docusaurus' DocBreadcrumbs).
  DocItemBreadcrumbs: 'DocItem/DocItemBreadcrumbs.tsx',
  // The "Version: x" badge over a doc (Docusaurus' DocVersionBadge).
  DocItemVersionBadge: 'DocItem/DocItemVersionBadge.tsx',
  // The banner over a doc of an unreleased or unmaintained version.
  DocItemVersionBanner: 'DocItem/DocItemVersionBanner.tsx',
  HomeHero: 'Home/HomeHero.tsx',
  // The home icon leading the docs' breadcrumbs.
  BreadcrumbsHome: 'Breadcrumbs/BreadcrumbsHome.tsx',
  // One link of the docs sidebar (Docusaurus' DocSidebarItem/Link props).
  SidebarLinkItem: 'DocSidebar/SidebarLinkItem.tsx',
  // One item of the docs sidebar by its kind, and a category with its items (the same props).
  DocSidebarItem: 'DocSidebar/DocSidebarItem.tsx',
  SidebarCategoryItem: 'DocSidebar/SidebarCategoryItem.tsx',
  // One level of the docs sidebar's items (Docusaurus' DocSidebarItems).
  DocSidebarItems: 'DocSidebar/DocSidebarItems.tsx',
  // The sidebar's row of the site's own HTML (Docusaurus' DocSidebarItem/Html).
  SidebarHtmlItem: 'DocSidebar/SidebarHtmlItem.tsx',
  // A blog post's title, in lists and on its page.
  BlogPostTitle: 'Blog/BlogPostTitle.tsx',
  // One post, in lists and on its page, and the parts it is drawn from (Docusaurus' BlogPostItem/*).
  BlogPostItem: 'Blog/BlogPostItem.tsx',
  BlogPostItems: 'Blog/BlogPostItems.tsx',
  BlogPostItemContainer: 'Blog/BlogPostItemContainer.tsx',
  BlogPostItemHeader: 'Blog/BlogPostItemHeader.tsx',
  BlogPostItemInfo: 'Blog/BlogPostItemInfo.tsx',
  BlogPostItemAuthors: 'Blog/BlogPostItemAuthors.tsx',
  BlogPostItemContent: 'Blog/BlogPostItemContent.tsx',
  BlogPostItemFooter: 'Blog/BlogPostItemFooter.tsx',
  BlogPostReadMore: 'Blog/BlogPostReadMore.tsx',
  // The newer/older cards under a post on its page (Docusaurus' BlogPostPaginator).
  BlogPostPaginator: 'Blog/BlogPostPaginator.tsx',
  // The blog pages' frame in Docusaurus' props (Docusaurus' BlogLayout, which BLOGLAYOUT_FROM_SWIZZLE
  // draws in the theme's BlogLayout's place), and the places of a site's own list pages
  // (Docusaurus' BlogListPage, BlogTagsPostsPage, BlogPostPage, BlogTagsListPage, BlogArchivePage,
  // Blog/Pages/BlogAuthorsListPage and BlogAuthorsPostsPage; FROM_SWIZZLE_PLACES).
  BlogLayoutSwizzle: 'compat/BlogLayout.tsx',
  BlogListPageSwizzle: 'compat/BlogListPage.tsx',
  BlogTagsPostsPageSwizzle: 'compat/BlogTagsPostsPage.tsx',
  BlogPostPageSwizzle: 'compat/BlogPostPage.tsx',
  BlogTagsListPageSwizzle: 'compat/BlogTagsListPage.tsx',
  BlogArchivePageSwizzle: 'compat/BlogArchivePage.tsx',
  BlogAuthorsListPageSwizzle: 'compat/BlogAuthorsListPage.tsx',
  BlogAuthorsPostsPageSwizzle: 'compat/BlogAuthorsPostsPage.tsx',
  // A post page's head metadata, which the route sets already (Docusaurus' BlogPostPage/Metadata): a place for a site's swizzle.
  BlogPostPageMetadata: 'Blog/BlogPostPageMetadata.tsx',
  // The frame every page is drawn in: skip link, announcement bar, navbar, main wrapper, footer.
  PageLayout: 'Layout/PageLayout.tsx',
  // The whole 404 page; NotFoundContent is its main part (Docusaurus' NotFound and NotFound/Content).
  NotFound: 'NotFound/NotFound.tsx',
  NotFoundContent: 'NotFound/NotFoundContent.tsx',
  SearchSlot: 'Navbar/SearchSlot.tsx',
  // The search page's content (Docusaurus' SearchPage), inside the theme's frame.
  SearchPageView: 'Search/SearchPageView.tsx',
  // The whole announcement bar (Docusaurus' AnnouncementBar), drawn from the two below.
  AnnouncementBar: 'AnnouncementBar/AnnouncementBar.tsx',
  // The announcement bar's text and close button (Docusaurus' AnnouncementBar/Content and /CloseButton).
  AnnouncementBarContent: 'AnnouncementBar/AnnouncementBarContent.tsx',
  AnnouncementBarCloseButton: 'AnnouncementBar/AnnouncementBarCloseButton.tsx',
  // The open mobile menu's top row: logo, colour toggle, close button (Docusaurus' Navbar/MobileSidebar/Header).
  MobileSidebarHeader: 'Navbar/MobileSidebarHeader.tsx',
  // The navbar's frame (the <nav>, backdrop, mobile menu) around its row, the open menu, its frame, its
  // two panels and the hamburger (Docusaurus' Navbar/Layout, Navbar/MobileSidebar and its Layout,
  // PrimaryMenu, SecondaryMenu and Toggle).
  NavbarLayout: 'Navbar/NavbarLayout.tsx',
  NavbarMobileSidebar: 'Navbar/NavbarMobileSidebar.tsx',
  MobileSidebarLayout: 'Navbar/MobileSidebarLayout.tsx',
  MobileSidebarPrimaryMenu: 'Navbar/MobileSidebarPrimaryMenu.tsx',
  MobileSidebarSecondaryMenu: 'Navbar/MobileSidebarSecondaryMenu.tsx',
  NavbarMobileToggle: 'Navbar/NavbarMobileToggle.tsx',
  // The logo in the navbar and its mobile menu (Docusaurus' Navbar/Logo), and the logo itself, there and in the docs sidebar (Logo).
  NavbarLogo: 'Navbar/NavbarLogo.tsx',
  SiteLogo: 'Navbar/SiteLogo.tsx',
  // The bar's row inside the navbar: toggle, logo, items, colour switch, search (Docusaurus' Navbar/Content).
  NavbarContent: 'Navbar/NavbarContent.tsx',
  // The navbar's light/dark switch, in the bar and the mobile menu (Docusaurus' ColorModeToggle).
  NavbarColorModeToggle: 'Navbar/NavbarColorModeToggle.tsx',
  // The sun and moon inside the theme's switch (Docusaurus' Icon/LightMode and Icon/DarkMode), given `className` and `aria-hidden`.
  ColorModeLightIcon: 'ColorMode/ColorModeLightIcon.tsx',
  ColorModeDarkIcon: 'ColorMode/ColorModeDarkIcon.tsx',
  // …and where the bar and the mobile menu draw it, given `className` (Docusaurus' Navbar/ColorModeToggle).
  ColorModeSwitch: 'Navbar/ColorModeSwitch.tsx',
  // The navbar's search place around the search button (Docusaurus' Navbar/Search).
  NavbarSearch: 'Navbar/NavbarSearch.tsx',
  // The anchor of each plain navbar link, in the bar and the mobile menu (Docusaurus' NavbarItem/NavbarNavLink).
  NavbarNavLink: 'Navbar/NavbarNavLink.tsx',
  // The navbar's language menu, given Docusaurus' props (Docusaurus' NavbarItem/LocaleDropdownNavbarItem).
  LocaleDropdownNavbarItem: 'Navbar/LocaleDropdownNavbarItem.tsx',
  // …and its version menu (Docusaurus' NavbarItem/DocsVersionDropdownNavbarItem).
  DocsVersionDropdownNavbarItem: 'Navbar/DocsVersionDropdownNavbarItem.tsx',
  // Navbar item type → component: a site's `custom-<name>` item kinds (Docusaurus' NavbarItem/ComponentTypes).
  NavbarItemTypes: 'Navbar/navbar-item-types.ts',
  // The TOC column of docs, posts and Markdown pages, given Docusaurus' flat `{ value, id, level }` items.
  TOCColumn: 'TOC/TOCColumn.tsx',
  // The desktop TOC's links inside it, given the same flat list (Docusaurus' TOCItems).
  TOCItemsList: 'TOC/TOCItemsList.tsx',
  // The tree of links inside it, when the site swizzled that alone (Docusaurus' TOCItems/Tree; TOCITEMS_FROM_TREE).
  TOCItemsTree: 'compat/TOCItemsTree.tsx',
  // The folded "On this page" panel, given Docusaurus' flat TOC (Docusaurus' TOCCollapsible; theme-overrides.ts draws it).
  TOCCollapsibleSwizzle: 'compat/TOCCollapsible.tsx',
  // Wraps every page, inside the providers: a site's context providers and app-wide effects.
  Root: 'Root.tsx',
  // Wraps the Markdown content of docs, blog posts and Markdown pages.
  MDXContent: 'Content/MDXContent.tsx',
  // One card of a card list (generated index pages, <DocCardList />), given Docusaurus' `{ item }`.
  DocCard: 'Content/DocCard.tsx',
  // The card list itself (Docusaurus' DocCardList, given `items` and `className`), drawn into the page at build time.
  DocCardList: 'Content/DocCardList.tsx',
  // Content components: Markdown admonitions and fenced code render through these when overridden.
  Admonition: 'Content/Admonition.tsx',
  // The parts Docusaurus' admonitions are drawn from (ADMONITION_FROM_PARTS says when opdocs' admonitions use them).
  AdmonitionLayout: 'compat/Admonition/Layout.tsx',
  AdmonitionTypes: 'compat/Admonition/Types.ts',
  ...Object.fromEntries(ADMONITION_ICONS.map((n) => [`AdmonitionIcon${n}`, `compat/Admonition/Icon/${n}.tsx`])),
  ...Object.fromEntries(ADMONITION_KINDS.map((n) => [`AdmonitionType${n}`, `compat/Admonition/Type/${n}.tsx`])),
  CodeBlock: 'Content/CodeBlock.tsx',
};


/** Override points that are content components (an override of one hydrates as an island). */
export const CONTENT_OVERRIDE_POINTS = ['Admonition', 'CodeBlock'];


/**
 * A site that overrides some of the footer's parts but not Footer gets this footer (under
 * theme/), drawn from the parts as Docusaurus' is, in place of opdocs' own, whose markup has
 * no parts to swap.
 */
export const FOOTER_FROM_PARTS = 'compat/Footer/FooterFromParts.tsx';

/**
 * A site that overrides the TOC's tree of links (`TOCItems/Tree`) but not TOCItems gets this in
 * TOCItems' place: Docusaurus' TOCItems drawn around the tree, as opdocs' own links have no tree
 * part to swap. Other sites' first-load code does not carry it.
 */
export const TOCITEMS_FROM_TREE = 'compat/TOCItemsFromTree.tsx';

/**
 * A site that overrides some of the admonitions' parts (`Admonition/Icon/Note`, `Admonition/Types`, …)
 * but not Admonition gets this in Admonition's place: Docusaurus' Admonition drawn from the
 * parts, as opdocs' own has none to swap. Other sites' code does not carry it.
 */
export const ADMONITION_FROM_PARTS = 'compat/Admonition/AdmonitionFromParts.tsx';

/**
 * A site that swizzled Docusaurus' DocItem (the DocItemSwizzle point) but has no `theme/DocItem`
 * of its own gets this in DocItem's place: the site's component, given the doc as `content`.
 * Other sites' first-load code does not carry it.
 */
export const DOCITEM_FROM_SWIZZLE = 'compat/DocItem/FromSwizzle.tsx';

/**
 * A site that swizzled some of the docs frame's parts (`DocRoot/Layout/Sidebar`, `DocSidebar`,
 * `DocSidebar/Desktop/Content`, …) but not DocRoot/Layout gets this in DocRootLayout's place:
 * Docusaurus' frame drawn from the parts, as opdocs' own has none to swap. Other sites' code
 * does not carry it.
 */
export const DOCROOT_FROM_PARTS = 'compat/DocRoot/LayoutFromParts.tsx';

/** The override points a docs frame drawn by DOCROOT_FROM_PARTS is made of. */
export const DOCROOT_PARTS = ['DocRootLayoutSidebar', 'DocRootExpandButton', 'DocSidebarByWindow', 'DocSidebarDesktop', 'DocSidebarDesktopContent', 'DocSidebarCollapseButton', 'DocSidebarMobile'];

/** The override points an admonition drawn by ADMONITION_FROM_PARTS is made of. */
export const ADMONITION_PARTS = ['AdmonitionLayout', 'AdmonitionTypes', ...ADMONITION_ICONS.map((n) => `AdmonitionIcon${n}`), ...ADMONITION_KINDS.map((n) => `AdmonitionType${n}`)];

/** The override points a footer drawn by FOOTER_FROM_PARTS is made of. */
export const FOOTER_PARTS = ['FooterLayout', 'FooterLinks', 'FooterLinksMultiColumn', 'FooterLinksSimple', 'FooterLinkItem', 'FooterLogo', 'FooterCopyright'];

/** The override point a `@theme-original/<name>` import names: an opdocs name or a swizzle path. */
export const overridePointOf = (name: string): string | undefined =>
  (Object.hasOwn(OVERRIDE_POINTS, name) ? name : Object.hasOwn(SWIZZLE_POINTS, name) ? SWIZZLE_POINTS[name] : undefined);
