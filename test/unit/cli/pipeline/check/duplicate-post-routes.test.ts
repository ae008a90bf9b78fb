/**
 * Two blog posts on one route (the same `slug` in posts of different years) are one error at
 * the slug, naming both files; the route check does not repeat it naming one file twice.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { relative } from 'node:path';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { writeSiteFiles } from '../../../../helpers/site-files';

test('the same slug in posts of two years is reported once, with both files', async () => {
  const dir = writeSiteFiles('opdocs-duplicate-posts-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', blog: { onUntruncatedBlogPosts: 'ignore' } }),
    'content/docs/intro.md': '# Intro\n',
    'content/blog/2022/2022-01-01-same.md': '---\ntitle: Old\nslug: same\n---\n\nOld.\n',
    'content/blog/2023/2023-01-01-same.md': '---\ntitle: New\nslug: same\n---\n\nNew.\n',
  });
  try {
    const { result, errors } = await loadSite(await loadConfig(dir));
    assert.is(result, null);
    assert.equal(errors.map((e) => [relative(dir, e.file ?? ''), e.line, e.message]), [
      ['content/blog/2022/2022-01-01-same.md', 3, 'two posts claim the route /blog/same: 2023/2023-01-01-same.md and 2022/2022-01-01-same.md'],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
