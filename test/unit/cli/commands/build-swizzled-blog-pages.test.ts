/**
 * A site's own blog pages: an ejected BlogListPage drawn with Docusaurus' list props inside the
 * site's ejected BlogLayout (with `@theme/BlogSidebar`), a wrapped BlogTagsPostsPage, an ejected
 * BlogTagsListPage and BlogArchivePage, and the pages nobody swizzled (a post, an author's list)
 * keeping the theme's own, in the site's frame.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Blog = suite('opdocs build: swizzled blog pages');

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.org', baseUrl: '/', contentDir: '.', blog: { postsPerPage: 2 } }),
  'blog/authors.yml': 'ada:\n  name: Ada Line\n  page: true\n',
  'blog/2024-01-01-first.md': '---\ntitle: First flight\ntags: [wind]\nauthors: ada\n---\nUp it goes.\n',
  'blog/2024-02-01-second.md': '---\ntitle: Second flight\ntags: [wind]\n---\nHigher now.\n',
  'blog/2024-03-01-third.md': '---\ntitle: Third flight\n---\nHighest yet.\n',
  'src/theme/BlogLayout/index.js': [
    "import React from 'react';",
    "import Layout from '@theme/Layout';",
    "import BlogSidebar from '@theme/BlogSidebar';",
    'export default function KiteBlogLayout({ sidebar, toc, children, ...layoutProps }) {',
    '  return (',
    '    <Layout {...layoutProps}>',
    '      <div className="kite-blog">',
    '        <BlogSidebar sidebar={sidebar} />',
    '        <main className="kite-main" data-recent={sidebar ? sidebar.items.map((i) => i.title).join("|") : "none"}>{children}</main>',
    '        {toc && <div className="kite-toc">{toc}</div>}',
    '      </div>',
    '    </Layout>',
    '  );',
    '}',
  ].join('\n'),
  'src/theme/BlogListPage/index.js': [
    "import React from 'react';",
    "import { PageMetadata, HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';",
    "import BlogLayout from '@theme/BlogLayout';",
    "import BlogListPaginator from '@theme/BlogListPaginator';",
    "import SearchMetadata from '@theme/SearchMetadata';",
    "import BlogPostItems from '@theme/BlogPostItems';",
    'export default function KiteList({ metadata, items, sidebar }) {',
    '  return (',
    '    <HtmlClassNameProvider className={ThemeClassNames.page.blogListPage}>',
    '      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />',
    '      <SearchMetadata tag="blog_posts_list" />',
    '      <BlogLayout sidebar={sidebar}>',
    '        <p className="kite-page">Page {metadata.page} of {metadata.totalPages} at {metadata.permalink}</p>',
    '        <ul className="kite-cards">{items.map(({ content }) => <li key={content.metadata.permalink}>{content.metadata.title} ({content.metadata.tags.map((t) => t.label).join(",")})</li>)}</ul>',
    '        <BlogPostItems items={items} />',
    '        <BlogListPaginator metadata={metadata} />',
    '      </BlogLayout>',
    '    </HtmlClassNameProvider>',
    '  );',
    '}',
  ].join('\n'),
  'src/theme/BlogTagsListPage/index.js': [
    "import React from 'react';",
    "import { translateTagsPageTitle } from '@docusaurus/theme-common';",
    "import BlogLayout from '@theme/BlogLayout';",
    "import TagsListByLetter from '@theme/TagsListByLetter';",
    'export default function KiteTags({ tags, sidebar }) {',
    '  return <BlogLayout sidebar={sidebar}><h1 className="kite-tags">{translateTagsPageTitle()} ({tags.map((t) => `${t.label}:${t.count}`).join(" ")})</h1><TagsListByLetter tags={tags} /></BlogLayout>;',
    '}',
  ].join('\n'),
  'src/theme/BlogArchivePage/index.js': [
    "import React from 'react';",
    "import Layout from '@theme/Layout';",
    "import Link from '@docusaurus/Link';",
    'export default function KiteArchive({ archive }) {',
    '  const years = new Map();',
    '  for (const post of archive.blogPosts) {',
    '    const year = post.metadata.date.slice(0, 4);',
    '    years.set(year, [...(years.get(year) ?? []), post]);',
    '  }',
    '  return <Layout title="Kite archive"><main className="kite-archive">{[...years].map(([year, posts]) => (',
    '    <section key={year} aria-label={year}><h2>{year}</h2><ul>{posts.map((p) => <li key={p.id}><Link to={p.metadata.permalink}>{p.metadata.formattedDate}: {p.metadata.title}</Link></li>)}</ul></section>',
    '  ))}</main></Layout>;',
    '}',
  ].join('\n'),
  'src/theme/BlogTagsPostsPage/index.js': [
    "import React from 'react';",
    "import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';",
    'export default function KiteTag(props) {',
    '  return <><p className="kite-tag">Tag {props.tag.label}, all tags at {props.tag.allTagsPath}</p><BlogTagsPostsPage {...props} /></>;',
    '}',
  ].join('\n'),
};

let dir = '';
Blog.before(async () => {
  dir = writeSiteFiles('opdocs-swizzled-blog-pages', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
});

const page = (path: string) => readFileSync(join(dir, 'build', path, 'index.html'), 'utf8');

Blog('the blog list is the site\'s page, given the list metadata, the posts and the sidebar, inside the site\'s layout', () => {
  const html = page('blog');
  assert.match(html, /<div class="kite-blog">/);
  assert.match(html, /<nav class="blog-sidebar__nav[^"]*" aria-label="Blog recent posts navigation">/);
  assert.match(html, /data-recent="Third flight\|Second flight\|First flight"/);
  assert.match(html, /<p class="kite-page">Page <!-- -->1<!-- --> of <!-- -->2<!-- --> at <!-- -->\/blog\/?<\/p>/);
  assert.match(html, /<li>Third flight<!-- --> \(<!-- -->\)<\/li><li>Second flight<!-- --> \(<!-- -->wind<!-- -->\)<\/li>/);
  // The posts themselves, by the theme's BlogPostItems, and the theme's list paginator.
  assert.match(html, /<article class="blog-post-item"/);
  assert.match(html, /<nav class="pagination-nav" aria-label="Blog list page navigation">.*href="\/blog\/page\/2"/s);
  assert.not.match(html, /blog-list-heading/);
});

Blog('the second list page has the newer entries link and the last post', () => {
  const html = page('blog/page/2');
  assert.match(html, /<p class="kite-page">Page <!-- -->2<!-- --> of <!-- -->2/);
  assert.match(html, /<li>First flight<!-- --> \(<!-- -->wind<!-- -->\)<\/li>/);
  assert.match(html, /<a[^>]*href="\/blog\/?"[^>]*><div class="pagination-nav__label">Newer entries/);
});

Blog('a tag\'s page is the wrapper around the theme\'s own list of the tag\'s posts, given the tag', () => {
  const html = page('blog/tags/wind');
  assert.match(html, /<p class="kite-tag">Tag <!-- -->wind<!-- -->, all tags at <!-- -->\/blog\/tags\/?<\/p>/);
  assert.match(html, /<h1 class="blog-list-heading">/);
  assert.match(html, /<div class="kite-blog">/);
});

Blog('the tags page is the site\'s, given each tag with its count, drawing the theme\'s letter groups', () => {
  const html = page('blog/tags');
  assert.match(html, /<h1 class="kite-tags">Tags<!-- --> \(<!-- -->wind:2<!-- -->\)<\/h1>/);
  assert.match(html, /<div class="tags-index">.*href="\/blog\/tags\/wind".*<\/div>/s);
  assert.match(html, /<div class="kite-blog">/);
});

Blog('the archive is the site\'s, given the posts newest first with their dates\' years', () => {
  const html = page('blog/archive');
  assert.match(html, /<main class="kite-archive"><section aria-label="2024"><h2>2024<\/h2><ul><li><a href="\/blog\/2024\/03\/01\/third">March 1<!-- -->: <!-- -->Third flight<\/a><\/li><li><a href="\/blog\/2024\/02\/01\/second">/);
  assert.not.match(html, /blog-archive__hero/);
});

Blog('a post\'s and an author\'s pages keep the theme\'s own content, in the site\'s layout', () => {
  const post = page('blog/2024/03/01/third');
  assert.match(post, /<div class="kite-blog">/);
  assert.match(post, /Highest yet\./);
  const author = page('blog/authors/ada');
  assert.match(author, /<h1 class="blog-list-heading">/);
  assert.not.match(author, /kite-page/);
});

Blog('the five swizzles are applied', () => {
  assert.equal(listSwizzled(dir).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [
    ['BlogArchivePage', 'BlogArchivePageSwizzle', null],
    ['BlogLayout', 'BlogLayoutSwizzle', null],
    ['BlogListPage', 'BlogListPageSwizzle', null],
    ['BlogTagsListPage', 'BlogTagsListPageSwizzle', null],
    ['BlogTagsPostsPage', 'BlogTagsPostsPageSwizzle', null],
  ]);
});

Blog.run();
