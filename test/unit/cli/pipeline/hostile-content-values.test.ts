/**
 * Content values a careless or hostile author can write that used to build a wrong or runaway
 * site: a version name that is a path, a date five digits long, thousands of tags on one post.
 * Each is refused at its file and line, with what to write instead.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../../cli/config/load-config';
import { formatError } from '../../../../cli/errors';
import { loadSite } from '../../../../cli/pipeline/site';
import { loadPosts } from '../../../../cli/pipeline/routes/blog';
import { MAX_POST_TAGS } from '../../../../cli/pipeline/routes/blog-refs';
import { parseFrontMatter } from '../../../../cli/pipeline/parse/front-matter';
import { writeSiteFiles } from '../../../helpers/site-files';

const Values = suite('hostile content values');
const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' });

/** The printed errors of loading a site made of `files`, relative to its folder. */
async function siteErrors(files: Record<string, string>): Promise<string[]> {
  const dir = writeSiteFiles('opdocs-hostile-values-', { 'site.config.json': CONFIG, 'content/docs/intro.md': '# Intro\n', ...files });
  const { errors } = await loadSite(await loadConfig(dir));
  return errors.map((e) => formatError(e, dir));
}

const post = (rel: string, text: string) => ({ file: `/site/content/blog/${rel}`, rel, text });
const blogOptions = { blogPath: '/blog', tagsPath: '/blog/tags', authors: new Map(), tags: null };

Values('a version name with a slash or a ".." is refused at its entry in versions.json, before any folder is read', async () => {
  const hint = '\n  hint: name the version without slashes, e.g. "2.0" or "2.0-beta", and rename its folder under versioned_docs to match';
  assert.equal(await siteErrors({
    'content/versions.json': '[\n  "2.0",\n  "a/b"\n]\n',
    'content/versioned_docs/version-2.0/intro.md': '# Two\n', 'content/versioned_docs/version-a/b/intro.md': '# Nested\n',
  }), [`content/versions.json:3:3  error  versions.json: version name "a/b" contains a slash, but each name is one folder name (version-<name>) and one URL segment${hint}`]);
  // Without the check this name reached a folder beside the site and tried to publish it.
  assert.equal(await siteErrors({ 'content/versions.json': '["../../../../outside"]' }), [
    `content/versions.json:1:2  error  versions.json: version name "../../../../outside" contains a slash, but each name is one folder name (version-<name>) and one URL segment${hint}`,
  ]);
  assert.equal(await siteErrors({ 'content/versions.json': '["..", "1.0"]', 'content/versioned_docs/version-1.0/intro.md': '# One\n' }), [
    `content/versions.json:1:2  error  versions.json: version name ".." is a "." or ".." path part, but each name is one folder name (version-<name>) and one URL segment${hint}`,
  ]);
});

Values('plain version names with dots, dashes and letters still load', async () => {
  assert.equal(await siteErrors({
    'content/versions.json': '["2.0.1-beta", "v1"]',
    'content/versioned_docs/version-2.0.1-beta/intro.md': '# Beta\n', 'content/versioned_docs/version-v1/intro.md': '# One\n',
  }), []);
});

Values('a post or last_update date in the year 99999 is refused at its line: HTML, Atom and RSS have no form for it', () => {
  const { errors } = loadPosts([post('2024-01-01-far.md', '---\ntitle: Far\ndate: 99999-01-01\n---\nx\n')], blogOptions);
  assert.equal(errors.map((e) => [e.line, e.message, e.hint]), [[3, 'front matter: `date` must have a year of four digits, got the year 99999', 'no HTML date or feed can carry a longer year; e.g. `date: 2026-01-31`']]);
  const doc = parseFrontMatter('---\nlast_update:\n  date: 99999-01-01\n---\n# Doc\n', '/site/content/docs/doc.md', 'doc');
  assert.equal(doc.errors.map((e) => [e.line, e.message]), [[3, 'front matter: `last_update.date` must have a year of four digits, got the year 99999']]);
  // Dates of four digits, and words that are no date at all, keep their own handling.
  assert.equal(loadPosts([post('p.md', '---\ndate: 9999-12-31\n---\nx\n')], blogOptions).errors, []);
  assert.match(loadPosts([post('p.md', '---\ndate: soon\n---\nx\n')], blogOptions).errors[0].message, 'must be a date, got "soon"');
});

Values('a post with thousands of tags is refused at `tags` instead of building every tag page with all of them', () => {
  const tags = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`).join(', ');
  const many = loadPosts([post('2024-01-01-a.md', `---\ntitle: A\ntags: [${tags(10_000)}]\n---\nx\n`)], blogOptions);
  assert.equal(many.errors.map((e) => [e.line, e.message]), [[3, `front matter: the post has 10,000 tags; the limit is ${MAX_POST_TAGS}, as every tag page repeats the post with all of its tags`]]);
  assert.equal(many.posts[0].tags, []);
  const enough = loadPosts([post('2024-01-01-a.md', `---\ntags: [${tags(MAX_POST_TAGS)}]\n---\nx\n`)], blogOptions);
  assert.equal(enough.errors, []);
  assert.is(enough.posts[0].tags.length, MAX_POST_TAGS);
});

Values('a sidebar category whose generated index takes a doc\'s route is blamed at its slug in the sidebars file, not at the config', async () => {
  const config = JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', docs: { sidebarPath: 'sidebars.json' } });
  const sidebars = '{\n  "main": [\n    { "type": "category", "label": "C", "items": ["intro"],\n      "link": { "type": "generated-index", "slug": "/intro" } }\n  ]\n}\n';
  assert.equal(await siteErrors({ 'site.config.json': config, 'sidebars.json': sidebars }), [
    'sidebars.json:4:53  error  the generated index page of category "C" has the route /docs/intro of the doc content/docs/intro.md; the doc keeps it\n  hint: remove the category\'s generated-index link (or make it { "type": "doc", "id": … } to that doc), or give it another `slug`',
  ]);
});

Values('an empty doc id and a displayed_sidebar that names no sidebar are refused at their lines, not published wrong', async () => {
  assert.equal(await siteErrors({
    'content/docs/setup.md': '---\nid: ""\n---\n# Setup\n',
    'content/docs/guide.md': '---\ntitle: Guide\ndisplayed_sidebar: nope\n---\nText.\n',
  }), [
    'content/docs/setup.md:2:5  error  front matter: document id is empty\n  hint: give it a name, e.g. `id: setup`, or remove the line to use the file name',
    'content/docs/guide.md:3:20  error  front matter: displayed_sidebar names a sidebar "nope" that the docs do not have\n  hint: use one of: tutorialSidebar; or null for no sidebar',
  ]);
  assert.equal(await siteErrors({ 'content/docs/guide.md': '---\ndisplayed_sidebar: tutorialSidebar\n---\n# Guide\n', 'content/docs/bare.md': '---\ndisplayed_sidebar: null\n---\n# Bare\n' }), []);
});

Values.run();
