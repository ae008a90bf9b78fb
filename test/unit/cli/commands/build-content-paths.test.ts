import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

/**
 * A built site whose docs and blog put their pages under segments of its own: every page is at
 * the configured path, none at the default one, and the theme's links lead there.
 */
const Paths = suite('docs and blog page segments, include/exclude, last update on posts');
let dir = '';
const out = (rel: string) => join(dir, 'build', rel);
const page = (rel: string) => readFileSync(out(join(rel, 'index.html')), 'utf8');
const hrefOf = (html: string, text: string) => new RegExp(`href="([^"]+)"[^>]*>${text}<`).exec(html)?.[1];

Paths.before(async () => {
  dir = copyFixture('basic', 'build-content-paths');
  const configFile = join(dir, 'site.config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  config.docs = { ...config.docs, tagsBasePath: 'labels', exclude: ['**/_*.{md,mdx}', '**/_*/**', '**/scratch/**'] };
  config.blog = {
    ...config.blog, tagsBasePath: 'topics', archiveBasePath: 'history', pageBasePath: 'p', authorsBasePath: 'writers',
    include: ['**/*.md'], showLastUpdateTime: true, showLastUpdateAuthor: true,
  };
  writeFileSync(configFile, JSON.stringify(config));
  const content = join(dir, 'content');
  // A note excluded by the docs' own glob, a partial the default rule leaves out but MDX imports, and an .mdx post outside blog.include.
  mkdirSync(join(content, 'docs', 'scratch'));
  writeFileSync(join(content, 'docs', 'scratch', 'loose-ends.md'), '# Loose ends\n\nNot a page.\n');
  writeFileSync(join(content, 'docs', '_lamp-note.mdx'), 'Trim the wick before lighting.\n');
  writeFileSync(join(content, 'docs', 'lamps.mdx'), "import LampNote from './_lamp-note.mdx';\n\n# Lamps\n\n<LampNote />\n");
  writeFileSync(join(content, 'blog', '2025-04-02-outside.mdx'), '---\ntitle: Outside include\n---\nNo.\n\n<!-- truncate -->\n');
  const post = join(content, 'blog', '2025-03-13-post-3.md');
  writeFileSync(post, readFileSync(post, 'utf8').replace('tags: [release]\n', 'tags: [release]\nlast_update:\n  date: 2026-01-15\n  author: Nell Lamplighter\n'));
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
});

Paths('blog pages sit under the configured segments, and none under the defaults', () => {
  for (const rel of ['blog/history', 'blog/topics', 'blog/topics/release', 'blog/p/2', 'blog/writers', 'blog/writers/all-ada-articles']) {
    assert.ok(existsSync(out(join(rel, 'index.html'))), rel);
  }
  // Docusaurus paginates an author's posts under the authors segment too.
  assert.ok(existsSync(out('blog/writers/all-ada-articles/writers/2/index.html')));
  for (const rel of ['blog/archive', 'blog/tags', 'blog/page', 'blog/authors']) assert.not.ok(existsSync(out(rel)), rel);
});

Paths('the theme links to those pages: tags, authors, pagination', () => {
  assert.is(hrefOf(page('blog/topics/release'), 'View All Tags'), '/fixture/blog/topics');
  assert.is(hrefOf(page('blog/writers/all-ada-articles'), 'View all authors'), '/fixture/blog/writers');
  assert.match(page('blog'), 'href="/fixture/blog/p/2"');
  assert.match(page('blog/2025/03/13/post-3'), 'href="/fixture/blog/topics/release"');
  assert.match(page('blog/topics'), 'href="/fixture/blog/topics/news"');
});

Paths('docs tag pages follow docs.tagsBasePath, and docs link to them', () => {
  assert.ok(existsSync(out('docs/labels/index.html')));
  assert.ok(existsSync(out('docs/labels/basics/index.html')));
  assert.not.ok(existsSync(out('docs/tags')));
  assert.match(page('docs/intro'), 'href="/fixture/docs/labels/basics"');
  assert.is(hrefOf(page('docs/labels/basics'), 'View all tags'), '/fixture/docs/labels');
});

Paths('the sitemap lists the pages at their configured paths', () => {
  const sitemap = readFileSync(out('sitemap.xml'), 'utf8');
  for (const path of ['blog/history', 'blog/topics/release', 'blog/p/2', 'blog/writers', 'docs/labels/basics']) {
    assert.match(sitemap, `<loc>https://example.com/fixture/${path}</loc>`);
  }
  assert.not.match(sitemap, '/blog/archive<');
  assert.not.match(sitemap, '/docs/tags');
});

Paths('include/exclude choose the files: excluded ones get no page, and a partial still renders where imported', () => {
  assert.not.ok(existsSync(out('docs/scratch')));
  assert.not.ok(existsSync(out('docs/_lamp-note')));
  assert.match(page('docs/lamps'), 'Trim the wick before lighting.');
  assert.not.ok(existsSync(out('blog/2025/04/02/outside')));
  assert.not.match(readFileSync(out('blog/rss.xml'), 'utf8'), 'Outside include');
});

Paths('the moved pages keep their search tags, and the search index holds included docs only', () => {
  assert.match(page('blog/topics/release'), '<meta name="docsearch:docusaurus_tag" content="blog_tags_posts">');
  assert.match(page('blog/writers'), '<meta name="docsearch:docusaurus_tag" content="blog_authors_list">');
  assert.match(page('docs/labels/basics'), '<meta name="docsearch:docusaurus_tag" content="doc_tag_doc_list">');
  const search = join(dir, 'build', 'assets', 'search');
  const index = readdirSync(search).map((f) => readFileSync(join(search, f), 'utf8')).join('\n');
  assert.match(index, '/fixture/docs/lamps');
  assert.not.match(index, 'loose-ends');
  assert.not.match(index, '/_lamp-note');
});

Paths('a post shows its last update as docs do, from front matter here (the copy has no Git history)', () => {
  const html = page('blog/2025/03/13/post-3');
  const line = /<span class="theme-last-updated[^"]*">(.*?)<\/span>/.exec(html)?.[1] ?? '';
  assert.is(line.replace(/<!-- -->/g, ''), 'Last updated on <b><time dateTime="2026-01-15T00:00:00.000Z">Jan 15, 2026</time></b> by <b>Nell Lamplighter</b>');
  assert.not.match(page('blog/2025/02/12/post-2'), 'Last updated');
});

Paths.run();
