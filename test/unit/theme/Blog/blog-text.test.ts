import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatPostCount, formatReadingTime, groupTagsByLetter } from '../../../../theme/Blog/blog-text';
import { textsOf } from '../../../../theme/texts/texts';
import { makeSite } from '../../../helpers/page-fixtures';

const en = textsOf(makeSite());

const reading = suite('blog-text: reading time');

reading('says "One min read" for anything that rounds up to one minute', () => {
  assert.is(formatReadingTime(en, 0.005), 'One min read');
  assert.is(formatReadingTime(en, 1), 'One min read');
});

reading('rounds minutes up and uses the plural form otherwise', () => {
  assert.is(formatReadingTime(en, 1.005), '2 min read');
  assert.is(formatReadingTime(en, 7), '7 min read');
  assert.is(formatReadingTime(en, 0), '0 min read');
});

reading('shows nothing when the post has no reading time', () => {
  assert.is(formatReadingTime(en, undefined), null);
});

reading('counts posts with "One post" / "{n} posts"', () => {
  assert.is(formatPostCount(en, 1), 'One post');
  assert.is(formatPostCount(en, 3), '3 posts');
});

reading.run();

const tags = suite('blog-text: groupTagsByLetter');

tags('groups tags by upper-cased first letter, letters and tags in locale order', () => {
  const groups = groupTagsByLetter([
    { label: 'release', href: '/r' },
    { label: 'Announcement', href: '/a' },
    { label: 'api', href: '/api' },
    { label: 'Roadmap', href: '/road' },
  ]);
  assert.equal(groups.map((g) => g.letter), ['A', 'R']);
  assert.equal(groups[0]!.tags.map((t) => t.label), ['Announcement', 'api']);
  assert.equal(groups[1]!.tags.map((t) => t.label), ['release', 'Roadmap']);
});

tags('returns no groups for no tags', () => {
  assert.equal(groupTagsByLetter([]), []);
});

tags.run();
