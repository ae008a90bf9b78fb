import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { docAt, loadCleanSite, writeSiteFiles } from '../../../../helpers/site-files';
import { formatPageTitle } from '../../../../../runtime/page-title';

test('titleDelimiter separates every page title from the site title; the default is "|"', async () => {
  const dir = writeSiteFiles('opdocs-title-', {
    'site.config.json': JSON.stringify({ title: 'Widgets', url: 'https://example.org', contentDir: '.', titleDelimiter: '·' }),
    'docs/intro.md': '# Install\n',
  });
  const site = await loadCleanSite(dir);
  assert.is(docAt(site, '/docs/intro')?.head.title, 'Install · Widgets');
  assert.is(site.site.titleDelimiter, '·');
  assert.is(formatPageTitle('Install', { title: 'Widgets' }), 'Install | Widgets');
  assert.is(formatPageTitle('', { title: 'Widgets', titleDelimiter: '·' }), 'Widgets', 'no title: the site title alone');
});

test.run();
