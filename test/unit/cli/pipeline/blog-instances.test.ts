/**
 * `blogInstances`: more blogs beside `blog` (Docusaurus' blog plugin used more than once), each
 * with its own folder, URL, list title, sidebar, tags, authors and feeds.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlogListRoute, BlogPostRoute } from '../../../../runtime/types';
import { buildSite } from '../../../../cli/commands/build';
import { loadConfigWithErrors } from '../../../../cli/config/load-config';
import { OpdocsErrors, formatErrors } from '../../../../cli/errors';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config';
import { loadCleanSite, writeSiteFiles } from '../../../helpers/site-files';

const Blogs = suite('blogInstances: a changelog beside the blog');

const CHANGELOG = {
  id: 'changelog', path: 'changes', routeBasePath: 'changelog', title: 'Changelog', description: 'What changed in each kettle release',
  sidebar: { title: 'Every release', count: 'ALL' }, feedOptions: { type: 'all', title: 'Kettle changes' },
};

function writeSite(config: Record<string, unknown> = {}, extra: Record<string, string> = {}): string {
  return writeSiteFiles('opdocs-blog-instances-', {
    'site.config.json': JSON.stringify({ title: 'Kettle', url: 'https://kettle.example', baseUrl: '/', contentDir: '.', blogInstances: [CHANGELOG], ...config }),
    'docs/intro.md': '# Intro\n\nRead [the 2.0 notes](../changes/v2.md) or [all changes](/changelog).\n',
    'blog/boil.md': '---\ntitle: Boiling water\ndate: 2026-01-02\ntags: [tea]\nauthors: ann\n---\nWhy we boil.\n\n<!-- truncate -->\n\nMore.\n',
    'blog/authors.yml': 'ann:\n  name: Ann Steam\n',
    'changes/v2.md': '---\ntitle: Version 2.0\ndate: 2026-02-03\ntags: [release]\nauthors: bo\n---\nA new lid. Why: [boiling](../blog/boil.md).\n\n<!-- truncate -->\n\nDetails.\n',
    'changes/v1.md': '---\ntitle: Version 1.0\ndate: 2025-02-03\ntags: [release]\n---\nThe first kettle.\n\n<!-- truncate -->\n',
    'changes/authors.yml': 'bo:\n  name: Bo Lid\n  page: true\n',
    ...extra,
  });
}

Blogs('each blog has its own pages, list title, sidebar, tags and authors; its routes say which blog they belong to', async () => {
  const site = await loadCleanSite(writeSite());
  const paths = site.routes.map((r) => r.path);
  for (const p of ['/blog', '/blog/boil', '/blog/tags/tea', '/changelog', '/changelog/v2', '/changelog/v1', '/changelog/tags/release', '/changelog/authors/bo', '/changelog/archive']) {
    assert.ok(paths.includes(p), `${p} among ${paths.join(' ')}`);
  }
  assert.not.ok(paths.includes('/blog/v2'), 'a changelog post is no post of the blog');
  const list = site.routes.find((r) => r.path === '/changelog') as BlogListRoute;
  assert.is(list.heading, 'Changelog');
  assert.is(list.blogId, 'changelog');
  assert.equal(list.posts.map((p) => p.title), ['Version 2.0', 'Version 1.0']);
  assert.is(list.sidebar.title, 'Every release');
  const post = site.routes.find((r) => r.path === '/changelog/v2') as BlogPostRoute;
  assert.equal(post.post.authors.map((a) => a.name), ['Bo Lid'], 'authors come from the changelog\'s own authors.yml');
  assert.is(post.older?.href, '/changelog/v1');
  assert.is((site.routes.find((r) => r.path === '/blog/boil') as BlogPostRoute).blogId, undefined);
  assert.equal(site.site.blogInstances?.map((b) => [b.id, b.path, b.tagsPath, b.title, b.feeds.map((f) => f.href)]), [
    ['changelog', '/changelog', '/changelog/tags', 'Changelog', ['/changelog/rss.xml', '/changelog/atom.xml', '/changelog/feed.json']],
  ]);
  assert.is(site.site.blog?.path, '/blog');
  assert.match(site.parsed.get('/docs/intro')!.html, 'href="/changelog/v2"');
  assert.match(site.parsed.get('/changelog/v2')!.html, 'href="/blog/boil"');
});

Blogs('a build writes each blog\'s feeds with its own posts, and every page names every feed', async () => {
  const dir = writeSite();
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const read = (f: string) => readFileSync(join(dir, 'build', f), 'utf8');
  const changes = read('changelog/rss.xml');
  assert.match(changes, '<title>Kettle changes</title>');
  assert.match(changes, 'https://kettle.example/changelog/v2');
  assert.not.match(changes, '<link>https://kettle.example/blog/boil</link>');
  assert.match(read('blog/rss.xml'), 'https://kettle.example/blog/boil');
  assert.not.match(read('blog/rss.xml'), '/changelog/');
  assert.ok(JSON.parse(read('changelog/feed.json')).items.length === 2);
  const page = read('docs/intro/index.html');
  assert.match(page, '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml"');
  assert.match(page, '<link rel="alternate" type="application/json" href="/changelog/feed.json" title="Kettle changes JSON Feed">');
  const list = read('changelog/index.html');
  assert.match(list, '<h1 class="blog-list-heading">Changelog</h1>');
  assert.match(list, 'class="blog-feed-links__link" href="/changelog/atom.xml"');
  assert.match(read('changelog/tags/release/index.html'), 'href="/changelog/tags"');
});

Blogs('a site whose only content is a blog of blogInstances builds, and its base URL leads there', async () => {
  const dir = writeSiteFiles('opdocs-blog-instances-only-', {
    'site.config.json': JSON.stringify({ title: 'Kettle', url: 'https://kettle.example', baseUrl: '/', contentDir: '.', blogInstances: [CHANGELOG] }),
    'changes/v1.md': '---\ntitle: Version 1.0\ndate: 2025-02-03\n---\nThe first kettle.\n\n<!-- truncate -->\n',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.match(readFileSync(join(dir, 'build', 'index.html'), 'utf8'), 'https://kettle.example/changelog');
});

Blogs('hints about a blog\'s posts name its own folder and its entry of blogInstances', async () => {
  const dir = writeSite({}, { 'changes/v3.md': '---\ntitle: Version 3.0\ndate: 2026-03-03\nauthors: [{ name: Cy }]\n---\nNo marker here.\n' });
  const { warnings } = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const hints = warnings.map((w) => w.error.hint ?? '');
  assert.ok(hints.some((h) => h.startsWith('define them once in changes/authors.yml') && h.endsWith('in the blogInstances entry "changelog" of site.config.json')), hints.join(' | '));
  assert.ok(hints.some((h) => h.includes('"onUntruncatedBlogPosts": "ignore" in the blogInstances entry "changelog"')), hints.join(' | '));
});

Blogs('a blog id used twice, the id "default" and a blog without its folder or URL are errors at their place', async () => {
  const twice = await loadConfigWithErrors(writeSite({ blogInstances: [CHANGELOG, { ...CHANGELOG, path: 'more', routeBasePath: 'more' }] }));
  assert.match(formatErrors(twice.errors, ''), 'the id "changelog" is already the id of blogInstances[0]');
  const named = await loadConfigWithErrors(writeSite({ blogInstances: [{ ...CHANGELOG, id: 'default' }] }));
  assert.match(formatErrors(named.errors, ''), 'the id "default" is the `blog` section itself');
  const bare = await loadConfigWithErrors(writeSite({ blogInstances: [{ id: 'changelog' }] }));
  const text = formatErrors(bare.errors, '');
  assert.match(text, 'path');
  assert.match(text, 'routeBasePath');
});

Blogs('two blogs at one URL fail the build naming both posts', async () => {
  const dir = writeSite({ blogInstances: [{ ...CHANGELOG, routeBasePath: 'blog' }] }, { 'changes/boil.md': '---\ntitle: Boil again\ndate: 2026-01-03\n---\nSame slug.\n\n<!-- truncate -->\n' });
  const err = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e: unknown) => e);
  assert.instance(err, OpdocsErrors);
  const text = formatErrors((err as OpdocsErrors).errors, dir);
  assert.match(text, 'two pages claim the route /blog/boil: blog/boil.md (blog-post of the blog) and changes/boil.md (blog-post of blogInstances "changelog")');
  assert.match(text, 'two pages claim the route /blog: site.config.json (blog-list of the blog) and site.config.json (blog-list of blogInstances "changelog")');
});

Blogs('a Docusaurus site\'s second blog plugin builds in place as a blog of its own', async () => {
  const dir = writeSiteFiles('opdocs-blog-instances-docusaurus-', {
    'docusaurus.config.js': [
      'module.exports = {',
      "  title: 'Kettle', url: 'https://kettle.example', baseUrl: '/',",
      "  presets: [['classic', { docs: false, blog: { blogTitle: 'News' } }]],",
      "  plugins: [['@docusaurus/plugin-content-blog', { id: 'changelog', path: './changelog', routeBasePath: 'changelog', blogTitle: 'Changelog', blogSidebarTitle: 'Releases' }]],",
      '};',
    ].join('\n'),
    'blog/boil.md': '---\ntitle: Boiling water\ndate: 2026-01-02\n---\nWhy we boil.\n\n<!-- truncate -->\n',
    'changelog/v2.md': '---\ntitle: Version 2.0\ndate: 2026-02-03\n---\nA new lid.\n\n<!-- truncate -->\n',
  });
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.is(result.warnings.length, 0, result.warnings.map((w) => w.error.message).join(' | '));
  const list = readFileSync(join(dir, 'build', 'changelog', 'index.html'), 'utf8');
  assert.match(list, '<h1 class="blog-list-heading">Changelog</h1>');
  assert.match(list, 'Releases');
  assert.match(readFileSync(join(dir, 'build', 'blog', 'index.html'), 'utf8'), '<h1 class="blog-list-heading">News</h1>');
  const data = JSON.parse(readFileSync(join(dir, 'build', 'changelog', 'v2', '__data.json'), 'utf8'));
  assert.is(data.blogId, 'changelog');
});

Blogs('another locale reads a blog\'s posts and texts from its own translation folder', async () => {
  const dir = writeSite({ i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } }, {
    'i18n/fr/docusaurus-plugin-content-blog-changelog/options.json': JSON.stringify({ title: { message: 'Journal des versions' }, 'sidebar.title': { message: 'Toutes les versions' } }),
    'i18n/fr/docusaurus-plugin-content-blog-changelog/v2.md': '---\ntitle: Version 2.0 (fr)\ndate: 2026-02-03\ntags: [release]\n---\nUn nouveau couvercle.\n\n<!-- truncate -->\n',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const list = readFileSync(join(dir, 'build', 'fr', 'changelog', 'index.html'), 'utf8');
  assert.match(list, '<h1 class="blog-list-heading">Journal des versions</h1>');
  assert.match(list, 'Toutes les versions');
  assert.match(list, 'Version 2.0 (fr)');
  assert.match(readFileSync(join(dir, 'build', 'changelog', 'index.html'), 'utf8'), '<h1 class="blog-list-heading">Changelog</h1>');
});

Blogs('beside the classic preset\'s own blog, left at its defaults, a blog plugin is one more blog', () => {
  const { config } = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', presets: [['classic', { docs: false }]], plugins: [['@docusaurus/plugin-content-blog', { id: 'changelog', path: './changelog', routeBasePath: 'changelog' }]] });
  assert.is(config.blog, undefined, 'the preset\'s blog, at its defaults');
  assert.equal(config.blogInstances, [{ id: 'changelog', path: 'changelog', routeBasePath: 'changelog' }]);
  const alone = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', presets: [['classic', { blog: false }]], plugins: [['@docusaurus/plugin-content-blog', { id: 'changelog', path: './changelog', routeBasePath: 'changelog' }]] });
  assert.equal(alone.config.blog, { path: 'changelog', routeBasePath: 'changelog' });
  assert.is(alone.config.blogInstances, undefined);
});

Blogs.run();
