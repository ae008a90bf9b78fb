/**
 * The Docusaurus modules a site's own React code imports (`@theme/Layout`, `@docusaurus/Link`,
 * …) resolved to opdocs' small implementations in theme/compat/. A component the site swizzled
 * (`src/theme/<Name>`) wins over ours, as in Docusaurus. Any other `@docusaurus/*`, `@theme/*`
 * or `@generated/*` import is a build error at the importing line saying what exists instead,
 * never a bare "could not resolve".
 */
import { overridePointOf } from './override-points.js';
import { swizzledOverrides } from './swizzled.js';
import type { Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import { isAbsolute, join, sep } from 'node:path';
import { THEME_DIR } from './paths.js';
import { classicThemeFile } from './classic-theme-paths.js';
import { themePackageOf } from './third-party-theme.js';
import { GENERATED_CONFIG, GENERATED_CONFIG_NAMESPACE, generatedConfigSource } from './generated-config.js';

const COMPAT_DIR = join(THEME_DIR, 'compat');
// Docusaurus' `@theme/Icon/Socials/<Name>`, one for each platform its author socials know.
const SOCIAL_ICONS = ['GitHub', 'X', 'Twitter', 'LinkedIn', 'StackOverflow', 'Bluesky', 'Mastodon', 'Threads', 'Instagram', 'Twitch', 'YouTube', 'Default'];

/** Specifier → file under theme/compat/. */
export const DOCUSAURUS_MODULES: Readonly<Record<string, string>> = {
  '@theme/Layout': 'Layout.tsx',
  '@theme/Heading': 'Heading.ts',
  '@theme/CodeBlock': 'CodeBlock.ts',
  // …and what a site's ejected CodeBlock draws the code with.
  '@theme/CodeBlock/Content/String': 'CodeBlock/Content/String.ts',
  '@theme/CodeBlock/Content/Element': 'CodeBlock/Content/Element.ts',
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

const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** The site's own (swizzled) `src/theme/<Name>` file or folder index, if it has one. */
export function findSwizzled(name: string, siteDir: string): string | undefined {
  const base = join(siteDir, 'src', 'theme', name);
  // Most sites swizzle little or nothing: one look at the folder spares eight at its files,
  // which each watch rebuild asks for every swizzle place.
  if (!existsSync(join(base, '..'))) return undefined;
  for (const candidate of [...SOURCE_EXTENSIONS.map((e) => base + e), ...SOURCE_EXTENSIONS.map((e) => join(base, 'index' + e))]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

const CORE_CLIENT_EXPORT = /^@docusaurus\/core\/lib\/client\/exports\/([A-Za-z]+)(?:\.js)?$/;
const PLUGIN_CLIENT_FILE = /^@docusaurus\/plugin-content-(docs|blog)\/(?:lib|src)\/client(?:\/[\w./-]+)?$/;

/**
 * Absolute file a Docusaurus specifier resolves to, or undefined when opdocs has none. With
 * `siteDir`, a `@theme/<Name>` the site swizzled into `src/theme/` is the site's file.
 * The MDX compiler resolves the imports of `.mdx` files with this too.
 */
export function docusaurusModuleFile(specifier: string, siteDir?: string): string | undefined {
  // `@docusaurus/<Name>` is Docusaurus' alias of this file of its core: code may import either.
  const core = CORE_CLIENT_EXPORT.exec(specifier);
  if (core) return docusaurusModuleFile(`@docusaurus/${core[1]}`, siteDir);
  // A file of a docs or blog plugin's client code (`…/lib/client/docSidebarItemsExpandedState.js`):
  // its exports are the client module's, which the named imports are then checked against.
  const client = PLUGIN_CLIENT_FILE.exec(specifier);
  if (client) return docusaurusModuleFile(`@docusaurus/plugin-content-${client[1]}/client`, siteDir);
  // A swizzled Layout draws the frame of every page already (PageLayout): a page's own
  // `<Layout>` is ours, which sets its head, or the page would get a second navbar and footer.
  if (siteDir && specifier.startsWith('@theme/') && specifier !== '@theme/Layout') {
    const own = findSwizzled(specifier.slice('@theme/'.length), siteDir);
    if (own) return own;
  }
  const file = DOCUSAURUS_MODULES[specifier];
  return file ? join(COMPAT_DIR, file) : undefined;
}

/** What the error says about a specifier opdocs does not provide, and what to do instead. */
export function describeUnsupported(specifier: string, siteDir?: string): { text: string; hint: string } {
  const icons = Object.keys(DOCUSAURUS_MODULES).filter((s) => s.startsWith('@theme/Icon/') && !s.startsWith('@theme/Icon/Socials/')).map((s) => s.slice('@theme/Icon/'.length));
  const list = (prefix: string) => [
    ...Object.keys(DOCUSAURUS_MODULES).filter((s) => s.startsWith(prefix) && !s.startsWith('@theme/Icon/')),
    ...(prefix === '@theme/' ? [`@theme/Icon/<${icons.join('|')}>`, `@theme/Icon/Socials/<${SOCIAL_ICONS.join('|')}>`] : []),
  ].join(', ');
  const own = 'or write the component yourself under src/components/ and import it with "@site/src/components/…"';
  if (specifier.startsWith('@generated/')) {
    return {
      text: `"${specifier}" is a file Docusaurus generates while it builds; opdocs does not write it`,
      hint: 'read the site configuration with useDocusaurusContext() from "@docusaurus/useDocusaurusContext" (siteConfig.title, .customFields, …)',
    };
  }
  const name = specifier.startsWith('@theme/') ? specifier.slice('@theme/'.length) : '';
  const pkg = name && siteDir ? themePackageOf(name, siteDir) : undefined;
  if (pkg) {
    return {
      text: `"${specifier}" is a component of ${pkg}, a Docusaurus theme or plugin package whose components opdocs does not load`,
      hint: `opdocs runs no Docusaurus plugins or other themes, so their components are not there: write this one yourself as src/theme/${name}, or under src/components/ and import it with "@site/src/components/…"`,
    };
  }
  if (specifier.startsWith('@theme/')) {
    return {
      text: `"${specifier}" is not a theme component opdocs provides`,
      hint: `opdocs provides ${list('@theme/')}; ${own}, or swizzle it into src/theme/${specifier.slice('@theme/'.length)}`,
    };
  }
  const plugin = /^@docusaurus\/(plugin|theme)-[^/]+/.exec(specifier);
  return {
    text: specifier.startsWith('@docusaurus/theme-common/')
      ? `"${specifier}" is internal to Docusaurus' own theme; opdocs has a theme of its own`
      : plugin
        ? `"${specifier}" is the client API of ${plugin[0]}; opdocs runs no Docusaurus plugins, so it is not available`
        : `"${specifier}" is not a Docusaurus module opdocs provides`,
    hint: `opdocs provides ${list('@docusaurus/')}; ${own}`,
  };
}

/** Whether the importer of `args` is `file` (the browser bundle names site files relative to the site). */
const isFile = (args: { importer: string }, file: string | undefined, siteDir: string): boolean =>
  file !== undefined && (isAbsolute(args.importer) ? args.importer : join(siteDir, args.importer)) === file;

/** Docusaurus packages of plain functions and types (no client context): bundled as any package. */
const PLAIN_PACKAGES = /^@docusaurus\/(utils-common|types)(\/|$)/;

/** The plugin's name; its errors carry their hint as the first note. */
export const DOCUSAURUS_MODULES_PLUGIN = 'opdocs:docusaurus-modules';

/**
 * The esbuild plugin resolving Docusaurus specifiers for the site's code (both bundles);
 * `siteConfig` is what `@generated/docusaurus.config` gives (BundleSite.siteConfig).
 */
export function docusaurusModules(siteDir: string, siteConfig?: Record<string, unknown>): Plugin {
  return {
    name: DOCUSAURUS_MODULES_PLUGIN,
    setup(build) {
      const layout = swizzledOverrides(siteDir).get('PageLayout');
      // `@theme-original/` and `@theme-init/` (used by swizzled wrappers) name our component too;
      // an override point (theme/Admonition.tsx or src/theme/DocItem/Footer wrapping the original) is
      // left to the theme-overrides plugin, whose original is the theme's own file: ours would lead
      // back to the override itself.
      build.onResolve({ filter: /^@theme-(original|init)\// }, (args) => {
        const name = args.path.replace(/^@theme-(original|init)\//, '');
        if (overridePointOf(name)) return undefined;
        const file = DOCUSAURUS_MODULES[`@theme/${name}`];
        return file ? { path: join(COMPAT_DIR, file) } : undefined;
      });
      // Site code takes useLocation and useHistory from react-router itself, as Docusaurus' own
      // router allows: opdocs' router answers them (a package's own react-router is left alone).
      build.onResolve({ filter: /^react-router(-dom)?$/ }, (args) =>
        (args.importer.includes(`${sep}node_modules${sep}`) ? undefined : { path: join(COMPAT_DIR, 'router.tsx') }));
      // A path into theme-classic's own files: the theme's original component, or a stand-in stylesheet.
      build.onResolve({ filter: /^@docusaurus\/theme-classic\/(lib|src)\/theme\// }, async (args) => {
        const classic = classicThemeFile(args.path);
        if (!classic || 'styles' in classic) return classic?.styles ? { path: classic.styles } : undefined;
        const { path, namespace, errors } = await build.resolve(`@theme-original/${classic.name}`, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
        return { path, namespace, errors };
      });
      build.onResolve({ filter: /^@generated\/docusaurus\.config(\.js)?$/ }, () => ({ path: GENERATED_CONFIG, namespace: GENERATED_CONFIG_NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: GENERATED_CONFIG_NAMESPACE }, async () => ({ contents: await generatedConfigSource(siteDir, siteConfig), loader: 'js' }));
      build.onResolve({ filter: /^@(docusaurus|theme|generated)\// }, (args) => {
        // The layout already ends every page with the footer (PageFooter.tsx says why).
        // A swizzled Layout draws the frame, so its footer is the real one.
        if (args.path === '@theme/Footer') return { path: join(COMPAT_DIR, isFile(args, layout, siteDir) ? 'LayoutFooter.tsx' : 'PageFooter.tsx') };
        const file = docusaurusModuleFile(args.path, siteDir);
        if (file) return { path: file };
        // A swizzle point the site left alone (`@theme/NotFound/Content` in its own 404 page) is
        // the theme's component, which the theme-overrides plugin gives.
        if (args.path.startsWith('@theme/') && overridePointOf(args.path.slice('@theme/'.length))) return undefined;
        // Plain helper packages that need no Docusaurus around them: the site's installed copy.
        if (PLAIN_PACKAGES.test(args.path)) return undefined;
        const { text, hint } = describeUnsupported(args.path, siteDir);
        return { errors: [{ text, notes: [{ text: hint }] }] };
      });
    },
  };
}
