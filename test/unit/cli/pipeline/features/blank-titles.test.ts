/**
 * Docusaurus takes `title: ""` in a doc or post; what its links and headings then show. Nothing
 * may be a link or heading with no text to read.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BlogPostRoute, DocRoute } from '../../../../../runtime/types';
import { docAt, loadCleanSite, writeSiteFiles } from '../../../../helpers/site-files';

const Blank = suite('blank titles');
const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', blog: { onUntruncatedBlogPosts: 'ignore' } });

Blank('a doc titled "" or spaces shows no empty heading, and its prev/next and breadcrumb labels fall back to its heading or file name', async () => {
  const dir = writeSiteFiles('opdocs-blank-titles-', {
    'site.config.json': CONFIG,
    'content/docs/a-first.md': '---\nsidebar_position: 1\ntitle: ""\n---\n# Real heading\n\ntext\n',
    'content/docs/b-second.md': '---\nsidebar_position: 2\ntitle: "   "\n---\nno heading here\n',
    'content/docs/c-third.md': '---\nsidebar_position: 3\n---\n# Third\n',
  });
  const site = await loadCleanSite(dir);
  const first = docAt(site, '/docs/a-first')!;
  const second = docAt(site, '/docs/b-second')!;
  const third = docAt(site, '/docs/c-third')!;
  assert.is(second.showTitle, false, 'no empty h1');
  assert.is(second.title, '');
  assert.is(second.prev?.title, 'Real heading');
  assert.is(third.prev?.title, 'b-second');
  assert.is(first.next?.title, 'b-second');
  assert.equal(second.breadcrumbs.map((c) => c.label).filter((l) => !l.trim()), []);
});

Blank('a blog post titled "" or spaces is named by its heading or file name, as one with no title is', async () => {
  const dir = writeSiteFiles('opdocs-blank-post-titles-', {
    'site.config.json': CONFIG,
    'content/blog/2024-01-01-empty.md': '---\ntitle: ""\n---\nHello\n',
    'content/blog/2024-01-02-spaces.md': '---\ntitle: "  "\n---\n# Spaced out\n\nHello\n',
  });
  const site = await loadCleanSite(dir);
  const post = (path: string) => site.routes.find((r) => r.path === path) as BlogPostRoute;
  assert.is(post('/blog/2024/01/01/empty').post.title, 'empty');
  assert.is(post('/blog/2024/01/02/spaces').post.title, 'Spaced out');
});

Blank.run();
