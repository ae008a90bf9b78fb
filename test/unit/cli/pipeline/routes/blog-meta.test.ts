import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAuthors, parseTags } from '../../../../../cli/pipeline/routes/blog-meta';
import { applySeverities } from '../../../../../cli/pipeline/site';

const yml = (text: string, rel = 'authors.yml') => ({ file: `/site/content/blog/${rel}`, rel, text });

test('page true gives an author page at the kebab-cased key', () => {
  const { authors, errors } = parseAuthors(yml('TykoBot:\n  name: Tyko Bot\n  page: true\n'), '/base/blog/authors');
  assert.equal(errors, []);
  assert.is(authors.get('TykoBot')?.page, '/base/blog/authors/tyko-bot');
});

test('page.permalink puts the author page under /blog/authors', () => {
  const { authors } = parseAuthors(yml('akyriako:\n  name: A\n  page:\n    permalink: /all-akyriako-articles\n'), '/blog/authors');
  assert.is(authors.get('akyriako')?.page, '/blog/authors/all-akyriako-articles');
});

test('two authors with the same page are one error at authors.yml; the first keeps the page, so no route clash repeats it', () => {
  const { authors, errors } = parseAuthors(yml('a:\n  name: A\n  page:\n    permalink: /same\nb:\n  name: B\n  page:\n    permalink: /same\n'), '/blog/authors');
  assert.equal(errors.map((e) => e.message), ['authors file: authors "a" and "b" have the same page /blog/authors/same']);
  assert.is(authors.get('a')?.page, '/blog/authors/same');
  assert.is(authors.get('b')?.page, undefined);
});

test('authors without page get no author page', () => {
  const { authors } = parseAuthors(yml('a:\n  name: A\n'), '/blog/authors');
  assert.is(authors.get('a')?.page, undefined);
});

test('social handles become profile URLs and full URLs are kept', () => {
  const { authors, errors } = parseAuthors(yml('a:\n  name: A\n  socials:\n    github: akyriako\n    x: tyko\n    linkedin: ak\n    stackoverflow: 123\n    bluesky: https://bsky.app/profile/me\n'), '/blog/authors');
  assert.equal(errors, []);
  assert.equal(authors.get('a')?.socials, [
    { name: 'github', href: 'https://github.com/akyriako' },
    { name: 'x', href: 'https://x.com/tyko' },
    { name: 'linkedin', href: 'https://www.linkedin.com/in/ak/' },
    { name: 'stackoverflow', href: 'https://stackoverflow.com/users/123' },
    { name: 'bluesky', href: 'https://bsky.app/profile/me' },
  ]);
});

test('an email social becomes a mailto: link; platform names are read in any case', () => {
  const { authors, errors } = parseAuthors(yml('m:\n  name: M\n  socials:\n    email: m@example.org\n    GitHub: mdev\n    linkedin: mailto:m@example.org\n'), '/blog/authors');
  assert.equal(errors, []);
  assert.equal(authors.get('m')?.socials, [
    { name: 'email', href: 'mailto:m@example.org' },
    { name: 'github', href: 'https://github.com/mdev' },
    { name: 'linkedin', href: 'mailto:m@example.org' },
  ]);
});

test('a social value that is neither a handle nor a URL is an error at that value', () => {
  const { errors } = parseAuthors(yml('x:\n  name: X\nb:\n  name: B\n  socials:\n    github: a/b\n'), '/blog/authors');
  assert.is(errors.length, 1);
  assert.match(errors[0].message, 'social "github" of "b"');
  assert.equal([errors[0].line, errors[0].column], [6, 13]);
});

test('an author needs a name or an image', () => {
  const { authors, errors } = parseAuthors(yml('a:\n  title: T\nb:\n  image_url: /img/b.png\n'), '/base/blog/authors', '/base/');
  assert.is(errors.length, 1);
  assert.match(errors[0].message, 'author "a" needs a name or an imageURL');
  assert.equal(authors.get('b'), { key: 'b', name: '', imageURL: '/base/img/b.png' });
});

test('two authors with the same page are an error', () => {
  const { errors } = parseAuthors(yml('a-b:\n  name: A\n  page: true\nc:\n  name: C\n  page:\n    permalink: a-b\n'), '/blog/authors');
  assert.is(errors.length, 1);
  assert.match(errors[0].message, 'same page /blog/authors/a-b');
});

test('tags default to a capitalised label and a kebab-case permalink', () => {
  const { tags, errors } = parseTags(yml('bigNews:\nrelease:\n  label: Releases\n  description: New versions\n', 'tags.yml'));
  assert.equal(errors, []);
  assert.equal(tags?.get('bigNews'), { key: 'bigNews', label: 'Bignews', permalink: '/big-news' });
  assert.equal(tags?.get('release'), { key: 'release', label: 'Releases', permalink: '/release', description: 'New versions' });
});

test('no tags file means inline tags are allowed (null map)', () => {
  assert.is(parseTags(null).tags, null);
});

test('invalid YAML is an error with its line', () => {
  const { errors } = parseTags(yml('a:\n  label: [x\n', 'tags.yml'));
  assert.is(errors.length, 1);
  assert.match(errors[0].message, 'invalid YAML');
  assert.ok((errors[0].line ?? 0) >= 2);
});


test('a typo in a tags.yml or authors.yml entry is reported with the nearest key; in authors.yml, which Docusaurus does not check, only as a warning', () => {
  const tags = parseTags(yml('release:\n  lable: Releases\n', 'tags.yml'));
  assert.equal(tags.errors.map((e) => [e.message, e.hint, e.line, e.column]), [
    ['tags file: `release.lable`: unknown key', 'did you mean "label"? allowed: description, label, permalink', 2, 3],
  ]);
  assert.equal(tags.tags?.get('release'), { key: 'release', label: 'Release', permalink: '/release' });
  const authors = parseAuthors(yml('ada:\n  name: Ada\n  imageUrl: /a.png\n  page: yes\n'), '/blog/authors');
  assert.equal(authors.errors.map((e) => [e.message, e.line, Boolean(e.unchecked)]).sort((a, b) => Number(a[1]) - Number(b[1])), [
    ['authors file: `ada.imageUrl`: unknown key', 3, true],
    ['authors file: `ada.page` must be true, false or { permalink }, got "yes"', 4, false],
  ]);
  assert.is(tags.errors[0].unchecked, undefined, 'a tags.yml typo still fails the build');
  assert.equal(authors.authors.get('ada'), { key: 'ada', name: 'Ada' });
});

test('an authors.yml typo does not fail the build: it is a warning with its line, and the author keeps the rest', () => {
  const { errors, authors } = parseAuthors(yml('ada:\n  name: Ada\n  iamge_url: /ada.png\n'), '/blog/authors');
  const { fatal, warnings } = applySeverities(errors, { onBrokenLinks: 'throw', onBrokenAnchors: 'throw', onBrokenMarkdownLinks: 'throw', onBrokenImages: 'throw', onDuplicateRoutes: 'throw' });
  assert.equal(fatal, []);
  assert.equal(warnings.map((w) => [w.level, w.error.message, w.error.line, w.error.hint]), [['warn', 'authors file: `ada.iamge_url`: unknown key', 3, 'did you mean "image_url"? allowed: description, email, image_url, imageURL, name, page, socials, title, url']]);
  assert.equal(authors.get('ada'), { key: 'ada', name: 'Ada' });
});

test('keys of a site\'s own in an author entry are accepted, as Docusaurus accepts them', () => {
  const { authors, errors } = parseAuthors(yml('ada:\n  name: Ada\n  twitter: ada_l\n  github: ada\n  role_badge: core\n'), '/blog/authors');
  assert.equal(errors, []);
  assert.equal(authors.get('ada'), { key: 'ada', name: 'Ada' });
});

test('a tags file that is a list is an error at its first line', () => {
  const { errors } = parseTags(yml('- a\n- b\n', 'tags.yml'));
  assert.equal(errors.map((e) => [e.message, e.line]), [['tags file: expected a map of keys to entries', 1]]);
});

test.run();
