/**
 * A swizzled BlogPostPage/Metadata: an ejected one setting a post page's head with PageMetadata
 * and useBlogPost() (its date, tags and authors) wins over the head opdocs writes from the
 * route, with no tag written twice; other pages do not draw it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Metadata = suite('opdocs build: swizzled BlogPostPage/Metadata');

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Moths', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'blog/2024-05-01-lamps.md': '---\ntitle: Lamps\ndescription: Why moths circle them.\ntags: [light, night]\nauthors: [{ name: Ada, url: "https://example.org/ada" }]\n---\nThey steer by the moon.\n',
  'src/theme/BlogPostPage/Metadata/index.js': [
    "import React from 'react';",
    "import { PageMetadata } from '@docusaurus/theme-common';",
    "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';",
    'export default function PostHead() {',
    '  const { metadata } = useBlogPost();',
    '  return (',
    '    <PageMetadata title={`${metadata.title} (moth notes)`} description={metadata.description}>',
    '      <meta property="article:published_time" content={metadata.date} />',
    '      <meta property="article:tag" content={metadata.tags.map((t) => t.label).join(",")} />',
    '      <meta property="article:author" content={metadata.authors.map((a) => a.url).filter(Boolean).join(",")} />',
    '    </PageMetadata>',
    '  );',
    '}',
  ].join('\n'),
};

let dir = '';
Metadata.before(async () => {
  dir = writeSiteFiles('opdocs-swizzled-blog-post-metadata', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
});

const head = (rel: string) => /<head>[\s\S]*<\/head>/.exec(readFileSync(join(dir, 'build', rel, 'index.html'), 'utf8'))?.[0] ?? '';
const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

Metadata('it is applied in the post page\'s metadata place', () => {
  assert.equal(listSwizzled(dir).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [['BlogPostPage/Metadata', 'BlogPostPageMetadata', null]]);
});

Metadata('it sets the post page\'s title and article tags from useBlogPost(), each written once', () => {
  const html = head('blog/2024/05/01/lamps');
  assert.match(html, '<title>Lamps (moth notes) | Moths</title>');
  assert.is(count(html, /<title>/g), 1);
  assert.match(html, '<meta name="description" content="Why moths circle them.">');
  assert.is(count(html, /name="description"/g), 1);
  assert.match(html, /<meta property="article:published_time" content="2024-05-01[^"]*">/);
  assert.is(count(html, /property="article:published_time"/g), 1);
  assert.is(count(html, /property="article:tag"/g), 1);
  assert.match(html, '<meta property="article:tag" content="light,night">');
  assert.match(html, '<meta property="article:author" content="https://example.org/ada">');
});

Metadata('the blog list keeps the theme\'s head', () => {
  assert.match(head('blog'), /<title>Blog \| Moths<\/title>/);
  assert.not.match(head('blog'), 'moth notes');
});

Metadata.run();
