/**
 * With `feedOptions.xslt` the build writes each feed's .xsl and .css beside it: pages may link
 * to them, and a static file of the same name is caught as one shadowing a generated file.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { relative } from 'node:path';
import { loadConfig } from '../../../../cli/config/load-config';
import { loadSite } from '../../../../cli/pipeline/site';
import { writeSiteFiles } from '../../../helpers/site-files';

const config = (xslt: boolean) => JSON.stringify({
  title: 'T', url: 'https://example.com',
  blog: { onUntruncatedBlogPosts: 'ignore', feedOptions: { type: ['rss', 'atom'], xslt } },
});

test('a doc links to the RSS stylesheet and the Atom feed style when feeds are styled', async () => {
  const dir = writeSiteFiles('opdocs-feed-style-', {
    'site.config.json': config(true),
    'content/docs/intro.md': '# Intro\n\n[styled feed](/blog/rss.xsl) and [its look](/blog/atom.css)\n',
    'content/blog/2024-01-01-post.md': '# Post\n',
  });
  try {
    const { result, errors } = await loadSite(await loadConfig(dir));
    assert.equal(errors.map((e) => e.message), []);
    assert.ok(result);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the same links are broken when the feeds are not styled', async () => {
  const dir = writeSiteFiles('opdocs-feed-style-', {
    'site.config.json': config(false),
    'content/docs/intro.md': '# Intro\n\n[styled feed](/blog/rss.xsl)\n',
    'content/blog/2024-01-01-post.md': '# Post\n',
  });
  try {
    const { result, errors } = await loadSite(await loadConfig(dir));
    assert.is(result, null);
    assert.equal(errors.map((e) => [relative(dir, e.file ?? ''), e.line]), [['content/docs/intro.md', 3]]);
    assert.match(errors[0].message, '/blog/rss.xsl');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a static blog/rss.css is caught as shadowing the generated stylesheet', async () => {
  const dir = writeSiteFiles('opdocs-feed-style-', {
    'site.config.json': config(true),
    'content/docs/intro.md': '# Intro\n',
    'content/blog/2024-01-01-post.md': '# Post\n',
    'content/static/blog/rss.css': 'body { color: red }\n',
  });
  try {
    const { result, errors } = await loadSite(await loadConfig(dir));
    assert.is(result, null);
    assert.equal(errors.map((e) => [relative(dir, e.file ?? ''), e.message]), [
      ['content/static/blog/rss.css', 'static file blog/rss.css would replace the generated blog/rss.css'],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
