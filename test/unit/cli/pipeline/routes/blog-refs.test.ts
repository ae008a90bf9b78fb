import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { legacyAuthor, resolveAuthors } from '../../../../../cli/pipeline/routes/blog-refs';
import type { Reports } from '../../../../../cli/errors';

const post = { file: '/site/blog/p.md', rel: 'p.md', text: '---\nauthors: []\n---\n' };

test('an author written out with only a picture has no name, and the warning names it by its key', () => {
  const reports: Reports = { errors: [], warnings: [] };
  const [pictured, named] = resolveAuthors(post, [{ image_url: 'https://example.com/a.png' }, { name: 'Ann' }], new Map(), reports, 'warn');
  assert.equal(pictured, { key: 'author', name: '', imageURL: 'https://example.com/a.png' });
  assert.is(named!.name, 'Ann');
  assert.match(reports.warnings[0]!.error.message, 'authors "author", "Ann" written out here');
});

test('`authors:` holding a web address is an unknown key whose hint shows how to write the author out', () => {
  const reports: Reports = { errors: [], warnings: [] };
  const text = '---\ntitle: T\nauthors: https://github.com/jane\n---\n';
  resolveAuthors({ ...post, text }, 'https://github.com/jane', new Map([['sam', { key: 'sam', name: 'Sam' }]]), reports, 'warn');
  assert.equal(reports.errors.map((e) => [e.line, e.message]), [[3, 'front matter: unknown author key "https://github.com/jane"']]);
  assert.match(reports.errors[0]!.hint ?? '', '`authors: [{ name: Jane, url: "https://github.com/jane" }]`');
  resolveAuthors(post, 'jane', new Map([['sam', { key: 'sam', name: 'Sam' }]]), reports, 'warn');
  assert.is(reports.errors[1]!.hint, 'add "jane" to authors.yml, or use one of: sam');
});

test('an author written out with socials gets their links, handles made into addresses as in authors.yml', () => {
  const reports: Reports = { errors: [], warnings: [] };
  const [sam] = resolveAuthors(post, [{ name: 'Sam', socials: { GitHub: 'sam', mastodon: 'https://mastodon.example/@sam' } }], new Map(), reports, 'ignore');
  assert.equal(sam!.socials, [{ name: 'github', href: 'https://github.com/sam' }, { name: 'mastodon', href: 'https://mastodon.example/@sam' }]);
  assert.equal(reports.errors, []);
});

test('a written-out author\'s social that is neither a handle nor a full URL fails at its line', () => {
  const reports: Reports = { errors: [], warnings: [] };
  const text = '---\nauthors:\n  - name: Sam\n    socials:\n      github: sam/extra\n---\n';
  const [sam] = resolveAuthors({ ...post, text }, [{ name: 'Sam', socials: { github: 'sam/extra' } }], new Map(), reports, 'ignore');
  assert.is(sam!.socials, undefined);
  assert.equal(reports.errors.map((e) => [e.line, e.message]), [[5, 'front matter: the author\'s social "github" must be a handle or a full URL']]);
});

test('the older single-author front matter (author, author_title, author_url, author_image_url) makes one written-out author', () => {
  const fm = { author: 'Old Writer', author_title: 'Veteran', authorURL: 'https://old.example.com', author_image_url: 'https://old.example.com/me.png' };
  assert.equal(legacyAuthor(fm), { name: 'Old Writer', title: 'Veteran', url: 'https://old.example.com', image_url: 'https://old.example.com/me.png' });
  const reports: Reports = { errors: [], warnings: [] };
  const [old] = resolveAuthors(post, legacyAuthor(fm), new Map(), reports, 'warn');
  assert.equal(old, { key: 'Old Writer', name: 'Old Writer', title: 'Veteran', url: 'https://old.example.com', imageURL: 'https://old.example.com/me.png' });
  assert.match(reports.warnings[0]!.error.message, 'author "Old Writer" written out here');
  assert.is(legacyAuthor({ title: 'No author' }), undefined);
});

test.run();
