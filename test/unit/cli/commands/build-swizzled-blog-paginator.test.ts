/**
 * A swizzled BlogPostPaginator: a wrapper that adds its markup under the theme's newer/older
 * cards on each post's page, given Docusaurus' `prevItem` (the newer post) and `nextItem`.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Pager = suite('opdocs build: swizzled BlogPostPaginator');

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'blog/2024-01-01-first.md': '---\ntitle: First flight\n---\nUp it goes.\n',
  'blog/2024-02-01-second.md': '---\ntitle: Second flight\n---\nHigher now.\n',
  'blog/2024-03-01-third.md': '---\ntitle: Third flight\n---\nHighest yet.\n',
  'src/theme/BlogPostPaginator/index.js': [
    "import React from 'react';",
    "import BlogPostPaginator from '@theme-original/BlogPostPaginator';",
    'export default function PaginatorWrapper(props) {',
    '  return <><BlogPostPaginator {...props} /><section className="kite-comments" aria-label="Comments">Newer: {props.prevItem?.title ?? "none"}</section></>;',
    '}',
  ].join('\n'),
};

let dir = '';
Pager.before(async () => {
  dir = writeSiteFiles('opdocs-swizzled-blog-paginator', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
});

const post = (slug: string) => readFileSync(join(dir, 'build/blog', slug, 'index.html'), 'utf8');

Pager('the middle post keeps both cards, newer on the left, with the wrapper\'s section after them', () => {
  assert.match(post('2024/02/01/second'), /<nav class="pagination-nav" aria-label="Blog post page navigation"><a[^>]*href="\/blog\/2024\/03\/01\/third"[^>]*>.*Third flight.*<a[^>]*href="\/blog\/2024\/01\/01\/first"[^>]*>.*First flight.*<\/nav><section class="kite-comments" aria-label="Comments">Newer: <!-- -->Third flight<\/section>/s);
});

Pager('the newest post has only the older card, and the wrapper sees no newer one', () => {
  const html = post('2024/03/01/third');
  assert.not.match(html, 'pagination-nav__link--prev');
  assert.match(html, /<section class="kite-comments" aria-label="Comments">Newer: <!-- -->none<\/section>/);
  assert.equal(listSwizzled(dir).map((s) => [s.name, s.point ?? null]), [['BlogPostPaginator', 'BlogPostPaginator']]);
});

Pager.run();
