/**
 * Messages about written-out tags and authors stay readable when a site has thousands of tags
 * or a post names dozens of authors: the first ten are named, the rest counted.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { inlineTagsError, quoted } from '../../../../../cli/pipeline/routes/inline-tags';
import { resolveAuthors } from '../../../../../cli/pipeline/routes/blog-refs';
import type { Reports } from '../../../../../cli/errors';

test('a hint naming the tags of a 2,000-tag file lists ten and counts the rest', () => {
  const defined = Array.from({ length: 2000 }, (_, i) => `t${i}`);
  const error = inlineTagsError({ file: '/site/blog/p.md', text: '---\ntags: [surprise]\n---\n' }, ['surprise'], { file: 'tags.yml', path: 'blog/tags.yml', defined, section: 'blog' });
  assert.is(error.hint, 'add it to blog/tags.yml (defined: t0, t1, t2, t3, t4, t5, t6, t7, t8, t9 and 1,990 more), or set "onInlineTags": "ignore" in the blog section of site.config.json');
  assert.is(quoted(['a', 'b']), '"a", "b"');
});

test('fifty authors written out in one post are named ten at a time in the warning', () => {
  const written = Array.from({ length: 50 }, (_, i) => ({ name: `Person ${i}` }));
  const reports: Reports = { errors: [], warnings: [] };
  const authors = resolveAuthors({ file: '/site/blog/p.md', rel: 'p.md', text: '---\nauthors: []\n---\n' }, written, new Map(), reports, 'warn');
  assert.is(authors.length, 50);
  assert.equal(reports.warnings.map((w) => w.error.message), [
    'front matter: authors "Person 0", "Person 1", "Person 2", "Person 3", "Person 4", "Person 5", "Person 6", "Person 7", "Person 8", "Person 9" and 40 more written out here, not defined in authors.yml',
  ]);
});

test.run();
