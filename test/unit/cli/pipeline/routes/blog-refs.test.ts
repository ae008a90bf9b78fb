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

test.run();
