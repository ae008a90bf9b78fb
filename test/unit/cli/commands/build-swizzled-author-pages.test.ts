/**
 * A site's own author pages (Docusaurus 3.5's Blog/Pages/BlogAuthorsListPage and
 * BlogAuthorsPostsPage, ejected), drawn with Docusaurus' props from the theme's parts, an
 * author's social links with their icons, `@theme/BlogSidebar` in a React page with no blog
 * frame, a TypeScript swizzle importing a props type opdocs' stand-in does not export, an
 * ejected Navbar/ColorModeToggle, an ejected CodeBlock drawing its code with
 * `@theme/CodeBlock/Content/String`, and an ejected TOCCollapsible (one build for all, as each
 * build costs seconds).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled, uninstalledSwizzles } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Authors = suite('opdocs build: swizzled author pages');

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.org', baseUrl: '/', contentDir: '.', blog: { postsPerPage: 2, onUntruncatedBlogPosts: 'ignore' } }),
  'blog/authors.yml': [
    'ada:', '  name: Ada Line', '  title: Flyer', '  page: true', '  socials:',
    '    github: https://github.com/ada-line', '    kitefeed: https://kites.example.org/ada',
    'bo:', '  name: Bo Reel', '  page: true',
  ].join('\n'),
  'blog/2024-01-01-first.md': '---\ntitle: First flight\nauthors: ada\n---\nUp it goes.\n',
  'blog/2024-02-01-second.md': '---\ntitle: Second flight\nauthors: ada\n---\nHigher now.\n',
  'blog/2024-03-01-third.md': '---\ntitle: Third flight\nauthors: [ada, bo]\n---\nHighest yet.\n',
  'docs/lines.md': '---\ntitle: Lines\n---\nAbout lines.\n\n## Slack lines\n\nLoose.\n\n### Very slack\n\nLooser.\n\n```js title="knot.js"\nconst knot = "bowline";\n```\n',
  'src/theme/TOCCollapsible/index.js': [
    "import React from 'react';",
    "import { useCollapsible, Collapsible } from '@docusaurus/theme-common';",
    "import TOCItems from '@theme/TOCItems';",
    'export default function KiteFold({ toc, className }) {',
    '  const { collapsed, toggleCollapsed } = useCollapsible({ initialState: true });',
    '  return <div className={["kite-fold", className].filter(Boolean).join(" ")}>',
    '    <button type="button" aria-expanded={!collapsed} onClick={toggleCollapsed}>Contents: {toc.map((t) => `${t.id}@${t.level}`).join(" ")}</button>',
    '    <Collapsible lazy collapsed={collapsed}><TOCItems toc={toc} /></Collapsible>',
    '  </div>;',
    '}',
  ].join('\n'),
  'src/theme/CodeBlock/index.js': [
    "import React, { isValidElement } from 'react';",
    "import useIsBrowser from '@docusaurus/useIsBrowser';",
    "import ElementContent from '@theme/CodeBlock/Content/Element';",
    "import StringContent from '@theme/CodeBlock/Content/String';",
    'const asText = (children) => (React.Children.toArray(children).some((c) => isValidElement(c)) ? children : Array.isArray(children) ? children.join("") : children);',
    'export default function KiteCode({ children, ...props }) {',
    '  const isBrowser = useIsBrowser();',
    '  const code = asText(children);',
    '  const Content = typeof code === "string" ? StringContent : ElementContent;',
    '  return <div className="kite-code" data-kind={typeof code}><Content key={String(isBrowser)} {...props}>{code}</Content></div>;',
    '}',
  ].join('\n'),
  'docs/winds.md': '---\ntitle: Winds\n---\nAbout winds.\n',
  'src/theme/Blog/Pages/BlogAuthorsListPage/index.js': [
    "import React from 'react';",
    "import { PageMetadata, HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';",
    "import { translateBlogAuthorsListPageTitle } from '@docusaurus/theme-common/internal';",
    "import BlogLayout from '@theme/BlogLayout';",
    "import SearchMetadata from '@theme/SearchMetadata';",
    "import Heading from '@theme/Heading';",
    "import Author from '@theme/Blog/Components/Author';",
    'export default function KiteAuthors({ authors, sidebar }) {',
    '  const title = translateBlogAuthorsListPageTitle();',
    '  return (',
    '    <HtmlClassNameProvider className={ThemeClassNames.page.blogAuthorsListPage}>',
    '      <PageMetadata title={title} /><SearchMetadata tag="blog_authors_list" />',
    '      <BlogLayout sidebar={sidebar}>',
    '        <Heading as="h1">{title}</Heading>',
    '        <ul className="kite-authors">{authors.map((a) => <li key={a.key} data-page={a.page ? a.page.permalink : ""}><Author as="h2" author={a} count={a.count} /></li>)}</ul>',
    '      </BlogLayout>',
    '    </HtmlClassNameProvider>',
    '  );',
    '}',
  ].join('\n'),
  'src/theme/Blog/Pages/BlogAuthorsPostsPage/index.js': [
    "import React from 'react';",
    "import Link from '@docusaurus/Link';",
    "import { PageMetadata } from '@docusaurus/theme-common';",
    "import { useBlogAuthorPageTitle, BlogAuthorsListViewAllLabel, BlogAuthorNoPostsLabel } from '@docusaurus/theme-common/internal';",
    "import { useBlogMetadata } from '@docusaurus/plugin-content-blog/client';",
    "import BlogLayout from '@theme/BlogLayout';",
    "import BlogListPaginator from '@theme/BlogListPaginator';",
    "import BlogPostItems from '@theme/BlogPostItems';",
    "import Author from '@theme/Blog/Components/Author';",
    "import AuthorSocials from '@theme/Blog/Components/Author/Socials';",
    'export default function KiteAuthorPosts({ author, items, listMetadata, sidebar }) {',
    '  const title = useBlogAuthorPageTitle(author);',
    '  const { authorsListPath } = useBlogMetadata();',
    '  return (',
    '    <BlogLayout sidebar={sidebar}>',
    '      <PageMetadata title={title} />',
    '      <header className="kite-author" data-count={author.count}>',
    '        <Author as="h1" author={author} />',
    '        <AuthorSocials author={author} className="kite-socials" />',
    '        <Link href={authorsListPath}><BlogAuthorsListViewAllLabel /></Link>',
    '      </header>',
    '      {items.length === 0 ? <p><BlogAuthorNoPostsLabel /></p> : <BlogPostItems items={items} />}',
    '      <BlogListPaginator metadata={listMetadata} />',
    '    </BlogLayout>',
    '  );',
    '}',
  ].join('\n'),
  'src/pages/recent.js': [
    "import React from 'react';",
    "import Layout from '@theme/Layout';",
    "import BlogSidebar from '@theme/BlogSidebar';",
    "const sidebar = { title: 'Kite news', items: [{ title: 'First flight', permalink: '/blog/2024/01/01/first', unlisted: false }] };",
    'export default function Recent() {',
    '  return <Layout title="Recent"><div className="row kite-row"><BlogSidebar sidebar={sidebar} /><main className="col">News</main></div></Layout>;',
    '}',
  ].join('\n'),
  'src/theme/Navbar/ColorModeToggle/index.js': [
    "import React from 'react';",
    "import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';",
    "import ColorModeToggle from '@theme/ColorModeToggle';",
    'export default function KiteToggle({ className }) {',
    '  const { disableSwitch, respectPrefersColorScheme } = useThemeConfig().colorMode;',
    '  const { colorMode, setColorMode } = useColorMode();',
    '  if (disableSwitch) return null;',
    '  return <div className="kite-toggle" data-where={className}><ColorModeToggle className={className} respectPrefersColorScheme={respectPrefersColorScheme} value={colorMode} onChange={setColorMode} /></div>;',
    '}',
  ].join('\n'),
  // TypeScript drops `Props`, used only as a type: the swizzle applies although the stand-in has no such export.
  'src/theme/DocPaginator/index.tsx': [
    "import React from 'react';",
    "import PaginatorNavLink, { Props } from '@theme/PaginatorNavLink';",
    'interface KiteProps { previous?: Props; next?: Props }',
    'export default function KitePaginator({ previous, next }: KiteProps) {',
    '  return <nav className="kite-pager" aria-label="Kite pages">{previous && <PaginatorNavLink {...previous} subLabel="Back" />}{next && <PaginatorNavLink {...next} subLabel="On" isNext />}</nav>;',
    '}',
  ].join('\n'),
};

let dir = '';
Authors.before(async () => {
  dir = writeSiteFiles('opdocs-swizzled-author-pages', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
});

const page = (path: string) => readFileSync(join(dir, 'build', path, 'index.html'), 'utf8');

Authors('the authors page is the site\'s, given each author with its post count and page, in the blog frame', () => {
  const html = page('blog/authors');
  assert.match(html, /<title>Authors \| Kites<\/title>/);
  assert.match(html, /<aside class="col col--3 blog-sidebar">/);
  assert.match(html, /<h1>Authors<\/h1><ul class="kite-authors"><li data-page="\/blog\/authors\/ada">/);
  assert.match(html, /<h2 class="avatar__name"[^>]*><a class="avatar__name-link" href="\/blog\/authors\/ada">Ada Line<\/a><span class="author-card__count"> \(<!-- -->3 posts<!-- -->\)/);
  assert.match(html, /href="\/blog\/authors\/bo">Bo Reel<\/a><span class="author-card__count"> \(<!-- -->One post<!-- -->\)/);
  assert.not.match(html, /authors-list__item/);
});

Authors('an author\'s page is the site\'s: its title, the author as its one h1, socials with icons and names, the posts and the pager', () => {
  const html = page('blog/authors/ada');
  assert.match(html, /<title>Ada Line - 3 posts \| Kites<\/title>/);
  assert.match(html, /<header class="kite-author" data-count="3">/);
  assert.equal(html.match(/<h1[ >]/g)?.length, 1);
  assert.match(html, /<h1 class="avatar__name"[^>]*><a class="avatar__name-link" href="\/blog\/authors\/ada">Ada Line<\/a><\/h1>/);
  const socials = /<ul class="author-card__socials author-socials kite-socials">(.*?)<\/ul>/.exec(html)?.[1] ?? '';
  assert.match(socials, /<a class="author-card__social" title="GitHub" aria-label="Ada Line on GitHub" href="https:\/\/github.com\/ada-line"[^>]*><svg[^>]*aria-hidden="true"/);
  assert.match(socials, /aria-label="Ada Line on kitefeed" href="https:\/\/kites.example.org\/ada"/);
  assert.match(html, /<a href="\/blog\/authors\/?">View all authors<\/a>/);
  assert.match(html, /<article class="blog-post-item"/);
  assert.match(html, /<nav class="pagination-nav" aria-label="Blog list page navigation">.*href="\/blog\/authors\/ada\/authors\/2"/s);
});

Authors('an author with one post gets the site\'s page with that post and no pager link', () => {
  const html = page('blog/authors/bo');
  assert.match(html, /<title>Bo Reel - One post \| Kites<\/title>/);
  assert.match(html, /Third flight/);
  assert.not.match(html, /pagination-nav__link--next/);
});

Authors('BlogSidebar in a React page with no blog frame draws its aside and list from the site\'s own sidebar', () => {
  const html = page('recent');
  assert.match(html, /<div class="row kite-row"><aside class="col col--3 blog-sidebar"><nav class="blog-sidebar__nav[^"]*" aria-label="Blog recent posts navigation"><div class="blog-sidebar__title">Kite news<\/div>/);
  assert.match(html, /<a class="blog-sidebar__link" href="\/blog\/2024\/01\/01\/first">First flight<\/a>/);
});

Authors('a TypeScript swizzle that imports a props type opdocs\' stand-in lacks applies, with no warning', () => {
  assert.match(page('docs/lines'), /<nav class="kite-pager" aria-label="Kite pages"><a class="pagination-nav__link pagination-nav__link--next" href="\/docs\/winds"><div class="pagination-nav__sublabel">On<\/div>/);
  assert.equal(uninstalledSwizzles(dir), []);
});

Authors('an ejected Navbar/ColorModeToggle draws the navbar\'s switch, given its place\'s class, around the theme\'s toggle', () => {
  const html = page('recent');
  assert.match(html, /<div class="kite-toggle" data-where="navbar__color-mode"><div class="color-mode-toggle navbar__color-mode"><button type="button"[^>]*aria-label="Switch between dark and light mode/);
  assert.is(html.match(/kite-toggle/g)?.length, 1);
});

Authors('an ejected CodeBlock drawing its code with @theme/CodeBlock/Content/String gets the theme\'s highlighted block', () => {
  const doc = page('docs/lines');
  assert.match(doc, /<div class="kite-code" data-kind="string"><div class="code-block theme-code-block" data-language="js"><div class="code-block__title">knot.js<\/div>/);
  assert.match(doc, /<code class="language-js">.*hljs.*bowline/s);
  assert.match(doc, /<button type="button" class="code-block__copy" aria-label="Copy code to clipboard"/);
});

Authors('an ejected TOCCollapsible is the folded TOC over a doc, given the flat headings with their levels', () => {
  const html = page('docs/lines');
  assert.match(html, /<div class="kite-fold"><button type="button" aria-expanded="false">Contents: <!-- -->slack-lines@2 very-slack@3<\/button>/);
  assert.not.match(html, /toc-collapsible__button/);
});

Authors('migrate\'s list shows both author pages applied in their places', () => {
  const points = Object.fromEntries(listSwizzled(dir).map((f) => [f.name, f.point]));
  assert.is(points['Blog/Pages/BlogAuthorsListPage'], 'BlogAuthorsListPageSwizzle');
  assert.is(points['Blog/Pages/BlogAuthorsPostsPage'], 'BlogAuthorsPostsPageSwizzle');
  assert.is(points.DocPaginator, 'DocPaginator');
  assert.is(points['Navbar/ColorModeToggle'], 'ColorModeSwitch');
  assert.is(points.TOCCollapsible, 'TOCCollapsibleSwizzle');
});

Authors.run();
