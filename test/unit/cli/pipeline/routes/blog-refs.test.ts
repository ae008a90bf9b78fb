import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveAuthors } from '../../../../../cli/pipeline/routes/blog-refs';
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

test.run();
