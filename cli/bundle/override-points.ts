/**
 * Where a site may replace part of the theme: opdocs' own override points (`theme/<Name>` in
 * the site) and the Docusaurus swizzle names (`src/theme/<Path>`) that mean the same place.
 * Data only, shared by the bundler's plugins and `migrate`.
 */

/** The stable override points: name → theme file (relative to theme/) exporting `name`. */
export const OVERRIDE_POINTS: Record<string, string> = {
  Navbar: 'Navbar/Navbar.tsx',
  Footer: 'Footer/Footer.tsx',
  // The parts Docusaurus' footer is drawn from (FOOTER_FROM_PARTS says when opdocs' footer uses them).
  FooterLayout: 'compat/Footer/Layout.tsx',
  FooterLinks: 'compat/Footer/Links.tsx',
  FooterLinkItem: 'compat/Footer/LinkItem.tsx',
  FooterLogo: 'compat/Footer/Logo.tsx',
  FooterCopyright: 'compat/Footer/Copyright.tsx',
  DocFooter: 'DocFooter/DocFooter.tsx',
  // A doc page's main column beside the docs sidebar (Docusaurus' DocRoot/Layout/Main; wrappers only, WRAP_ONLY).
  DocRootMain: 'DocRoot/DocRootMain.tsx',
  // A doc page's main and TOC columns around the doc's body (Docusaurus' DocItem/Layout).
  DocItemLayout: 'DocItem/DocItemLayout.tsx',
  // The doc's article inside it: the title, when the Markdown has none, over the body (Docusaurus' DocItem/Content).
  DocItemContent: 'DocItem/DocItemParts.tsx',
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
  // The frame every page is drawn in: skip link, announcement bar, navbar, main wrapper, footer.
  PageLayout: 'Layout/PageLayout.tsx',
  // The whole 404 page; NotFoundContent is its main part (Docusaurus' NotFound and NotFound/Content).
  NotFound: 'NotFound/NotFound.tsx',
  NotFoundContent: 'NotFound/NotFoundContent.tsx',
  SearchSlot: 'Navbar/SearchSlot.tsx',
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
  // The anchor of each plain navbar link, in the bar and the mobile menu (Docusaurus' NavbarItem/NavbarNavLink).
  NavbarNavLink: 'Navbar/NavbarNavLink.tsx',
  // Navbar item type → component: a site's `custom-<name>` item kinds (Docusaurus' NavbarItem/ComponentTypes).
  NavbarItemTypes: 'Navbar/navbar-item-types.ts',
  // The TOC column of docs, posts and Markdown pages, given Docusaurus' flat `{ value, id, level }` items.
  TOCColumn: 'TOC/TOCColumn.tsx',
  // The desktop TOC's links inside it, given the same flat list (Docusaurus' TOCItems).
  TOCItemsList: 'TOC/TOCItemsList.tsx',
  // The tree of links inside it, when the site swizzled that alone (Docusaurus' TOCItems/Tree; TOCITEMS_FROM_TREE).
  TOCItemsTree: 'compat/TOCItemsTree.tsx',
  // Wraps every page, inside the providers: a site's context providers and app-wide effects.
  Root: 'Root.tsx',
  // Wraps the Markdown content of docs, blog posts and Markdown pages.
  MDXContent: 'Content/MDXContent.tsx',
  // One card of a card list (generated index pages, <DocCardList />), given Docusaurus' `{ item }`.
  DocCard: 'Content/DocCard.tsx',
  // Content components: Markdown admonitions and fenced code render through these when overridden.
  Admonition: 'Content/Admonition.tsx',
  CodeBlock: 'Content/CodeBlock.tsx',
};

/**
 * Swizzle paths opdocs applies only as wrappers (the file imports its `@theme-original/<path>`):
 * an ejected copy brings a stylesheet written for Docusaurus' doc page (its sidebar and main
 * column's widths and transitions), which opdocs' page does not share, so it has no place.
 */
export const WRAP_ONLY = ['DocRoot/Layout/Main'];

/** Override points that are content components (an override of one hydrates as an island). */
export const CONTENT_OVERRIDE_POINTS = ['Admonition', 'CodeBlock'];

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
 * level, children }`), `className`, `linkClassName` and `isChild` for TOCItems/Tree;
 * `children` for Layout, the frame of every page (a page's own `<Layout>` is then opdocs' head-
 * setting one, so the frame is drawn once); the footer's parts their part of `themeConfig.footer`;
 * `{ item }` for DocCard; none for DocBreadcrumbs (it reads the crumbs with `useSidebarBreadcrumbs()`
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
 * attributes (`aria-label`, `aria-current`, `title`, `target`, `rel`); `className` for
 * AnnouncementBar/Content (it reads the text with `useThemeConfig().announcementBar`) and
 * `className` and `onClick` (which closes the bar) for AnnouncementBar/CloseButton, and none for
 * AnnouncementBar (it reads the bar with `useThemeConfig()` and whether it shows, and closes it,
 * with `useAnnouncementBar()` from `@docusaurus/theme-common/internal`); `className`,
 * `value` (the mode on screen), `onChange` (sets and remembers one) and
 * `respectPrefersColorScheme` for ColorModeToggle; none for Navbar/Content (the bar's row, which
 * reads the items with `useThemeConfig().navbar.items`, each drawn by `@theme/NavbarItem`, and the
 * mobile menu's state with `useNavbarMobileSidebar()` from `@docusaurus/theme-common/internal`);
 * none for Navbar/Logo and Navbar/MobileSidebar/Header (it closes the menu with the same hook's
 * `toggle()`), Navbar/MobileSidebar (it reads `shouldRender`), its PrimaryMenu, SecondaryMenu (which
 * reads the page's panel with `useNavbarSecondaryMenu()`) and Toggle; `children` (the bar's row) for
 * Navbar/Layout; `header`, `primaryMenu` and `secondaryMenu` for Navbar/MobileSidebar/Layout;
 * `className`, `imageClassName`, `titleClassName` (and `tabIndex`, `aria-hidden` in the docs
 * sidebar) for Logo; `children` (the doc) and `hiddenSidebarContainer` for DocRoot/Layout/Main,
 * applied only as a wrapper (WRAP_ONLY).
 * Wrappers pass their props on to the original. Layout/Provider (where a site adds its own
 * context providers around every page's layout) takes the place of Root, which wraps the same
 * pages, when the site has no Root of its own: the first listed of two for one point applies.
 */
export const SWIZZLE_POINTS: Record<string, string> = {
  Root: 'Root',
  'Layout/Provider': 'Root',
  Layout: 'PageLayout',
  MDXContent: 'MDXContent',
  'DocItem/Layout': 'DocItemLayout',
  'DocRoot/Layout/Main': 'DocRootMain',
  'DocItem/Content': 'DocItemContent',
  'DocItem/Footer': 'DocFooter',
  DocVersionBanner: 'DocItemVersionBanner',
  DocVersionBadge: 'DocItemVersionBadge',
  Navbar: 'Navbar',
  Footer: 'Footer',
  'Footer/Layout': 'FooterLayout',
  'Footer/Links': 'FooterLinks',
  'Footer/LinkItem': 'FooterLinkItem',
  'Footer/Logo': 'FooterLogo',
  'Footer/Copyright': 'FooterCopyright',
  NotFound: 'NotFound',
  'NotFound/Content': 'NotFoundContent',
  SearchBar: 'SearchSlot',
  CodeBlock: 'CodeBlock',
  TOC: 'TOCColumn',
  TOCItems: 'TOCItemsList',
  'TOCItems/Tree': 'TOCItemsTree',
  DocCard: 'DocCard',
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
  'DocSidebarItem/Link': 'SidebarLinkItem',
  DocSidebarItem: 'DocSidebarItem',
  'DocSidebarItem/Category': 'SidebarCategoryItem',
  'NavbarItem/ComponentTypes': 'NavbarItemTypes',
  'NavbarItem/NavbarNavLink': 'NavbarNavLink',
  'Navbar/Content': 'NavbarContent',
  'Navbar/Logo': 'NavbarLogo',
  'Navbar/MobileSidebar/Header': 'MobileSidebarHeader',
  'Navbar/Layout': 'NavbarLayout',
  'Navbar/MobileSidebar': 'NavbarMobileSidebar',
  'Navbar/MobileSidebar/Layout': 'MobileSidebarLayout',
  'Navbar/MobileSidebar/PrimaryMenu': 'MobileSidebarPrimaryMenu',
  'Navbar/MobileSidebar/SecondaryMenu': 'MobileSidebarSecondaryMenu',
  'Navbar/MobileSidebar/Toggle': 'NavbarMobileToggle',
  Logo: 'SiteLogo',
  ColorModeToggle: 'NavbarColorModeToggle',
  AnnouncementBar: 'AnnouncementBar',
  'AnnouncementBar/Content': 'AnnouncementBarContent',
  'AnnouncementBar/CloseButton': 'AnnouncementBarCloseButton',
};

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

/** The override points a footer drawn by FOOTER_FROM_PARTS is made of. */
export const FOOTER_PARTS = ['FooterLayout', 'FooterLinks', 'FooterLinkItem', 'FooterLogo', 'FooterCopyright'];

/** The override point a `@theme-original/<name>` import names: an opdocs name or a swizzle path. */
export const overridePointOf = (name: string): string | undefined =>
  (Object.hasOwn(OVERRIDE_POINTS, name) ? name : Object.hasOwn(SWIZZLE_POINTS, name) ? SWIZZLE_POINTS[name] : undefined);
