/**
 * Where a site may replace part of the theme: opdocs' own override points (`theme/<Name>` in
 * the site) and the Docusaurus swizzle names (`src/theme/<Path>`) that mean the same place.
 * Data only, shared by the bundler's plugins and `migrate`.
 */

/** The stable override points: name → theme file (relative to theme/) exporting `name`. */
export const OVERRIDE_POINTS: Record<string, string> = {
  Navbar: 'Navbar/Navbar.tsx',
  Footer: 'Footer/Footer.tsx',
  DocFooter: 'DocFooter/DocFooter.tsx',
  // A doc page's main and TOC columns around the doc's body (Docusaurus' DocItem/Layout).
  DocItemLayout: 'DocItem/DocItemLayout.tsx',
  // The banner over a doc of an unreleased or unmaintained version.
  DocItemVersionBanner: 'DocItem/DocItemVersionBanner.tsx',
  HomeHero: 'Home/HomeHero.tsx',
  // The whole 404 page; NotFoundContent is its main part (Docusaurus' NotFound and NotFound/Content).
  NotFound: 'NotFound/NotFound.tsx',
  NotFoundContent: 'NotFound/NotFoundContent.tsx',
  SearchSlot: 'Navbar/SearchSlot.tsx',
  // The TOC column of docs, posts and Markdown pages, given Docusaurus' flat `{ value, id, level }` items.
  TOCColumn: 'TOC/TOCColumn.tsx',
  // Wraps every page, inside the providers: a site's context providers and app-wide effects.
  Root: 'Root.tsx',
  // Wraps the Markdown content of docs, blog posts and Markdown pages.
  MDXContent: 'Content/MDXContent.tsx',
  // Content components: Markdown admonitions and fenced code render through these when overridden.
  Admonition: 'Content/Admonition.tsx',
  CodeBlock: 'Content/CodeBlock.tsx',
};

/** Override points that are content components (an override of one hydrates as an island). */
export const CONTENT_OVERRIDE_POINTS = ['Admonition', 'CodeBlock'];

/**
 * Docusaurus swizzle paths (under `src/theme/`) that opdocs applies, → its override point. The
 * components take the props Docusaurus gives them: `children` for Root, Layout/Provider,
 * MDXContent and DocItem/Layout (the doc's body; the parts an ejected one is built from,
 * `@theme/DocItem/Content`, `DocItem/Paginator`, `DocItem/TOC/*`, `DocBreadcrumbs`, …, read the
 * doc from the route, as DocItem/Footer and DocVersionBanner do); none for Footer and SearchBar
 * (the navbar's search place, drawn even when opdocs has no search of its own, as Docusaurus
 * draws a swizzled one); the route's `location` for NotFound (the 404 page inside the layout)
 * and `className` for NotFound/Content (its `<main>`); a code block's `children`, `className`,
 * `metastring` and `title` for CodeBlock, used for fenced code too; the flat `toc` list for TOC.
 * Wrappers pass their props on to the original. Layout/Provider (where a site adds its own
 * context providers around every page's layout) takes the place of Root, which wraps the same
 * pages, when the site has no Root of its own: the first listed of two for one point applies.
 */
export const SWIZZLE_POINTS: Record<string, string> = {
  Root: 'Root',
  'Layout/Provider': 'Root',
  MDXContent: 'MDXContent',
  'DocItem/Layout': 'DocItemLayout',
  'DocItem/Footer': 'DocFooter',
  DocVersionBanner: 'DocItemVersionBanner',
  Footer: 'Footer',
  NotFound: 'NotFound',
  'NotFound/Content': 'NotFoundContent',
  SearchBar: 'SearchSlot',
  CodeBlock: 'CodeBlock',
  TOC: 'TOCColumn',
};

/** The override point a `@theme-original/<name>` import names: an opdocs name or a swizzle path. */
export const overridePointOf = (name: string): string | undefined =>
  (Object.hasOwn(OVERRIDE_POINTS, name) ? name : Object.hasOwn(SWIZZLE_POINTS, name) ? SWIZZLE_POINTS[name] : undefined);
