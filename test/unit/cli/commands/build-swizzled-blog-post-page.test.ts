/**
 * A swizzled BlogPostPage: ejected, it puts the post in scope with BlogPostProvider and draws it
 * from the theme's parts (BlogLayout, BlogPostItem, TOC, BlogPostPaginator) given Docusaurus'
 * `content` and `sidebar`; wrapped, the theme's own page is drawn inside the wrapper.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Post = suite('opdocs build: swizzled BlogPostPage');

const BLOG = {
  'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'blog/2024-01-01-first.md': '---\ntitle: First flight\n---\nUp it goes.\n',
  'blog/2024-02-01-second.md': '---\ntitle: Second flight\nmood: breezy\n---\nHigher now.\n\n## Landing\n\nSoftly.\n',
};

const EJECTED = {
  ...BLOG,
  'src/theme/BlogPostPage/index.js': [
    "import React from 'react';",
    "import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';",
    "import { BlogPostProvider, useBlogPost } from '@docusaurus/plugin-content-blog/client';",
    "import BlogLayout from '@theme/BlogLayout';",
    "import BlogPostItem from '@theme/BlogPostItem';",
    "import BlogPostPaginator from '@theme/BlogPostPaginator';",
    "import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';",
    "import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';",
    "import TOC from '@theme/TOC';",
    'function KiteInner({ sidebar, children }) {',
    '  const { metadata, toc, isBlogPostPage } = useBlogPost();',
    '  const { prevItem, nextItem, frontMatter } = metadata;',
    '  return (',
    '    <BlogLayout sidebar={sidebar} toc={toc.length ? <TOC toc={toc} /> : undefined}>',
    '      <p className="kite-by">{metadata.title} on {metadata.formattedDate}{frontMatter.mood ? ", " + frontMatter.mood : ""}{isBlogPostPage ? " (page)" : ""}</p>',
    '      <BlogPostItem>{children}</BlogPostItem>',
    '      {(prevItem || nextItem) && <BlogPostPaginator prevItem={prevItem} nextItem={nextItem} />}',
    '    </BlogLayout>',
    '  );',
    '}',
    'export default function KitePost({ content: Body, sidebar }) {',
    '  return (',
    '    <BlogPostProvider content={Body} isBlogPostPage>',
    '      <HtmlClassNameProvider className={ThemeClassNames.page.blogPostPage}>',
    '        <BlogPostPageMetadata />',
    '        <BlogPostPageStructuredData />',
    '        <KiteInner sidebar={sidebar}><Body /></KiteInner>',
    '      </HtmlClassNameProvider>',
    '    </BlogPostProvider>',
    '  );',
    '}',
  ].join('\n'),
};

const WRAPPED = {
  ...BLOG,
  'src/theme/BlogPostPage/index.js': [
    "import React from 'react';",
    "import BlogPostPage from '@theme-original/BlogPostPage';",
    'export default function KiteWrapper(props) {',
    '  return <><BlogPostPage {...props} /><aside className="kite-share" aria-label="Share">Share {props.content.metadata.title}</aside></>;',
    '}',
  ].join('\n'),
};

const dirs: Record<string, string> = {};
Post.before(async () => {
  for (const [name, files] of Object.entries({ EJECTED, WRAPPED })) {
    dirs[name] = writeSiteFiles(`opdocs-swizzled-blog-post-${name.toLowerCase()}`, files);
    await buildSite({ siteDir: dirs[name], outDir: 'build', quiet: true });
  }
});

const page = (site: string, path: string) => readFileSync(join(dirs[site], 'build', path, 'index.html'), 'utf8');

Post('an ejected page draws the post with the theme\'s parts, reading it with useBlogPost()', () => {
  const html = page('EJECTED', 'blog/2024/02/01/second');
  assert.match(html, /<p class="kite-by">Second flight<!-- --> on <!-- -->February 1, 2024<!-- -->, breezy<!-- --> \(page\)<\/p>/);
  assert.match(html, /<article class="blog-post-page-article"[^>]*>.*Higher now\..*<\/article>/s);
  assert.match(html, /<nav class="blog-sidebar__nav[^"]*" aria-label="Blog recent posts navigation">/);
  assert.match(html, /href="#landing"/);
  assert.match(html, /<nav class="pagination-nav" aria-label="Blog post page navigation">.*First flight.*<\/nav>/s);
  assert.match(html, /<title>Second flight \| Kites<\/title>/);
  assert.is(html.match(/<p>Higher now\.<\/p>/g)?.length, 1);
});

Post('an ejected page drawing StructuredData, and a wrapper\'s page, each carry the post\'s JSON-LD once (the build writes it into the head)', () => {
  const blocks = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
  const ejected = blocks(page('EJECTED', 'blog/2024/02/01/second'));
  assert.equal(ejected.map((b) => [b['@type'], b.url]), [['BlogPosting', 'https://example.org/blog/2024/02/01/second']]);
  assert.equal(blocks(page('WRAPPED', 'blog/2024/01/01/first')).map((b) => b['@type']), ['BlogPosting']);
});

Post('the ejected page of the newest post has no newer card, and the list pages stay the theme\'s', () => {
  assert.not.match(page('EJECTED', 'blog/2024/02/01/second'), 'pagination-nav__link--prev');
  assert.match(page('EJECTED', 'blog'), /<h1 class="blog-list-heading">/);
});

Post('a wrapper draws the theme\'s own page, then its own markup, given the post as content', () => {
  const html = page('WRAPPED', 'blog/2024/01/01/first');
  assert.match(html, /<article class="blog-post-page-article"[^>]*>.*Up it goes\..*<\/article>.*<aside class="kite-share" aria-label="Share">Share <!-- -->First flight<\/aside>/s);
});

Post('both swizzles are applied', () => {
  for (const site of ['EJECTED', 'WRAPPED']) assert.equal(listSwizzled(dirs[site]).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [['BlogPostPage', 'BlogPostPageSwizzle', null]]);
});

Post.run();
