import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';
import { parseConfig } from '../../../../cli/config/load-config.ts';

const FILE = '/site/site.config.json';
const SITE = { title: 'Lantern', url: 'https://lantern.example' };

test('the blog\'s page segments, globs and last-update keys carry over; archiveBasePath null stays null', () => {
  const { config, notes } = mapDocusaurusConfig({ ...SITE, presets: [['classic', { blog: {
    tagsBasePath: '/topics/', archiveBasePath: null, pageBasePath: 'p', authorsBasePath: 'writers',
    include: ['**/*.mdx'], exclude: ['**/wip/**'], showLastUpdateTime: true, showLastUpdateAuthor: false,
  } }]] });
  assert.equal(config.blog, {
    tagsBasePath: 'topics', archiveBasePath: null, pageBasePath: 'p', authorsBasePath: 'writers',
    include: ['**/*.mdx'], exclude: ['**/wip/**'], showLastUpdateTime: true, showLastUpdateAuthor: false,
  });
  assert.equal(notes, []);
  // What migrate writes is a config opdocs reads, with the values as given.
  const parsed = parseConfig(JSON.stringify(config), FILE, {});
  assert.equal([parsed.blog.archiveBasePath, parsed.blog.tagsBasePath, parsed.blog.showLastUpdateTime], [null, 'topics', true]);
});

test('docs tagsBasePath and globs carry over, for the preset\'s docs and each docs plugin', () => {
  const { config, notes } = mapDocusaurusConfig({
    ...SITE,
    presets: [['classic', { docs: { tagsBasePath: 'labels', include: ['**/*.md'], exclude: ['**/_*/**', 42] } }]],
    plugins: [['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'api', tagsBasePath: 'kinds' }]],
  });
  assert.equal(config.docs, { tagsBasePath: 'labels', include: ['**/*.md'], exclude: ['**/_*/**'] });
  assert.equal((config.docsInstances as { tagsBasePath?: string }[])[0].tagsBasePath, 'kinds');
  assert.equal(notes.map((n) => [n.key, n.what]), [['presets.classic.docs.exclude', 'only glob strings carry over; the other entries are left out']]);
});

test('a site that sets none of them migrates without the keys, so the defaults apply', () => {
  const { config } = mapDocusaurusConfig({ ...SITE, presets: [['classic', { docs: { path: 'docs' }, blog: { path: 'blog' } }]] });
  assert.equal([config.docs, config.blog], [{ path: 'docs' }, { path: 'blog' }]);
  const parsed = parseConfig(JSON.stringify(config), FILE, {});
  assert.equal([parsed.blog.archiveBasePath, parsed.blog.pageBasePath, parsed.docs.tagsBasePath], ['archive', 'page', 'tags']);
});

test.run();
