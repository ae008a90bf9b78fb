/**
 * A front matter date with a day its month lacks is rolled over by the YAML reader (as in
 * Docusaurus); the build says so, naming the day the post got, and still builds.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { loadConfig } from '../../../../../cli/config/load-config.ts';
import { loadSite } from '../../../../../cli/pipeline/site.ts';
import { impossibleDateWarning } from '../../../../../cli/pipeline/routes/blog-date.ts';
import { writeSiteFiles } from '../../../../helpers/site-files.ts';

test('a post dated 2024-02-30 builds with a warning at its date that names 2024-03-01', async () => {
  const dir = writeSiteFiles('opdocs-blog-date-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', blog: { onUntruncatedBlogPosts: 'ignore' } }),
    'content/blog/p.md': '---\ntitle: P\ndate: 2024-02-30\n---\nText.\n',
  });
  const { errors, warnings } = await loadSite(await loadConfig(dir));
  assert.equal(errors, []);
  assert.equal(warnings.map((w) => [w.error.file, w.error.line, w.error.column, w.error.message]), [[
    join(dir, 'content/blog/p.md'), 3, 7, 'front matter: `date` 2024-02-30 is not a day of the calendar, so the post is dated 2024-03-01',
  ]]);
});

test('real dates, leap days and dates with a time or zone give no warning; a thirteenth month or a quoted 31 April do', () => {
  const at = (fm: string, read: Date) => impossibleDateWarning('/p.md', `---\n${fm}\n---\nbody\n`, read)?.message ?? null;
  assert.is(at('date: 2024-02-29', new Date('2024-02-29')), null);
  assert.is(at('date: 2024-02-29T23:00:00-05:00', new Date('2024-03-01T04:00:00Z')), null);
  assert.is(at('title: x', new Date(0)), null);
  assert.is(at('date: 2023-13-01', new Date('2024-01-01')), 'front matter: `date` 2023-13-01 is not a day of the calendar, so the post is dated 2024-01-01');
  assert.is(at('date: "2024-04-31 10:00"', new Date('2024-05-01T10:00:00Z')), 'front matter: `date` 2024-04-31 is not a day of the calendar, so the post is dated 2024-05-01');
});

test('a "date:" line in the body is not read as the post\'s date', () => {
  assert.is(impossibleDateWarning('/p.md', '---\ntitle: x\n---\ndate: 2024-02-30\n', new Date(0)), null);
});

test.run();
