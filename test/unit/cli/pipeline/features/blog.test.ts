import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { BlogPostRoute } from '../../../../../runtime/types';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { writeSiteFiles } from '../../../../helpers/site-files';

const CONFIG = (blog: Record<string, unknown> = {}) => JSON.stringify({ title: 'TyKO', url: 'https://akyriako.github.io', blog });

async function load(files: Record<string, string>, blog: Record<string, unknown> = {}) {
  const dir = writeSiteFiles('blog-feature', { 'site.config.json': CONFIG(blog), ...files });
  return { dir, ...(await loadSite(await loadConfig(dir))) };
}

const test = suite('blog feature');

test('a post with no date anywhere builds, dated by its file (no Git history here)', async () => {
  const { dir, result, errors } = await load({
    'content/blog/notes.md': '---\ntitle: Notes\n---\nIntro.\n\n<!-- truncate -->\n\nMore.\n',
    'content/blog/2020-01-01-old.md': '# Old\n\nx\n<!-- truncate -->\n',
  });
  assert.equal(errors, []);
  const info = statSync(join(dir, 'content/blog/notes.md'));
  const post = result!.routes.find((r): r is BlogPostRoute => r.kind === 'blog-post' && r.path === '/blog/notes')!;
  assert.is(new Date(post.post.date).getTime(), Math.trunc(info.birthtimeMs > 0 ? info.birthtimeMs : info.mtimeMs));
});

test('a post without a truncate marker is reported at its first body line, per onUntruncatedBlogPosts (default warn)', async () => {
  const files = {
    'content/blog/2025-01-01-full.md': '---\ntitle: Full\n---\nAll of it.\n',
    'content/blog/2025-01-02-cut.md': 'Intro.\n\n<!-- truncate -->\n\nRest.\n',
  };
  const warned = await load(files);
  assert.equal(warned.errors, []);
  assert.equal(warned.warnings.map((w) => [w.level, w.error.file?.endsWith('2025-01-01-full.md'), w.error.line, w.error.message]), [
    ['warn', true, 4, 'blog post has no truncate marker, so the list pages show it in full'],
  ]);
  const thrown = await load(files, { onUntruncatedBlogPosts: 'throw' });
  assert.is(thrown.result, null);
  assert.equal(thrown.errors.map((e) => e.message), ['blog post has no truncate marker, so the list pages show it in full']);
  assert.equal((await load(files, { onUntruncatedBlogPosts: 'ignore' })).warnings, []);
});

test('more than three posts without a marker are one warning at the blog folder, naming them; a failure still names each', async () => {
  const files = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n, i) => [`content/blog/2025-01-0${i + 1}-${n}.md`, `# ${n}\n\nAll of it.\n`]));
  const warned = await load(files);
  assert.equal(warned.warnings.map((w) => [w.error.file?.endsWith(join('content', 'blog')), w.error.message]), [
    [true, '7 blog posts have no truncate marker, so the list pages show them in full: 2025-01-01-a.md, 2025-01-02-b.md, 2025-01-03-c.md, 2025-01-04-d.md, 2025-01-05-e.md and 2 more'],
  ]);
  assert.is((await load(files, { onUntruncatedBlogPosts: 'throw' })).errors.length, 7);
});

test('tags missing from tags.yml warn by default and fail with onInlineTags: "throw"', async () => {
  const files = {
    'content/blog/tags.yml': 'release:\n  label: Release\n',
    'content/blog/2025-01-01-a.md': '---\ntags: [release, surprise]\n---\nx\n<!-- truncate -->\n',
  };
  const warned = await load(files);
  assert.equal(warned.errors, []);
  assert.equal(warned.warnings.map((w) => w.error.message), ['front matter: tag "surprise" not defined in tags.yml']);
  assert.ok(warned.result!.routes.some((r) => r.path === '/blog/tags/surprise'), 'the inline tag still gets its page');
  const thrown = await load(files, { onInlineTags: 'throw' });
  assert.equal(thrown.errors.map((e) => e.message), ['front matter: tag "surprise" not defined in tags.yml']);
});

test('blog.authorsMapPath names the authors file inside the blog folder, as Docusaurus\' option does', async () => {
  const files = {
    'content/blog/data/team.yml': 'ada:\n  name: Ada Lovelace\n  title: Engineer\n',
    'content/blog/authors.yml': 'ada:\n  name: Not This One\n',
    'content/blog/2025-01-01-hello.md': '---\ntitle: Hello\nauthors: [ada]\n---\nHi.\n\n<!-- truncate -->\n',
  };
  const { result, errors } = await load(files, { authorsMapPath: 'data/team.yml' });
  assert.equal(errors, []);
  const post = result!.routes.find((r): r is BlogPostRoute => r.kind === 'blog-post' && r.path === '/blog/2025/01/01/hello')!;
  assert.equal(post.post.authors.map((a) => a.name), ['Ada Lovelace']);
});

test('an author key missing from the file authorsMapPath names is an error whose hint names that file', async () => {
  const { errors } = await load({ 'content/blog/2025-01-01-hello.md': '---\nauthors: hulk\n---\nHi.\n\n<!-- truncate -->\n' }, { authorsMapPath: 'authors.generated.yml' });
  assert.equal(errors.map((e) => [e.line, e.message, e.hint]), [[2, 'front matter: unknown author key "hulk"', 'create blog/authors.generated.yml with an entry for "hulk"']]);
});

test('an authorsMapPath that leaves the blog folder is a config error at its key', async () => {
  const dir = writeSiteFiles('blog-feature', { 'site.config.json': JSON.stringify({ title: 'T', url: 'https://e.org', blog: { authorsMapPath: '../authors.yml' } }, null, 2) });
  const failure = await loadConfig(dir).then(() => null, (e: unknown) => e as { errors?: { line?: number; message: string }[] });
  assert.equal(failure?.errors?.map((e) => [e.line, e.message]), [[5, 'blog.authorsMapPath: give a path inside the blog folder, without wildcards, e.g. "authors.yml" or "data/team.yml"']]);
});

test.run();
