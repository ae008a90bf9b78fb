import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AuthorData } from '../../../../../runtime/types';
import { loadPosts } from '../../../../../cli/pipeline/routes/blog';
import { parseTags, type TagDef } from '../../../../../cli/pipeline/routes/blog-meta';

const post = (rel: string, text: string) => ({ file: `/site/content/blog/${rel}`, rel, text });
const ada: AuthorData = { key: 'ada', name: 'Ada' };
const opts = (tags: Map<string, TagDef> | null = null) => ({
  blogPath: '/base/blog', tagsPath: '/base/blog/tags', authors: new Map([['ada', ada]]), tags,
});

test('date and slug come from a dated file name', () => {
  const { posts, errors } = loadPosts([post('2025-10-22-release-0-3-4.md', '# Release 0.3.4\n')], opts());
  assert.equal(errors, []);
  assert.is(posts[0].slug, '/2025/10/22/release-0-3-4');
  assert.is(posts[0].permalink, '/base/blog/2025/10/22/release-0-3-4');
  assert.is(posts[0].date.toISOString(), '2025-10-22T00:00:00.000Z');
  assert.is(posts[0].title, 'Release 0.3.4'); // the leading h1 (Docusaurus's content title)
  assert.is(posts[0].titleFromFrontMatter, false);
});

test('a dated folder with an index file takes its slug from the folder', () => {
  const { posts } = loadPosts([post('2024-01-02-hello/index.md', 'x')], opts());
  assert.is(posts[0].permalink, '/base/blog/2024/01/02/hello');
});

test('front matter slug and date override the file name', () => {
  const { posts } = loadPosts([post('2025-10-22-release.md', '---\nslug: custom/path\ndate: 2020-05-06\ntitle: T\n---\n')], opts());
  assert.is(posts[0].permalink, '/base/blog/custom/path');
  assert.is(posts[0].date.toISOString(), '2020-05-06T00:00:00.000Z');
  assert.is(posts[0].title, 'T');
});

test('an undated post without a date in front matter is an error', () => {
  const { posts, errors } = loadPosts([post('notes.md', 'x')], opts());
  assert.is(posts[0].permalink, '/base/blog/notes');
  assert.is(errors.length, 1);
  assert.match(errors[0].message, 'blog post has no date');
});

test('posts are sorted newest first', () => {
  const { posts } = loadPosts([
    post('2025-01-11-a.md', 'x'), post('2025-03-13-c.md', 'x'), post('2024-12-31-z.md', 'x'), post('2025-02-12-b.md', 'x'),
  ], opts());
  assert.equal(posts.map((p) => p.slug.split('/').pop()), ['c', 'b', 'a', 'z']);
});

test('an unknown author key is an error at the authors line', () => {
  const { posts, errors } = loadPosts([post('2025-01-01-a.md', '---\ntitle: A\nauthors: [ada, bob]\n---\n')], opts());
  assert.equal(posts[0].authors, [ada]);
  assert.is(errors.length, 1);
  assert.match(errors[0].message, 'unknown author key "bob"');
  assert.is(errors[0].line, 3);
});

test('with tags.yml, known tags resolve to their label and permalink and unknown ones are errors', () => {
  const { tags } = parseTags({ file: '/t.yml', rel: 'tags.yml', text: 'release:\n  label: Release\n  permalink: rel\nnews:\n' });
  const { posts, errors } = loadPosts([post('2025-01-01-a.md', '---\ntags: [release, news, other]\n---\n')], opts(tags));
  assert.equal(posts[0].tags.map((t) => [t.label, t.href]), [['Release', '/base/blog/tags/rel'], ['News', '/base/blog/tags/news']]);
  assert.is(errors.length, 1);
  assert.match(errors[0].message, 'unknown tag key "other"');
});

test('without tags.yml, inline tags keep their text as label and a kebab-case permalink', () => {
  const { posts, errors } = loadPosts([post('2025-01-01-a.md', '---\ntags: [Big News]\n---\n')], opts(null));
  assert.equal(errors, []);
  assert.equal(posts[0].tags, [{ key: 'Big News', label: 'Big News', href: '/base/blog/tags/big-news' }]);
});

test('two posts on one route are an error', () => {
  const { errors } = loadPosts([post('2025-01-01-a.md', 'x'), post('other.md', '---\nslug: /2025/01/01/a\ndate: 2024-01-01\n---\n')], opts());
  assert.is(errors.length, 1);
  assert.match(errors[0].message, 'two posts claim the route /base/blog/2025/01/01/a');
});

test.run();
