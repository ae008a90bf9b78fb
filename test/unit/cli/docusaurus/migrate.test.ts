import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { migrate } from '../../../../cli/commands/migrate.ts';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

const Migrate = suite('opdocs migrate: a Docusaurus-shaped repository builds in place');
let dir = '';
const printed: string[] = [];

Migrate.before(async () => {
  dir = copyFixture('docusaurus-migrate');
  await migrate({ dir, print: (l) => printed.push(l) });
});

Migrate('the TypeScript config is evaluated without its packages installed, and mapped to site.config.json', () => {
  const config = JSON.parse(readFileSync(join(dir, 'site.config.json'), 'utf8'));
  assert.equal([config.contentDir, config.url, config.baseUrl, config.title, config.favicon], ['.', 'https://widget.example.org', '/widget/', 'Widget', 'img/favicon.svg']);
  assert.equal(config.docs, { sidebarPath: 'sidebars.js', editUrl: 'https://github.com/example/widget/tree/main/' });
  // The blog's editUrl is a function; called once, it shows its base.
  assert.equal(config.blog, { showReadingTime: true, editUrl: 'https://github.com/example/widget/edit/main/', sidebar: { title: 'All posts' } });
  assert.equal(config.search, { provider: 'algolia', appId: 'APP', apiKey: 'public-key', indexName: 'widget' });
  assert.equal(config.customCss, ['src/css/custom.css']);
  assert.is(config.navbar.items[0].sidebarId, 'docsSidebar');
  assert.match(config.footer.copyright, /^Copyright © \d{4} Example$/);
  assert.equal([config.onBrokenLinks, config.onBrokenMarkdownLinks], ['throw', 'warn']);
  assert.equal(config.redirects, [{ from: '/old', to: '/docs/intro' }]);
});

Migrate('every setting or plugin it could not carry over is listed with what to do', () => {
  const text = printed.join('\n');
  assert.match(text, 'Not carried over (1):', text);
  assert.not.match(text, 'editUrl', 'a function joining the repository and the post\'s path carries over');
  assert.not.match(text, 'client-redirects', 'its redirects carry over');
  assert.match(text, 'themeConfig.prism:');
});

Migrate('content and labels of the default locale under i18n/<default>/ are read, as Docusaurus reads them', async () => {
  const site = copyFixture('docusaurus-migrate', 'migrate-default-locale-content');
  const configFile = join(site, 'docusaurus.config.ts');
  writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("i18n: { defaultLocale: 'en', locales: ['en'] }", "i18n: { defaultLocale: 'zh', locales: ['zh', 'en'] }"));
  const zh = join(site, 'i18n', 'zh');
  mkdirSync(join(zh, 'docusaurus-plugin-content-docs', 'current'), { recursive: true });
  writeFileSync(join(zh, 'docusaurus-plugin-content-docs', 'current', 'intro.md'), '# 介绍\n\n中文的介绍页。见[安装](./guide/setup.md)。\n');
  mkdirSync(join(zh, 'docusaurus-theme-classic'), { recursive: true });
  writeFileSync(join(zh, 'docusaurus-theme-classic', 'footer.json'), JSON.stringify({ copyright: { message: '版权所有' } }));
  const { notes } = await migrate({ dir: site, print: () => undefined });
  assert.equal(JSON.parse(readFileSync(join(site, 'site.config.json'), 'utf8')).i18n, { defaultLocale: 'zh', locales: ['zh', 'en'] });
  assert.not.ok(notes.some((n) => n.key === 'i18n.defaultLocale'), 'nothing to say: the folder is read');
  await buildSite({ siteDir: site, outDir: 'build', quiet: true }).catch((e) => assert.unreachable(formatErrors(asUserErrors(e) ?? [], site)));
  const page = (path: string) => readFileSync(join(site, 'build', path, 'index.html'), 'utf8');
  // The default locale at the base URL, with its page and label from i18n/zh/; the untranslated doc's link resolves.
  const intro = page('docs/intro');
  assert.match(intro, '中文的介绍页');
  assert.not.match(intro, 'See the');
  assert.match(intro, 'href="/widget/docs/guide/setup"');
  assert.match(intro, '版权所有');
  // English, the other locale, keeps the docs/ text and the config's own copyright.
  const en = page('en/docs/intro');
  assert.match(en, 'See the');
  assert.not.match(en, '版权所有');
});

Migrate('swizzled components: an applied one is not noted; one opdocs lacks imports for, and ones its theme has no place for, are', async () => {
  const site = copyFixture('docusaurus-migrate', 'migrate-swizzled');
  const theme = join(site, 'src', 'theme');
  for (const dir of ['DocItem/Footer', 'DocRoot', 'NavbarItem']) mkdirSync(join(theme, dir), { recursive: true });
  writeFileSync(join(theme, 'Root.js'), 'export default function Root({ children }) { return children; }\n');
  writeFileSync(join(theme, 'DocItem', 'Footer', 'index.js'), "import { useCodeWordWrap } from '@docusaurus/theme-common/internal';\nexport default function Footer() { return useCodeWordWrap() && null; }\n");
  writeFileSync(join(theme, 'DocItem', 'Footer', 'styles.module.css'), '.row { margin: 0; }\n');
  writeFileSync(join(theme, 'DocRoot', 'index.tsx'), 'export default function DocRoot() { return null; }\n');
  writeFileSync(join(theme, 'SearchBar.js'), "import Search from 'kite-search';\nexport default function SearchBar() { return <Search />; }\n");
  writeFileSync(join(theme, 'prism-include-languages.js'), 'export default function include(Prism) { Prism.languages.kite = {}; }\n');
  writeFileSync(join(theme, 'NavbarItem', 'ComponentTypes.js'), "import { useNavbarCodeTabs } from '@docusaurus/theme-common/internal';\nexport default { 'custom-kite': () => useNavbarCodeTabs() && null };\n");
  writeFileSync(join(theme, 'DocVersionRoot.js'), 'export default function DocVersionRoot() { return null; }\n');
  const { notes } = await migrate({ dir: site, force: true, print: () => undefined });
  const about = (key: string) => notes.filter((n) => n.key === key).map((n) => n.what);
  assert.equal(about('src/theme/DocItem/Footer/index.js'), ['not applied: it imports useCodeWordWrap from @docusaurus/theme-common/internal, which opdocs does not provide; the theme\'s own DocFooter stays']);
  assert.match(about('src/theme')[0], ': DocRoot, DocVersionRoot;');
  assert.match(about('src/theme')[0], 'it applies Root, Layout/Provider, Layout, MDXContent, DocItem, DocItem/Layout, DocRoot/Layout/Main, DocRoot/Layout, DocRoot/Layout/Sidebar, DocRoot/Layout/Sidebar/ExpandButton, DocSidebar, DocSidebar/Desktop, DocSidebar/Desktop/Content, DocSidebar/Desktop/CollapseButton, DocSidebar/Mobile, DocItem/Content, DocItem/Footer, DocItem/Paginator, DocPaginator, PaginatorNavLink, DocItem/Metadata, DocItem/TOC/Desktop, DocItem/TOC/Mobile, DocVersionBanner, DocVersionBadge, Navbar, Footer, Footer/Layout, Footer/Links, Footer/LinkItem, Footer/Links/MultiColumn, Footer/Links/Simple, Footer/Logo, Footer/Copyright, NotFound, NotFound/Content, SearchBar, SearchPage, CodeBlock, TOC, TOCItems, TOCItems/Tree, TOCCollapsible, DocCard, DocCardList, DocBreadcrumbs, DocBreadcrumbs/Items/Home, BlogPostItem/Header/Title, BlogPostItem, BlogPostItems, BlogPostItem/Container, BlogPostItem/Header, BlogPostItem/Header/Info, BlogPostItem/Header/Authors, BlogPostItem/Content, BlogPostItem/Footer, BlogPostItem/Footer/ReadMoreLink, BlogPostPaginator, BlogPostPage/Metadata, BlogLayout, BlogListPage, BlogTagsPostsPage, BlogPostPage, BlogTagsListPage, BlogArchivePage, Blog/Pages/BlogAuthorsListPage, Blog/Pages/BlogAuthorsPostsPage, BlogAuthorsListPage, BlogAuthorsPostsPage, DocSidebarItems, Icon/Edit, DocSidebarItem/Link, DocSidebarItem, DocSidebarItem/Category, DocSidebarItem/Html, NavbarItem/ComponentTypes, NavbarItem/NavbarNavLink, NavbarItem/LocaleDropdownNavbarItem, NavbarItem/DocsVersionDropdownNavbarItem, Navbar/Content, Navbar/Logo, Navbar/Search, Navbar/MobileSidebar/Header, Navbar/Layout, Navbar/MobileSidebar, Navbar/MobileSidebar/Layout, Navbar/MobileSidebar/PrimaryMenu, Navbar/MobileSidebar/SecondaryMenu, Navbar/MobileSidebar/Toggle, Logo, ColorModeToggle, Icon/LightMode, Icon/DarkMode, Navbar/ColorModeToggle, AnnouncementBar, AnnouncementBar/Content, AnnouncementBar/CloseButton, Admonition, Admonition/Layout, Admonition/Types, Admonition/Icon/Note, Admonition/Icon/Tip, Admonition/Icon/Info, Admonition/Icon/Warning, Admonition/Icon/Danger, Admonition/Type/Note, Admonition/Type/Tip, Admonition/Type/Info, Admonition/Type/Warning, Admonition/Type/Danger, Admonition/Type/Caution');
  assert.equal(about('src/theme/SearchBar.js'), ['not applied: it imports kite-search, which is not installed (run npm install in the site folder to apply it); the theme\'s own SearchSlot stays']);
  assert.match(about('src/theme/prism-include-languages.js')[0], 'not used: opdocs colours code with highlight.js');
  assert.equal(about('src/theme/NavbarItem/ComponentTypes.js'), ['not applied: it imports useNavbarCodeTabs from @docusaurus/theme-common/internal, which opdocs does not provide; the theme\'s own NavbarItemTypes stays']);
  assert.not.ok(notes.some((n) => n.key.includes('Root')));
});

Migrate('MDXComponents giving Markdown\'s own elements a component (a: LocalLink) is noted; its capitalized components are not', async () => {
  const site = copyFixture('docusaurus-migrate', 'migrate-mdx-elements');
  mkdirSync(join(site, 'src', 'theme'), { recursive: true });
  writeFileSync(join(site, 'src', 'theme', 'MDXComponents.js'), [
    "import Original from '@theme-original/MDXComponents';", "import OwnLink from '../components/OwnLink';", "import Badge from '../components/Badge';",
    'export default { ...Original, a: OwnLink, img: OwnLink, Badge };', '',
  ].join('\n'));
  const { notes } = await migrate({ dir: site, force: true, print: () => undefined });
  const about = notes.filter((n) => n.key === 'src/theme/MDXComponents.js').map((n) => n.what);
  assert.equal(about.length, 1);
  assert.match(about[0], 'its components for Markdown\'s own elements (<a>, <img>) are not used');
  assert.not.match(about[0], 'Badge');
});

Migrate('a React page (.js ones too) is listed only for Docusaurus modules opdocs does not provide', async () => {
  const site = copyFixture('docusaurus-migrate', 'migrate-pages');
  writeFileSync(join(site, 'src', 'pages', 'team.tsx'), "import Link from '@docusaurus/Link';\nimport Layout from '@theme/Layout';\nexport default function Team() { return <Layout><Link to=\"/\">Home</Link></Layout>; }\n");
  writeFileSync(join(site, 'src', 'pages', 'versions.tsx'), "import { useMermaidConfig } from '@docusaurus/theme-mermaid/client';\nexport default function V() { return <p>{String(useMermaidConfig())}</p>; }\n");
  writeFileSync(join(site, 'src', 'pages', 'home.js'), "import Layout from '@theme/Layout';\nexport default function Home() { return <Layout><p>Hi</p></Layout>; }\n");
  const lines: string[] = [];
  await migrate({ dir: site, print: (l) => lines.push(l) });
  const text = lines.join('\n');
  assert.not.match(text, 'src/pages/team.tsx');
  assert.not.match(text, 'src/pages/home.js');
  assert.match(text, "src/pages/versions.tsx: imports @docusaurus/theme-mermaid/client, which opdocs does not provide; the build will report where");
});

Migrate('docs or blog turned off is a note only when that folder exists', async () => {
  const site = copyFixture('docusaurus-migrate', 'migrate-off');
  writeFileSync(join(site, 'docusaurus.config.ts'), "export default { title: 'Off', url: 'https://e.org', presets: [['classic', { docs: false, blog: false }]] };\n");
  const lines: string[] = [];
  await migrate({ dir: site, force: true, print: (l) => lines.push(l) });
  const text = lines.join('\n');
  assert.ok(existsSync(join(site, 'docs')) && existsSync(join(site, 'blog')), 'the fixture has both folders');
  assert.match(text, 'presets.classic.docs: docs are off');
  rmSync(join(site, 'docs'), { recursive: true });
  lines.length = 0;
  await migrate({ dir: site, force: true, print: (l) => lines.push(l) });
  assert.not.match(lines.join('\n'), 'presets.classic.docs');
  assert.match(lines.join('\n'), 'presets.classic.blog: the blog is off');
});

Migrate('a key opdocs does not have is left out alone: the navbar item that held it stays', async () => {
  const site = copyFixture('docusaurus-migrate', 'migrate-keys');
  writeFileSync(join(site, 'docusaurus.config.ts'), [
    "export default { title: 'Keys', url: 'https://e.org', presets: [['classic', {}]],",
    "  themeConfig: { navbar: { items: [{ type: 'doc', docId: 'intro', sidebarId: 'docsSidebar', label: 'Intro', position: 'left' }] } } };",
  ].join('\n'));
  const lines: string[] = [];
  await migrate({ dir: site, force: true, print: (l) => lines.push(l) });
  const config = JSON.parse(readFileSync(join(site, 'site.config.json'), 'utf8'));
  assert.equal(config.navbar.items, [{ type: 'doc', position: 'left', docId: 'intro', label: 'Intro' }]);
  assert.match(lines.join('\n'), 'navbar.items[0]: left out "sidebarId": opdocs has no such key here');
});

Migrate('then the build gives the routes Docusaurus gives, at the same URLs', async () => {
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).catch((e) => assert.unreachable(formatErrors(asUserErrors(e) ?? [], dir)));
  const pages = fg.sync('**/index.html', { cwd: join(dir, 'build') }).sort();
  for (const route of [
    'docs/intro', 'docs/guide/setup', 'blog', 'blog/2025/02/03/widgets-ship', 'blog/archive', 'blog/tags', 'blog/tags/3-d-models', 'blog/tags/html-5', 'about',
  ]) assert.ok(pages.includes(`${route}/index.html`), `${route} in ${pages.join(', ')}`);
  assert.ok(pages.includes('index.html'), 'the Markdown home page from src/pages/index.md');
  const post = readFileSync(join(dir, 'build/blog/2025/02/03/widgets-ship/index.html'), 'utf8');
  assert.match(post, '<title>Widgets ship | Widget</title>');
  assert.not.match(post, /<h1[^>]*>Widgets ship<\/h1>[\s\S]*<h1/);
  const intro = readFileSync(join(dir, 'build/docs/intro/index.html'), 'utf8');
  assert.match(intro, 'href="https://github.com/example/widget/tree/main/docs/intro.md"');
  assert.match(intro, 'href="/widget/docs/guide/setup"');
});

Migrate('an existing site.config.json is kept unless --force', async () => {
  writeFileSync(join(dir, 'site.config.json'), '{"title":"mine","url":"https://example.com"}');
  const errors = await migrate({ dir, print: () => undefined }).then(() => null, (e) => asUserErrors(e));
  assert.ok(errors);
  assert.match(formatErrors(errors, dir), 'site.config.json  error  site.config.json already exists\n  hint: run `opdocs migrate --force` to replace it');
  assert.is(JSON.parse(readFileSync(join(dir, 'site.config.json'), 'utf8')).title, 'mine');
  await migrate({ dir, force: true, print: () => undefined });
  assert.is(JSON.parse(readFileSync(join(dir, 'site.config.json'), 'utf8')).title, 'Widget');
  assert.ok(existsSync(join(dir, 'site.config.json')));
});

Migrate('a Docusaurus 2 site gets MDX 1 text, and its page with braces and `<` then builds; a Docusaurus 3 one does not', async () => {
  const v2 = copyFixture('docusaurus-migrate', 'migrate-v2');
  writeFileSync(join(v2, 'package.json'), JSON.stringify({ name: 'old-docs', dependencies: { '@docusaurus/core': '^2.4.1', '@docusaurus/preset-classic': '^2.4.1' } }));
  writeFileSync(join(v2, 'docs', 'levels.md'), '# Levels\n\n## Level 2 { Day Projects } Medium\n\n{% hint style="info" %}\nA GitBook hint.\n{% endhint %}\n\nKeep the capacity <= the tick; see <https://example.org/ticks>.\n');
  const lines: string[] = [];
  await migrate({ dir: v2, print: (l) => lines.push(l) });
  const config = JSON.parse(readFileSync(join(v2, 'site.config.json'), 'utf8'));
  assert.equal(config.markdown?.mdx1Compat, { text: true });
  assert.match(lines.join('\n'), 'A Docusaurus 2 site: Markdown text is read as MDX 1 read it');
  await buildSite({ siteDir: v2, outDir: 'build', quiet: true });
  const html = readFileSync(join(v2, 'build', 'docs', 'levels', 'index.html'), 'utf8');
  assert.match(html, 'Level 2 { Day Projects } Medium');
  assert.match(html, '{% hint style=&quot;info&quot; %}');
  assert.match(html, 'Keep the capacity &lt;= the tick; see <a href="https://example.org/ticks"');

  const v3 = copyFixture('docusaurus-migrate', 'migrate-v3');
  writeFileSync(join(v3, 'package.json'), JSON.stringify({ name: 'new-docs', dependencies: { '@docusaurus/core': '3.7.0' } }));
  await migrate({ dir: v3, print: () => undefined });
  assert.is(JSON.parse(readFileSync(join(v3, 'site.config.json'), 'utf8')).markdown?.mdx1Compat, undefined);
});

Migrate('a simple footer, html navbar items, a docsVersion dropdown entry and link titles carry over and build', async () => {
  const site = copyFixture('docusaurus-migrate', 'migrate-chrome');
  writeFileSync(join(site, 'docusaurus.config.ts'), [
    "export default { title: 'Chrome', url: 'https://e.org', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],",
    '  themeConfig: {',
    "    navbar: { items: [",
    "      { type: 'html', position: 'right', value: '<span class=\"navbar-separator\"></span>' },",
    "      { label: 'Versions', position: 'right', items: [{ type: 'docsVersion', to: '/docs/intro', label: 'Next' }, { type: 'docsVersion' }] },",
    "      { href: 'https://github.com/example/widget', label: 'GitHub', title: 'Source on GitHub', position: 'right' },",
    '    ] },',
    "    footer: { links: [{ label: 'Terms', href: 'https://e.org/terms' }, { label: 'Setup', to: '/docs/guide/setup' }] },",
    '  } };',
  ].join('\n'));
  const lines: string[] = [];
  await migrate({ dir: site, force: true, print: (l) => lines.push(l) });
  assert.not.match(lines.join('\n'), /navbar|footer/, lines.join('\n'));
  const config = JSON.parse(readFileSync(join(site, 'site.config.json'), 'utf8'));
  assert.equal(config.footer.links, [{ label: 'Terms', href: 'https://e.org/terms' }, { label: 'Setup', to: '/docs/guide/setup' }]);
  assert.is(config.navbar.items[2].title, 'Source on GitHub');
  await buildSite({ siteDir: site, outDir: 'build', quiet: true }).catch((e) => assert.unreachable(formatErrors(asUserErrors(e) ?? [], site)));
  const html = readFileSync(join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8');
  assert.match(html, '<div class="navbar__item"><span class="navbar-separator"></span></div>');
  assert.match(html, /<a[^>]*href="\/docs\/intro"[^>]*>Next<\/a>/);
  assert.match(html, /title="Source on GitHub"/);
  assert.match(html, /<nav class="footer__row" aria-label="Footer">.*>Terms<.*href="\/docs\/guide\/setup"[^>]*>Setup<\/a>/s);
});

Migrate.run();
