/**
 * A swizzled `BlogPostItem` (ejected, built from `@theme/BlogPostItem/*`) and its parts
 * (`Container` and `Header/Info` wrapped, `Header/Authors` and `Footer/ReadMoreLink` ejected), and
 * `BlogPostItems` (ejected, with BlogPostProvider) in blog lists and on a post's page, where
 * `useBlogPost()` tells them which post and page they are on; and one importing a package that
 * is not installed, left out with a warning while the theme's own item shows.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Item = suite('opdocs build: swizzled BlogPostItem and its parts');

const POSTS = {
  'site.config.json': JSON.stringify({ title: 'Herons', url: 'https://example.org', baseUrl: '/herons/', contentDir: '.' }),
  'blog/2024-03-04-wading.md': '---\ntitle: Wading\ntags: [habits]\nguestbook: open\nauthors:\n  name: Ada Grey\n  image_url: https://example.org/ada.png\n---\n\nSlow steps.\n\n<!-- truncate -->\n\nThen a strike.\n',
  'blog/2024-04-05-nests.md': '---\ntitle: Nests\n---\n\nHigh in the trees.\n',
};

const SITE = {
  ...POSTS,
  'src/theme/BlogPostItem/index.js': [
    "import React from 'react';",
    "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';",
    "import Container from '@theme/BlogPostItem/Container';",
    "import Header from '@theme/BlogPostItem/Header';",
    "import Content from '@theme/BlogPostItem/Content';",
    "import Footer from '@theme/BlogPostItem/Footer';",
    'export default function HeronItem({ children, className }) {',
    '  const { isBlogPostPage, frontMatter, metadata } = useBlogPost();',
    "  return <Container className={isBlogPostPage ? 'heron-full' : 'heron-card'}>",
    '    <Header /><Content>{children}</Content><Footer />',
    '    {isBlogPostPage && frontMatter.guestbook && <section className="heron-guestbook">Guestbook {frontMatter.guestbook} for {metadata.title}</section>}',
    '  </Container>;',
    '}',
  ].join('\n'),
  'src/theme/BlogPostItem/Container/index.js': [
    "import React from 'react';",
    "import Container from '@theme-original/BlogPostItem/Container';",
    'export default function ContainerWrapper(props) {',
    '  return <div className="heron-frame"><Container {...props} /></div>;',
    '}',
  ].join('\n'),
  // Ejected: the list's posts in a section of its own, each put in scope for useBlogPost().
  'src/theme/BlogPostItems/index.js': [
    "import React from 'react';",
    "import { BlogPostProvider } from '@docusaurus/plugin-content-blog/client';",
    "import BlogPostItem from '@theme/BlogPostItem';",
    'export default function Items({ items, component: Item = BlogPostItem }) {',
    '  return <section className="heron-list" aria-label="Posts">{items.map(({ content: Body }) => (',
    '    <BlogPostProvider key={Body.metadata.permalink} content={Body}><Item><Body /></Item></BlogPostProvider>',
    '  ))}</section>;',
    '}',
  ].join('\n'),
  // Ejected, reading the authors' pictures from assets as Docusaurus' own Authors part does.
  'src/theme/BlogPostItem/Header/Authors/index.js': [
    "import React from 'react';",
    "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';",
    'export default function Authors({ className }) {',
    '  const { metadata: { authors }, assets } = useBlogPost();',
    '  if (authors.length === 0) return null;',
    '  return <ul className="heron-authors">{authors.map((a, i) => <li key={i}><img src={assets.authorsImageUrls[i] ?? a.imageURL} alt="" />{a.name}</li>)}</ul>;',
    '}',
  ].join('\n'),
  'src/theme/BlogPostItem/Header/Info/index.js': [
    "import React from 'react';",
    "import Info from '@theme-original/BlogPostItem/Header/Info';",
    'export default function InfoWrapper(props) { return <div className="heron-info"><Info {...props} /></div>; }',
  ].join('\n'),
  'src/theme/BlogPostItem/Footer/ReadMoreLink/index.js': [
    "import React from 'react';",
    "import Link from '@docusaurus/Link';",
    'export default function ReadMore({ blogPostTitle, to }) {',
    '  return <Link to={to} className="heron-more">More of {blogPostTitle}</Link>;',
    '}',
  ].join('\n'),
};

let site = '';
Item.before(async () => {
  site = writeSiteFiles('opdocs-swizzled-blog-item', SITE);
  await buildSite({ siteDir: site, outDir: 'build', quiet: true });
});

const read = (dir: string, rel: string) => readFileSync(join(dir, 'build', rel), 'utf8');

Item('the ejected item draws every post of the blog list from the parts, each in the wrapped container', () => {
  const html = read(site, 'blog/index.html');
  // …inside the ejected BlogPostItems' own section, in the list's order.
  assert.match(html, /<section class="heron-list" aria-label="Posts"><div class="heron-frame"><article class="blog-post-item heron-card"[^>]*>[\s\S]*?href="\/herons\/blog\/2024\/04\/05\/nests"[\s\S]*?href="\/herons\/blog\/2024\/03\/04\/wading"[\s\S]*<\/section>/i);
  assert.is(html.match(/<div class="heron-frame"><article class="blog-post-item heron-card" itemProp="blogPost"/gi)?.length, 2);
  assert.match(html, /<h2 class="blog-post-title"[^>]*><a[^>]*href="\/herons\/blog\/2024\/03\/04\/wading"/);
  assert.match(html, /class="markdown blog-post-excerpt"><div data-opdocs-html="post-1"><p>Slow steps.<\/p>/);
  assert.not.match(html, 'Then a strike.');
  assert.not.match(html, 'heron-guestbook');
});

Item('the header\'s Info (wrapped) and Authors (ejected) parts draw in lists and on the post\'s page', () => {
  for (const html of [read(site, 'blog/index.html'), read(site, 'blog/2024/03/04/wading/index.html')]) {
    assert.match(html, /<div class="heron-info"><div class="blog-post-info"><time dateTime="2024-03-04T00:00:00.000Z"/);
    assert.match(html, /<ul class="heron-authors"><li><img src="https:\/\/example.org\/ada.png" alt=""\/>Ada Grey<\/li><\/ul>/);
  }
  // A post without authors draws no list at all.
  assert.is(read(site, 'blog/index.html').match(/heron-authors/g)?.length, 1);
});

Item('the swizzled read-more link follows a truncated post in the list, and only that one', () => {
  const html = read(site, 'blog/index.html');
  assert.match(html, /<a[^>]*class="heron-more"[^>]*>More of <!-- -->Wading<\/a>|<a[^>]*class="heron-more"[^>]*>More of Wading<\/a>/);
  assert.is(html.match(/heron-more/g)?.length, 1);
  assert.not.match(html, 'Read more');
});

Item('on a post\'s page the item is the whole post, with the feed\'s container id and what its front matter asks for', () => {
  const html = read(site, 'blog/2024/03/04/wading/index.html');
  assert.match(html, /<div class="heron-frame"><article class="blog-post-page-article heron-full"/);
  assert.match(html, /<h1 class="blog-post-title"[^>]*>Wading<\/h1>/);
  assert.match(html, /<div class="markdown" id="__blog-post-container"><div data-opdocs-html="post">[\s\S]*Then a strike./);
  assert.match(html, /<section class="heron-guestbook">Guestbook <!-- -->open<!-- --> for <!-- -->Wading<\/section>/);
  assert.not.match(read(site, 'blog/2024/04/05/nests/index.html'), 'heron-guestbook');
});

Item('an item importing a package that is not installed is left out with a warning, and the theme\'s own shows', async () => {
  const dir = writeSiteFiles('opdocs-swizzled-blog-item-missing', {
    ...POSTS,
    'src/theme/BlogPostItem/index.js': [
      "import React from 'react';",
      "import Comments from 'heron-comments-widget';",
      "import BlogPostItem from '@theme-original/BlogPostItem';",
      'export default function Wrapper(props) { return <><BlogPostItem {...props} /><Comments /></>; }',
    ].join('\n'),
  });
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const warning = result.warnings.find((w) => w.error.message.includes('src/theme/BlogPostItem'));
  assert.ok(warning, 'a warning names the swizzle');
  assert.match(warning!.error.message, 'heron-comments-widget');
  assert.match(warning!.error.file ?? '', /src[\\/]theme[\\/]BlogPostItem[\\/]index\.js$/);
  assert.match(read(dir, 'blog/index.html'), /<article class="blog-post-item" itemProp="blogPost"/i);
});

Item.run();
