import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { extractContentTitle } from '../../../../cli/pipeline/routes/content-title.ts';
import { loadPosts } from '../../../../cli/pipeline/routes/blog.ts';

test('a leading h1 leaves the body as the title; its line stays as a blank line', () => {
  assert.equal(extractContentTitle('\n# Hello **there** {#hi}\n\nText.\n'), { body: '\n\n\nText.\n', title: 'Hello there' });
  assert.equal(extractContentTitle('import X from "y";\n\nIntro paragraph.\n\n# Later h1\n'), { body: 'import X from "y";\n\nIntro paragraph.\n\n\n', title: 'Later h1' });
  assert.equal(extractContentTitle('Setext\ntitle\n======\n\nbody'), { body: '\n\n\n\nbody', title: 'Setext title' });
});

test('no content title when the first heading is not an h1, when a thematic break comes first, or inside code', () => {
  for (const body of ['## Sub\n\n# Late', '---\n\n# After a break', '```md\n# in code\n```\n\n## Sub', 'Para\n---\n\n# h1']) {
    assert.equal(extractContentTitle(body), { body }, body);
  }
});

const post = (text: string) => loadPosts([{ file: '/b/2025-01-02-hello.md', rel: '2025-01-02-hello.md', text }],
  { blogPath: '/blog', authors: new Map(), tags: null, tagsPath: '/blog/tags' }).posts[0];

test('blog posts: the h1 names the post without a front matter title, and leaves the body either way (as Docusaurus does)', () => {
  const a = post('---\ndate: 2025-01-02\n---\n# From the heading\n\nBody.\n');
  assert.equal([a.title, a.titleFromContent, a.body.includes('From the heading')], ['From the heading', true, false]);
  const b = post('---\ntitle: From front matter\n---\n# From the heading\n\nBody.\n');
  assert.equal([b.title, b.titleFromContent, b.body.includes('From the heading')], ['From front matter', false, false]);
  const c = post('Just text.\n');
  assert.equal([c.title, c.titleFromContent], ['hello', false]);
});

test.run();
