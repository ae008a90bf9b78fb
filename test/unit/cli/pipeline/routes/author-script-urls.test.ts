/**
 * An author's `url` or `image_url` that would run script (authors.yml, or written out in a
 * post) is left out with a warning at its line, so neither a page nor a feed carries it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAuthors } from '../../../../../cli/pipeline/routes/blog-meta';
import { resolveAuthors } from '../../../../../cli/pipeline/routes/blog-refs';
import type { Reports } from '../../../../../cli/errors';

test('authors.yml: a javascript: url and image_url are dropped and warned about at their values', () => {
  const text = 'jane:\n  name: Jane\n  url: "javascript:alert(1)"\n  image_url: " JavaScript:x"\nbob:\n  name: Bob\n  url: https://example.com/bob\n';
  const { authors, errors } = parseAuthors({ file: '/site/content/blog/authors.yml', rel: 'authors.yml', text }, '/blog/authors');
  assert.equal(authors.get('jane'), { key: 'jane', name: 'Jane' });
  assert.is(authors.get('bob')?.url, 'https://example.com/bob');
  assert.equal(errors.map((e) => [e.line, e.column, e.unchecked, e.message]), [
    [3, 8, true, 'authors file: `url` of "jane" is a script URL, which no page or feed may carry; it is left out'],
    [4, 14, true, 'authors file: `image_url` of "jane" is a script URL, which no page or feed may carry; it is left out'],
  ]);
});

test('a post\'s inline author with a javascript: url keeps its name and loses the url, with a warning at that line', () => {
  const text = '---\ntitle: P\nauthors:\n  - name: Inline\n    url: "javascript:alert(3)"\n---\n\nHi.\n';
  const reports: Reports = { errors: [], warnings: [] };
  const post = { file: '/site/content/blog/p.md', rel: 'p.md', text };
  const authors = resolveAuthors(post, [{ name: 'Inline', url: 'javascript:alert(3)' }], new Map(), reports, 'ignore');
  assert.equal(authors, [{ key: 'Inline', name: 'Inline' }]);
  assert.equal(reports.errors, []);
  assert.equal(reports.warnings.map((w) => [w.level, w.error.line, w.error.message]), [
    ['warn', 5, 'front matter: the author\'s `url` is a script URL, which no page or feed may carry; it is left out'],
  ]);
});

test.run();
