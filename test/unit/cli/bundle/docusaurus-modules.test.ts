import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from 'esbuild';
import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUSAURUS_MODULES, describeUnsupported, docusaurusModuleFile, docusaurusModules, swizzledThemeFiles } from '../../../../cli/bundle/docusaurus-modules.ts';
import { toUserErrors } from '../../../../cli/bundle/user-errors.ts';
import { OPDOCS_ROOT, THEME_DIR } from '../../../../cli/bundle/paths.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { ROOT } from '../../../helpers/fixture-site.ts';

const Modules = suite('Docusaurus modules imported by a site\'s React code');
const siteDir = join(ROOT, 'test', '.tmp', `docusaurus-modules-${process.pid}`);

Modules.before.each(() => {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(join(siteDir, 'src', 'pages'), { recursive: true });
});
Modules.after(() => rmSync(siteDir, { recursive: true, force: true }));

/** Bundles one page source with the plugin; returns the output or throws esbuild's failure. */
async function bundlePage(source: string) {
  const file = join(siteDir, 'src', 'pages', 'page.tsx');
  writeFileSync(file, source);
  const result = await build({
    entryPoints: [file], bundle: true, write: false, format: 'esm', jsx: 'automatic', logLevel: 'silent',
    external: ['react', 'react-dom', 'react/*'], plugins: [docusaurusModules(siteDir)], nodePaths: [join(OPDOCS_ROOT, 'node_modules')],
  });
  return result.outputFiles[0].text;
}

Modules('every supported specifier names an existing file under theme/compat', () => {
  for (const specifier of Object.keys(DOCUSAURUS_MODULES)) {
    const file = docusaurusModuleFile(specifier);
    assert.ok(file?.startsWith(join(THEME_DIR, 'compat')), specifier);
    assert.ok(existsSync(file!), `${specifier} → ${file}`);
  }
  assert.is(docusaurusModuleFile('@docusaurus/Link'), join(THEME_DIR, 'compat', 'Link.tsx'));
});

Modules('the components pages lean on most are all there', () => {
  for (const s of ['@theme/Layout', '@theme/Heading', '@theme/CodeBlock', '@theme/Tabs', '@theme/TabItem', '@theme/Admonition', '@theme/Details',
    '@docusaurus/Link', '@docusaurus/useBaseUrl', '@docusaurus/useDocusaurusContext', '@docusaurus/BrowserOnly', '@docusaurus/Head',
    '@docusaurus/isInternalUrl', '@docusaurus/ExecutionEnvironment', '@docusaurus/useIsBrowser', '@docusaurus/Translate', '@docusaurus/router']) {
    assert.ok(docusaurusModuleFile(s), s);
  }
});

Modules('Docusaurus 3\'s unlisted banner and a site\'s own card list\'s DocCard are the theme\'s', () => {
  assert.is(docusaurusModuleFile('@theme/ContentVisibility/Unlisted'), docusaurusModuleFile('@theme/Unlisted'));
  assert.is(docusaurusModuleFile('@theme/DocCard'), join(THEME_DIR, 'compat', 'DocCard.tsx'));
});

Modules('unknown specifiers have no file', () => {
  assert.is(docusaurusModuleFile('@theme/DocItem'), undefined);
  assert.is(docusaurusModuleFile('@docusaurus/theme-mermaid/client'), undefined);
  assert.is(docusaurusModuleFile('react'), undefined);
});

Modules('the file of core behind an @docusaurus/<Name> alias is that same module', () => {
  assert.is(docusaurusModuleFile('@docusaurus/core/lib/client/exports/useDocusaurusContext'), docusaurusModuleFile('@docusaurus/useDocusaurusContext'));
  assert.is(docusaurusModuleFile('@docusaurus/core/lib/client/exports/Link.js'), join(THEME_DIR, 'compat', 'Link.tsx'));
  assert.is(docusaurusModuleFile('@docusaurus/core/lib/client/exports/NoSuchExport'), undefined);
});

Modules('a component the site swizzled into src/theme wins over ours, file or folder index', () => {
  mkdirSync(join(siteDir, 'src', 'theme', 'Admonition'), { recursive: true });
  writeFileSync(join(siteDir, 'src', 'theme', 'Admonition', 'index.js'), 'export default () => null;');
  writeFileSync(join(siteDir, 'src', 'theme', 'DocItem.tsx'), 'export default () => null;');
  assert.is(docusaurusModuleFile('@theme/Admonition', siteDir), join(siteDir, 'src', 'theme', 'Admonition', 'index.js'));
  assert.is(docusaurusModuleFile('@theme/DocItem', siteDir), join(siteDir, 'src', 'theme', 'DocItem.tsx'));
  assert.is(docusaurusModuleFile('@theme/Admonition'), join(THEME_DIR, 'compat', 'Admonition.ts'));
});

Modules('a swizzle needing a theme-common/internal name opdocs lacks gives way to the theme\'s own component where opdocs has one', () => {
  mkdirSync(join(siteDir, 'src', 'theme', 'Tabs'), { recursive: true });
  writeFileSync(join(siteDir, 'src', 'theme', 'Tabs', 'index.tsx'), "import { useTabs, type TabItemProps } from '@docusaurus/theme-common/internal';\nexport default function Tabs(props: { children?: TabItemProps }) { return useTabs(props); }\n");
  writeFileSync(join(siteDir, 'src', 'theme', 'Hoot.tsx'), "import { useTabs } from '@docusaurus/theme-common/internal';\nexport default () => useTabs({});\n");
  assert.is(docusaurusModuleFile('@theme/Tabs', siteDir), join(THEME_DIR, 'compat', 'Tabs.ts'));
  // A component opdocs has no file for stays the site's: its bundle error then names the import.
  assert.is(docusaurusModuleFile('@theme/Hoot', siteDir), join(siteDir, 'src', 'theme', 'Hoot.tsx'));
  // Once the swizzle needs nothing opdocs lacks, it is the site's again.
  writeFileSync(join(siteDir, 'src', 'theme', 'Tabs', 'index.tsx'), 'export default function Tabs() { return null; }\n');
  utimesSync(join(siteDir, 'src', 'theme', 'Tabs', 'index.tsx'), new Date(), new Date(Date.now() + 5000));
  assert.is(docusaurusModuleFile('@theme/Tabs', siteDir), join(siteDir, 'src', 'theme', 'Tabs', 'index.tsx'));
});

Modules('a page importing the supported modules bundles, with the theme\'s code inside', async () => {
  const out = await bundlePage([
    "import Layout from '@theme/Layout';",
    "import Link from '@docusaurus/Link';",
    "import useBaseUrl from '@docusaurus/useBaseUrl';",
    "import { useHistory } from '@docusaurus/router';",
    'export default function P() { useHistory(); return <Layout><Link to={useBaseUrl("/x")}>x</Link></Layout>; }',
  ].join('\n'));
  assert.match(out, 'pathname://');
  assert.match(out, 'autoAddBaseUrl');
});

Modules('a swizzled wrapper reaches our component through @theme-original', async () => {
  mkdirSync(join(siteDir, 'src', 'theme'), { recursive: true });
  writeFileSync(join(siteDir, 'src', 'theme', 'Details.tsx'),
    "import Original from '@theme-original/Details';\nexport default (p: object) => <section data-wrapped=\"yes\"><Original {...p} /></section>;");
  const out = await bundlePage("import Details from '@theme/Details';\nexport default () => <Details summary=\"s\">body</Details>;");
  assert.match(out, 'data-wrapped');
  assert.match(out, 'details__content');
});

/** The formatted user error of bundling `source` (paths relative to the site). */
async function failure(source: string): Promise<string> {
  try {
    await bundlePage(source);
  } catch (err) {
    const errors = asUserErrors(toUserErrors(err, 'browser bundle', { siteDir }));
    if (!errors) throw err;
    return formatErrors(errors, siteDir);
  }
  throw new Error('the bundle should fail');
}

Modules('a plugin\'s client API is an error at the importing line saying what exists instead', async () => {
  const text = await failure("import React from 'react';\nimport { useMermaidConfig } from '@docusaurus/theme-mermaid/client';\nexport default () => useMermaidConfig();");
  assert.is(text.split('\n').slice(0, 2).join('\n'), [
    'src/pages/page.tsx:2:34  error  browser bundle: "@docusaurus/theme-mermaid/client" is the client API of @docusaurus/theme-mermaid; opdocs runs no Docusaurus plugins, so it is not available',
    '  hint: opdocs provides @docusaurus/Link, @docusaurus/useBaseUrl, @docusaurus/useDocusaurusContext, @docusaurus/BrowserOnly, @docusaurus/ErrorBoundary, @docusaurus/Head, @docusaurus/isInternalUrl, @docusaurus/ExecutionEnvironment, @docusaurus/useIsBrowser, @docusaurus/useBrokenLinks, @docusaurus/useGlobalData, @docusaurus/Translate, @docusaurus/Interpolate, @docusaurus/router, @docusaurus/theme-common, @docusaurus/theme-common/internal, @docusaurus/plugin-content-docs/client, @docusaurus/plugin-content-blog/client, @docusaurus/theme-search-algolia/client; or write the component yourself under src/components/ and import it with "@site/src/components/…"',
  ].join('\n'));
});

Modules('a part of the docs plugin\'s client API opdocs lacks is named, with the parts there are', async () => {
  const text = await failure("import { useDocsData } from '@docusaurus/plugin-content-docs/client';\nexport default () => useDocsData()[0];");
  assert.match(text, 'src/pages/page.tsx:1:10  error  browser bundle: No matching export in "theme/compat/docs-client.ts" for import "useDocsData"');
  assert.match(text, 'hint: opdocs provides only part of this Docusaurus module, without "useDocsData": it has useDocsSidebar, useCurrentSidebarCategory, useCurrentSidebarSiblings, findFirstSidebarItemLink, filterDocCardListItems, isActiveSidebarItem, useDocById, useDoc, useVersions, useLatestVersion, useActiveVersion, useSidebarBreadcrumbs, useDocsVersion, useAllDocsData, useActivePlugin, useDocsPreferredVersion, useDocVersionSuggestions, useActiveDocContext, useActivePluginAndVersion, useLayoutDoc, useLayoutDocsSidebar, useDocsVersionCandidates, useDocSidebarItemsExpandedState, useVisibleSidebarItems, DocSidebarItemsExpandedStateProvider, DocsPreferredVersionContextProvider, useBreadcrumbsStructuredData, DocProvider; write that part');
});

Modules('an unknown theme component names the ones there are and the ways out', async () => {
  const text = await failure("import DocItem from '@theme/DocVersionRoot';\nexport default () => <DocItem />;");
  assert.is(text.split('\n').slice(0, 2).join('\n'), [
    'src/pages/page.tsx:1:21  error  browser bundle: "@theme/DocVersionRoot" is not a theme component opdocs provides',
    '  hint: opdocs provides @theme/Layout, @theme/Heading, @theme/CodeBlock, @theme/CodeBlock/Content/String, @theme/CodeBlock/Content/Element, @theme/CodeInline, @theme/Tabs, @theme/TabItem, @theme/Admonition, @theme/Admonition/Layout, @theme/Admonition/Types, @theme/Admonition/Icon/Note, @theme/Admonition/Icon/Tip, @theme/Admonition/Icon/Info, @theme/Admonition/Icon/Warning, @theme/Admonition/Icon/Danger, @theme/Admonition/Type/Note, @theme/Admonition/Type/Tip, @theme/Admonition/Type/Info, @theme/Admonition/Type/Warning, @theme/Admonition/Type/Danger, @theme/Admonition/Type/Caution, @theme/Details, @theme/TOCInline, @theme/DocCardList, @theme/DocCard, @theme/ThemedImage, @theme/IdealImage, @theme/Mermaid, @theme/MDXComponents, @theme/MDXComponents/A, @theme/MDXComponents/Code, @theme/MDXComponents/Pre, @theme/MDXComponents/Details, @theme/MDXComponents/Img, @theme/MDXComponents/Ul, @theme/MDXComponents/Li, @theme/MDXComponents/Head, @theme/MDXComponents/Heading, @theme/SearchBar, @theme/SearchTranslations, @theme/Footer/LinkItem, @theme/Footer/Links, @theme/Footer/Links/MultiColumn, @theme/Footer/Links/Simple, @theme/Footer/Logo, @theme/Footer/Copyright, @theme/Footer/Layout, @theme/DocItem/Content, @theme/DocItem/Paginator, @theme/DocPaginator, @theme/PaginatorNavLink, @theme/DocItem/TOC/Mobile, @theme/DocItem/TOC/Desktop, @theme/DocItem/Tags, @theme/DocBreadcrumbs, @theme/DocBreadcrumbs/StructuredData, @theme/DocVersionBanner, @theme/DocVersionBadge, @theme/ContentVisibility, @theme/BlogSidebar, @theme/BlogSidebar/Desktop, @theme/BlogSidebar/Mobile, @theme/BlogListPaginator, @theme/Blog/Components/Author, @theme/BlogPostItem/Header/Author, @theme/Blog/Components/Author/Socials, @theme/SearchMetadata, @theme/TagsListByLetter, @theme/BlogListPage/StructuredData, @theme/BlogPostPage/StructuredData, @theme/EditThisPage, @theme/LastUpdated, @theme/TagsListInline, @theme/EditMetaRow, @theme/TOCItems, @theme/TOCItems/Tree, @theme/DocSidebarItems, @theme/TOCCollapsible, @theme/Unlisted, @theme/ContentVisibility/Unlisted, @theme/SkipToContent, @theme/BackToTopButton, @theme/ErrorPageContent, @theme/NavbarItem/DefaultNavbarItem, @theme/NavbarItem/DropdownNavbarItem, @theme/NavbarItem/DocNavbarItem, @theme/NavbarItem/DocSidebarNavbarItem, @theme/NavbarItem/DocsVersionNavbarItem, @theme/NavbarItem/DocsVersionDropdownNavbarItem, @theme/NavbarItem/HtmlNavbarItem, @theme/NavbarItem/LocaleDropdownNavbarItem, @theme/NavbarItem/SearchNavbarItem, @theme/NavbarItem, @theme/Navbar/ColorModeToggle, @theme/Navbar/MobileSidebar/Toggle, @theme/Navbar/Search, @theme/Icon/<ExternalLink|Copy|Success|Edit|Arrow|Close|Menu|Home|DarkMode|LightMode|WordWrap|Language>, @theme/Icon/Socials/<GitHub|X|Twitter|LinkedIn|StackOverflow|Bluesky|Mastodon|Threads|Instagram|Twitch|YouTube|Default>; or write the component yourself under src/components/ and import it with "@site/src/components/…", or swizzle it into src/theme/DocVersionRoot',
  ].join('\n'));
});

Modules('internals of Docusaurus\' theme and other unknown modules say which they are', () => {
  assert.is(describeUnsupported('@docusaurus/theme-common/internal').text, '"@docusaurus/theme-common/internal" is internal to Docusaurus\' own theme; opdocs has a theme of its own');
  assert.is(describeUnsupported('@docusaurus/useRouteContext').text, '"@docusaurus/useRouteContext" is not a Docusaurus module opdocs provides');
});

Modules('@generated/docusaurus.config is the site\'s config, readable at a module\'s top level', async () => {
  writeFileSync(join(siteDir, 'site.config.json'), JSON.stringify({ title: 'Herons', url: 'https://example.org', baseUrl: '/birds', customFields: { dsn: 'wade-7' } }));
  const out = await bundlePage("import config from '@generated/docusaurus.config';\nconst dsn = config.customFields.dsn;\nexport default () => [dsn, config.title, config.baseUrl, config.tagline].join(' ');");
  const page = await import(`data:text/javascript,${encodeURIComponent(out)}`);
  assert.is(page.default(), 'wade-7 Herons /birds/ ');
});

Modules('another generated Docusaurus file points at useDocusaurusContext', async () => {
  const text = await failure("import data from '@generated/globalData';\nexport default () => data.x;");
  assert.match(text, 'src/pages/page.tsx:1:18  error  browser bundle: "@generated/globalData" is a file Docusaurus generates while it builds; opdocs does not write it');
  assert.match(text, 'hint: read the site configuration with useDocusaurusContext() from "@docusaurus/useDocusaurusContext"');
});

Modules('@docusaurus/utils-common, a package of plain helpers, is bundled from the site\'s installed copy', async () => {
  const pkg = join(siteDir, 'node_modules', '@docusaurus', 'utils-common');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: '@docusaurus/utils-common', version: '3.0.0', main: 'index.js' }));
  writeFileSync(join(pkg, 'index.js'), "exports.containerId = 'helper-marker';\n");
  const code = await bundlePage("import { containerId } from '@docusaurus/utils-common';\nexport default () => containerId;\n");
  assert.match(code, 'helper-marker');
});

Modules('a @theme/ component of an installed third-party theme is an error naming that package', async () => {
  mkdirSync(join(siteDir, 'node_modules', '@moths', 'docusaurus-lamp-search', 'lib', 'theme', 'SearchHits'), { recursive: true });
  writeFileSync(join(siteDir, 'node_modules', '@moths', 'docusaurus-lamp-search', 'lib', 'theme', 'SearchHits', 'index.js'), 'export default () => null;\n');
  const text = await failure("import SearchHits from '@theme/SearchHits';\nexport default SearchHits;");
  assert.match(text, 'src/pages/page.tsx:1:24  error  browser bundle: "@theme/SearchHits" is a component of @moths/docusaurus-lamp-search, a Docusaurus theme or plugin package whose components opdocs does not load');
  assert.match(text, 'hint: opdocs runs no Docusaurus plugins or other themes, so their components are not there: write this one yourself as src/theme/SearchHits');
  assert.is(describeUnsupported('@theme/SearchHits').text, '"@theme/SearchHits" is not a theme component opdocs provides');
});

Modules('a file of the docs or blog plugin\'s client code is that plugin\'s client module, and no other file of the plugin is', () => {
  assert.is(docusaurusModuleFile('@docusaurus/plugin-content-docs/lib/client/docSidebarItemsExpandedState.js'), docusaurusModuleFile('@docusaurus/plugin-content-docs/client'));
  assert.is(docusaurusModuleFile('@docusaurus/plugin-content-blog/src/client/index.ts'), join(THEME_DIR, 'compat', 'blog-client.ts'));
  assert.is(docusaurusModuleFile('@docusaurus/plugin-content-docs/lib/index.js'), undefined);
});

Modules('swizzledThemeFiles lists every file under src/theme, nested ones too, by a path that names no machine; none without the folder', () => {
  const site = join(ROOT, `.tmp-swizzled-${process.pid}`);
  try {
    for (const rel of ['src/theme/TOC/index.tsx', 'src/theme/DocCard/index.js', 'src/theme/Navbar/Search/styles.module.css']) {
      mkdirSync(join(site, rel, '..'), { recursive: true });
      writeFileSync(join(site, rel), '');
    }
    assert.equal(swizzledThemeFiles(site), ['DocCard/index.js', 'Navbar/Search/styles.module.css', 'TOC/index.tsx']);
    assert.equal(swizzledThemeFiles(join(site, 'src')), []);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

Modules.run();
