/**
 * A Docusaurus config may list the classic preset's parts as plugins and themes of their own
 * (content-blog, content-pages, theme-classic, plus docusaurus-plugin-sass) instead of the preset.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';

const BASE = { title: 'T', url: 'https://e.org', __siteDir: '/site' };

test('a lone blog plugin is the site\'s blog, and theme-classic\'s stylesheets become customCss', () => {
  const { config, notes } = mapDocusaurusConfig({
    ...BASE,
    plugins: [
      ['@docusaurus/plugin-content-docs', { sidebarPath: './sidebars.js' }],
      ['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', routeBasePath: 'updates', showReadingTime: true, authorsMapPath: 'people.yml' }],
      ['content-pages', {}],
      ['docusaurus-plugin-sass', {}],
    ],
    themes: [['@docusaurus/theme-classic', { customCss: ['/site/src/css/main.scss', './src/css/extra.css'] }]],
  });
  assert.equal(config.blog, { path: 'news', routeBasePath: 'updates', showReadingTime: true, authorsMapPath: 'people.yml' });
  assert.equal(config.customCss, ['src/css/main.scss', 'src/css/extra.css']);
  assert.equal(notes, []);
});

test('an authorsMapPath outside the blog folder is listed as left out, one inside it carries over', () => {
  const outside = mapDocusaurusConfig({ ...BASE, presets: [['classic', { blog: { authorsMapPath: '../authors.yml' } }]] });
  assert.equal(outside.config.blog, {});
  assert.equal(outside.notes.map((n) => `${n.key}: ${n.what}`), ['presets.classic.blog.authorsMapPath: authors are read from a file inside the blog folder; move it there and name it here']);
  const inside = mapDocusaurusConfig({ ...BASE, presets: [['classic', { blog: { authorsMapPath: './data/team.yml' } }]] });
  assert.equal(inside.config.blog, { authorsMapPath: 'data/team.yml' });
  assert.equal(inside.notes, []);
});

test('next to the preset\'s blog and pages, a second blog plugin is one of blogInstances and a second pages plugin a note; stylesheets add up', () => {
  const { config, notes } = mapDocusaurusConfig({
    ...BASE,
    presets: [['classic', { blog: { blogTitle: 'Main' }, theme: { customCss: './src/css/custom.css' } }]],
    plugins: [['@docusaurus/plugin-content-blog', { id: 'second', path: 'second' }], ['@docusaurus/plugin-content-pages', { id: 'more', path: 'more' }]],
    themes: [['classic', { customCss: './src/css/more.css' }]],
  });
  assert.equal(config.blog, { title: 'Main' });
  // Docusaurus' default route for any blog plugin: beside the preset's, the build names the clash.
  assert.equal(config.blogInstances, [{ id: 'second', path: 'second', routeBasePath: 'blog' }]);
  assert.equal(config.customCss, ['src/css/custom.css', 'src/css/more.css']);
  assert.equal(notes.map((n) => n.what), ['a second set of pages is not supported; move its pages into src/pages']);
});

test('a lone pages plugin reading another folder, or turned off, is a note as the preset\'s would be', () => {
  const notes = (pages: unknown) => mapDocusaurusConfig({ ...BASE, presets: [['classic', { pages: false }]], plugins: [['@docusaurus/plugin-content-pages', pages]] }).notes;
  assert.equal(notes({ path: 'site-pages' }).map((n) => n.key), ['presets.classic.pages', 'plugins[0].path']);
  assert.equal(notes({ path: './src/pages' }).map((n) => n.key), ['presets.classic.pages']);
});

test.run();
