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

test('a dated file in a subfolder keeps the folder after the date, and one-digit months and days count as dates', () => {
  const { posts, errors } = loadPosts([post('sub/2024-03-05-in-sub.md', 'x'), post('2024-3-7-short.md', 'y')], opts());
  assert.equal(errors, []);
  assert.equal(posts.map((p) => [p.slug, p.date.toISOString(), p.title]), [
    ['/2024/3/7/short', '2024-03-07T00:00:00.000Z', 'short'],
    ['/2024/03/05/sub/in-sub', '2024-03-05T00:00:00.000Z', 'in-sub'],
  ]);
});

test('front matter slug and date override the file name', () => {
  const { posts } = loadPosts([post('2025-10-22-release.md', '---\nslug: custom/path\ndate: 2020-05-06\ntitle: T\n---\n')], opts());
  assert.is(posts[0].permalink, '/base/blog/custom/path');
  assert.is(posts[0].date.toISOString(), '2020-05-06T00:00:00.000Z');
  assert.is(posts[0].title, 'T');
});

test('a front matter date written as a string is UTC whatever its form; one naming its zone keeps it', () => {
  const dateOf = (value: string) => {
    const { posts, errors } = loadPosts([post('p.md', `---\ndate: "${value}"\n---\nx\n`)], opts());
    assert.equal(errors, []);
    return posts[0].date.toISOString();
  };
  assert.is(dateOf('2024-02-01 23:30'), '2024-02-01T23:30:00.000Z');
  assert.is(dateOf('2024-02-01T10:00:00'), '2024-02-01T10:00:00.000Z');
  assert.is(dateOf('2024-02-01'), '2024-02-01T00:00:00.000Z');
  assert.is(dateOf('2024-02-01T10:00:00+02:00'), '2024-02-01T08:00:00.000Z');
});

test('a post with no date in its name or front matter is no error: it is listed as undated, then takes its file date', () => {
  const first = loadPosts([post('notes.md', 'x'), post('2025-01-01-a.md', 'x')], opts());
  assert.equal(first.errors, []);
  assert.is(first.posts.find((p) => p.rel === 'notes.md')!.permalink, '/base/blog/notes');
  assert.equal(first.undated, ['/site/content/blog/notes.md']);
  const fileDates = new Map([['/site/content/blog/notes.md', new Date('2025-06-01T08:00:00Z')]]);
  const { posts, undated, errors } = loadPosts([post('notes.md', 'x'), post('2025-01-01-a.md', 'x')], { ...opts(), fileDates });
  assert.equal([errors, undated], [[], []]);
  assert.equal(posts.map((p) => [p.rel, p.date.toISOString()]), [['notes.md', '2025-06-01T08:00:00.000Z'], ['2025-01-01-a.md', '2025-01-01T00:00:00.000Z']], 'sorted by that date');
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

test('with tags.yml, known tags resolve to their label and permalink; others stay inline and are reported per onInlineTags (default warn)', () => {
  const { tags } = parseTags({ file: '/t.yml', rel: 'tags.yml', text: 'release:\n  label: Release\n  permalink: rel\nnews:\n' });
  const files = [post('2025-01-01-a.md', '---\ntags: [release, news, Other Thing, x]\n---\n')];
  const { posts, errors, warnings } = loadPosts(files, opts(tags));
  assert.equal(posts[0].tags.map((t) => [t.label, t.href]), [['Release', '/base/blog/tags/rel'], ['News', '/base/blog/tags/news'], ['Other Thing', '/base/blog/tags/other-thing'], ['x', '/base/blog/tags/x']]);
  assert.equal(errors, []);
  assert.equal(warnings.map((w) => [w.level, w.error.file, w.error.line, w.error.message, w.error.hint]), [[
    'warn', '/site/content/blog/2025-01-01-a.md', 2, 'front matter: tags "Other Thing", "x" not defined in tags.yml',
    'add them to tags.yml (defined: release, news), or set "onInlineTags": "ignore" in the blog section of site.config.json',
  ]]);
  assert.is(loadPosts(files, { ...opts(tags), onInlineTags: 'throw' }).errors[0].message, 'front matter: tags "Other Thing", "x" not defined in tags.yml');
  assert.is(loadPosts(files, { ...opts(tags), onInlineTags: 'log' }).warnings[0].level, 'log');
  const ignored = loadPosts(files, { ...opts(tags), onInlineTags: 'ignore' });
  assert.equal([ignored.errors, ignored.warnings], [[], []]);
});

test('authors written out in the front matter are reported per onInlineAuthors (default warn); keyed ones are not', () => {
  const files = [post('2025-01-01-a.md', '---\nauthors:\n  - ada\n  - name: Grace\n    url: https://g.example\n  - key: ada\n    title: Countess\n---\n')];
  const { posts, errors, warnings } = loadPosts(files, opts());
  assert.equal(posts[0].authors.map((a) => a.name), ['Ada', 'Grace', 'Ada']);
  assert.equal(errors, []);
  assert.equal(warnings.map((w) => [w.level, w.error.line, w.error.message]), [['warn', 3, 'front matter: author "Grace" written out here, not defined in authors.yml']]);
  assert.is(loadPosts(files, { ...opts(), onInlineAuthors: 'throw' }).errors.length, 1);
  assert.equal(loadPosts(files, { ...opts(), onInlineAuthors: 'ignore' }).warnings, []);
});

test('without tags.yml, inline tags keep their text as label and a kebab-case permalink', () => {
  const { posts, errors } = loadPosts([post('2025-01-01-a.md', '---\ntags: [Big News]\n---\n')], opts(null));
  assert.equal(errors, []);
  assert.equal(posts[0].tags, [{ key: 'Big News', label: 'Big News', href: '/base/blog/tags/big-news' }]);
});

test('a post lists each tag page once, the first spelling winning, and keeps { label, permalink } tags', () => {
  const { tags } = parseTags({ file: '/t.yml', rel: 'tags.yml', text: 'Foo Bar:\n  description: d\n' });
  const files = [post('2025-01-01-a.md', '---\ntags: [Foo Bar, foo bar, {label: Own, permalink: /own-page}, {label: Bare}]\n---\n')];
  const { posts, errors } = loadPosts(files, { ...opts(tags), onInlineTags: 'ignore' });
  assert.equal(errors, []);
  assert.equal(posts[0].tags.map((t) => [t.label, t.href]), [
    ['Foo bar', '/base/blog/tags/foo-bar'], ['Own', '/base/blog/tags/own-page'], ['Bare', '/base/blog/tags/bare'],
  ]);
});

test('two posts on one route are an error', () => {
  const { errors } = loadPosts([post('2025-01-01-a.md', 'x'), post('other.md', '---\nslug: /2025/01/01/a\ndate: 2024-01-01\n---\n')], opts());
  assert.is(errors.length, 1);
  assert.match(errors[0].message, 'two posts claim the route /base/blog/2025/01/01/a');
});

test.run();
