/**
 * A page whose folder would take the name of a file the build writes (the sitemap, a feed,
 * the root's data) fails at its slug before anything is written, not at the write with a
 * staging path or a crash.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { relative } from 'node:path';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { writeSiteFiles } from '../../../../helpers/site-files';

const config = JSON.stringify({ title: 'T', url: 'https://example.com', docs: { routeBasePath: '' }, blog: { onUntruncatedBlogPosts: 'ignore' } });

test('docs at the root with slugs /sitemap.xml, /opensearch.xml and /blog/rss.xml each fail at their slug line', async () => {
  const dir = writeSiteFiles('opdocs-page-through-file-', {
    'site.config.json': config,
    'content/docs/intro.md': '---\nslug: /\n---\n# Intro\n',
    'content/docs/a.md': '---\ntitle: A\nslug: /sitemap.xml\n---\n# A\n',
    'content/docs/b.md': '---\nslug: /opensearch.xml\n---\n# B\n',
    'content/docs/c.md': '---\nslug: /blog/rss.xml\n---\n# C\n',
    'content/blog/2024-01-01-post.md': '# Post\n',
  });
  try {
    const { result, errors } = await loadSite(await loadConfig(dir));
    assert.is(result, null);
    assert.equal(errors.map((e) => [relative(dir, e.file ?? ''), e.line, e.message]).sort(), [
      ['content/docs/a.md', 3, "the page /sitemap.xml needs a folder sitemap.xml/ where opdocs' own sitemap.xml is written"],
      ['content/docs/b.md', 2, "the page /opensearch.xml needs a folder opensearch.xml/ where opdocs' own opensearch.xml is written"],
      ['content/docs/c.md', 2, 'the page /blog/rss.xml needs a folder blog/rss.xml/ where the generated blog/rss.xml is written'],
    ]);
    assert.match(errors[0].hint ?? '', 'change the slug');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a page named like a file but beside it (/sitemap, /rss.xml.d) builds', async () => {
  const dir = writeSiteFiles('opdocs-page-through-file-', {
    'site.config.json': config,
    'content/docs/intro.md': '---\nslug: /\n---\n# Intro\n',
    'content/docs/a.md': '---\nslug: /sitemap\n---\n# A\n',
    'content/docs/b.md': '---\nslug: /blog/rss.xml.d\n---\n# B\n',
  });
  try {
    const { errors } = await loadSite(await loadConfig(dir));
    assert.equal(errors, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
