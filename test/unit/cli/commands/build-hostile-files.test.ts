/**
 * Hostile files and folders around a site: symlinks in the content, names too long for the
 * disk, a static file where a generated folder goes, an output folder reached through a link
 * into the content, named pipes where a config or stylesheet should be. Each build either
 * succeeds or fails with the file to blame and what to do, and never hangs or crashes.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { closeSync, constants, existsSync, mkdirSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatError } from '../../../../cli/errors.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Files = suite('hostile files around a site');
const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' });
const site = (files: Record<string, string> = {}) =>
  writeSiteFiles('opdocs-hostile-files-', { 'site.config.json': CONFIG, 'content/docs/intro.md': '# Intro\n', ...files });

/** The printed errors of a build that must fail; `within` ms bounds a build that could hang. */
async function failure(dir: string, outDir = 'build', within = 60_000): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`the build still runs after ${within} ms`)), within)));
  try {
    await Promise.race([buildSite({ siteDir: dir, outDir, quiet: true }), hang]);
  } catch (err) {
    const user = asUserErrors(err);
    assert.ok(user, `expected user errors, got ${err instanceof Error ? err.stack : String(err)}`);
    return user.map((e) => formatError(e, dir));
  } finally {
    clearTimeout(timer);
  }
  throw new Error('the build unexpectedly succeeded');
}

Files('a symlinked doc inside the site is published; links outside it, to nothing or in a loop are refused at the link', async () => {
  const dir = site({ 'shared/notes.md': '# Shared notes\n', 'outside-target.md': '' });
  symlinkSync('../../shared/notes.md', join(dir, 'content/docs/notes.md'));
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.match(readFileSync(join(dir, 'build/docs/notes/index.html'), 'utf8'), 'Shared notes');

  const secret = join(dir, '..', `${dir.split('/').pop()}-secret.md`);
  writeFileSync(secret, '# Secret\n');
  try {
    symlinkSync(secret, join(dir, 'content/docs/secret.md'));
    symlinkSync('missing.md', join(dir, 'content/docs/dangling.md'));
    symlinkSync('loop-b.md', join(dir, 'content/docs/loop-a.md'));
    symlinkSync('loop-a.md', join(dir, 'content/docs/loop-b.md'));
    assert.equal(await failure(dir), [
      'content/docs/dangling.md  error  is a symlink to nothing: its target does not exist\n  hint: point the link at an existing file, or remove it',
      'content/docs/loop-a.md  error  is a symlink that leads back to itself\n  hint: point the link at an existing file, or remove it',
      'content/docs/loop-b.md  error  is a symlink that leads back to itself\n  hint: point the link at an existing file, or remove it',
      'content/docs/secret.md  error  is a symlink to a file outside the site folder; publishing it could leak any file\n  hint: copy the file into the site instead of linking to it',
    ]);
    assert.match(readFileSync(join(dir, 'build/docs/notes/index.html'), 'utf8'), 'Shared notes', 'the previous build is intact');
  } finally {
    rmSync(secret, { force: true });
  }
});

Files('a symlinked doc may lead out of the site folder into the repository that holds it (a monorepo\'s root CONTRIBUTING.md)', async () => {
  const repo = writeSiteFiles('opdocs-hostile-repo-', {
    '.git/HEAD': 'ref: refs/heads/main\n', 'CONTRIBUTING.md': '# Contributing\n',
    'website/site.config.json': CONFIG, 'website/content/docs/intro.md': '# Intro\n',
  });
  const dir = join(repo, 'website');
  symlinkSync('../../../CONTRIBUTING.md', join(dir, 'content/docs/contributing.md'));
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.match(readFileSync(join(dir, 'build/docs/contributing/index.html'), 'utf8'), 'Contributing');
});

Files('a symlinked folder of the repository is walked as if it were there: its pages under the link\'s path, excludes applied, a link back up not followed', async () => {
  const repo = writeSiteFiles('opdocs-hostile-linked-folder-', {
    '.git/HEAD': 'ref: refs/heads/main\n',
    'packages/api/docs/usage.md': '# Using the API\n\nSee the [overview](./deep/overview.md).\n',
    'packages/api/docs/deep/overview.md': '# API overview\n',
    'packages/api/docs/_partial.md': 'A partial, not a page.\n',
    'website/site.config.json': CONFIG, 'website/content/docs/intro.md': '# Intro\n',
  });
  const dir = join(repo, 'website');
  symlinkSync('../../../packages/api/docs', join(dir, 'content/docs/api'));
  // A link up the tree inside it: walked once at most, never for ever.
  symlinkSync('../../../website/content/docs', join(repo, 'packages/api/docs/back'));
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const usage = readFileSync(join(dir, 'build/docs/api/usage/index.html'), 'utf8');
  assert.match(usage, 'Using the API');
  assert.match(usage, 'href="/docs/api/deep/overview"', 'relative links resolve through the link');
  assert.match(readFileSync(join(dir, 'build/docs/api/deep/overview/index.html'), 'utf8'), 'API overview');
  assert.not.ok(existsSync(join(dir, 'build/docs/api/_partial')), 'the docs excludes apply inside it');
  assert.not.ok(existsSync(join(dir, 'build/docs/api/back/api')), 'the link back is not walked again');
});

Files('a symlink to a folder above the docs (the content folder) is not walked: no page twice, no blog post published as a doc', async () => {
  const dir = site({ 'content/docs/guide/setup.md': '# Setup\n', 'content/blog/2026-01-15-hello.md': '---\ntitle: Hello\n---\nA post.\n' });
  symlinkSync('../..', join(dir, 'content/docs/guide/up'));
  symlinkSync('.', join(dir, 'content/blog/here'));
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.match(readFileSync(join(dir, 'build/docs/guide/setup/index.html'), 'utf8'), 'Setup');
  assert.not.ok(existsSync(join(dir, 'build/docs/guide/up')), 'the content folder is not published again under the link');
  assert.ok(existsSync(join(dir, 'build/blog/2026/01/15/hello/index.html')));
  assert.not.ok(existsSync(join(dir, 'build/blog/here')));
});

Files('a symlinked folder outside the site and its repository is refused when it holds pages, and ignored when it holds none', async () => {
  const dir = site();
  const outside = writeSiteFiles('opdocs-hostile-outside-folder-', { 'leak.md': '# Leak\n', 'img/logo.png': 'png' });
  symlinkSync(join(outside, 'img'), join(dir, 'content/docs/img'));
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  symlinkSync(outside, join(dir, 'content/docs/more'));
  assert.equal(await failure(dir), [
    'content/docs/more  error  is a symlink to a folder outside the site folder (it holds leak.md); publishing it could leak any file\n  hint: copy the folder into the site instead of linking to it',
  ]);
});

Files('a slug or tag too long for a file name fails at the file that makes it, before anything is written', async () => {
  const long = 'x'.repeat(260);
  const [slug] = await failure(site({ 'content/docs/a.md': `---\nslug: /${long}\n---\n# A\n` }));
  assert.match(slug, /^content\/docs\/a\.md:2:7 {2}error {2}route \/docs\/x+…x{40} has a segment of 260 bytes/);
  assert.match(slug, 'file systems allow 255 bytes');
  const [tag] = await failure(site({ 'content/docs/a.md': `---\ntags: [${long}]\n---\n# A\n` }));
  assert.match(tag, /^content\/docs\/a\.md {2}error {2}route \/docs\/tags\/x+…x+ has a segment of 260 bytes/);
  assert.match(tag, 'hint: shorten the tag');
  // Two-byte letters count twice: 126 of them are 252 bytes, too many for "<name>.html".
  const [wide] = await failure(site({ [`content/docs/${'é'.repeat(126)}.md`]: '# Wide\n' }));
  assert.match(wide, 'has a segment of 252 bytes');
});

Files('a static file where the build needs a folder, or a static folder named like a page, is refused; the last build stays', async () => {
  const dir = site({ 'content/static/robots.txt': 'User-agent: *\n' });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  writeFileSync(join(dir, 'content/static/docs'), 'in the way');
  writeFileSync(join(dir, 'content/static/assets'), 'in the way');
  const lines = await failure(dir);
  assert.equal(lines.map((l) => l.split('\n')[0]), [
    'content/static/assets  error  static file assets would replace opdocs\' own assets',
    'content/static/docs  error  static file docs would replace the folder docs/ that holds the page /docs/intro (content/docs/intro.md)',
  ]);
  rmSync(join(dir, 'content/static/docs'));
  rmSync(join(dir, 'content/static/assets'));
  const nested = join(dir, 'content/static/docs/intro/index.html');
  mkdirSync(nested, { recursive: true });
  writeFileSync(join(nested, 'x.txt'), 'x');
  assert.match((await failure(dir))[0], 'static file docs/intro/index.html/x.txt would replace the page /docs/intro (content/docs/intro.md) with its folder docs/intro/index.html/');
  assert.match(readFileSync(join(dir, 'build/docs/intro/index.html'), 'utf8'), 'Intro', 'the previous build is intact');
});

Files('an output folder reached through a symlink into the content is refused like the content itself', async () => {
  const dir = site({ 'content/static/robots.txt': 'User-agent: *\n' });
  symlinkSync('content/static', join(dir, 'linked'));
  const [line] = await failure(dir, 'linked/out');
  assert.match(line, 'is inside the content folder, so the build would be read as content');
  assert.not.ok(existsSync(join(dir, 'content/static/out')), 'nothing was written into static/');
});

/** Opens the named pipe for writing and closes it, so a reader stuck on it (old code) gets its end. */
function release(fifo: string): void {
  try {
    closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
  } catch { /* no reader waits */ }
}

Files('a named pipe as site.config.json or as a customCss file fails at once instead of waiting forever', async () => {
  const dir = site();
  const config = join(dir, 'site.config.json');
  rmSync(config);
  execFileSync('mkfifo', [config]);
  try {
    assert.equal(await failure(dir, 'build', 20_000), [
      'site.config.json  error  site.config.json is not a regular file (a named pipe or device)\n  hint: make site.config.json a JSON file holding the site\'s settings',
    ]);
  } finally {
    release(config);
    rmSync(config);
  }
  writeFileSync(config, JSON.stringify({ title: 'T', url: 'https://example.com', customCss: ['css/pipe.css'] }));
  mkdirSync(join(dir, 'css'));
  execFileSync('mkfifo', [join(dir, 'css/pipe.css')]);
  try {
    const [line] = await failure(dir, 'build', 20_000);
    assert.match(line, /^site\.config\.json:1:\d+ {2}error {2}customCss\[0\]: "css\/pipe\.css" is a named pipe, not a file/);
  } finally {
    release(join(dir, 'css/pipe.css'));
  }
});

Files('a docs or pages folder that is itself a symlink to nothing, to itself or to the content folder fails at the link, with or without a blog beside it', async () => {
  const hint = '\n  hint: point the link at the folder that holds the content, or replace it with that folder';
  const dir = site();
  rmSync(join(dir, 'content/docs'), { recursive: true });
  symlinkSync('missing', join(dir, 'content/docs'));
  assert.equal(await failure(dir), [`content/docs  error  is a symlink to nothing: its target does not exist, so its content cannot be read${hint}`]);
  rmSync(join(dir, 'content/docs'));
  symlinkSync('docs', join(dir, 'content/docs'));
  assert.equal(await failure(dir), [`content/docs  error  is a symlink that leads back to itself, so its content cannot be read${hint}`]);
  writeFileSync(join(dir, 'site.config.json'), JSON.stringify({ title: 'T', url: 'https://example.com', blog: { onUntruncatedBlogPosts: 'ignore' } }));
  mkdirSync(join(dir, 'content/blog'));
  writeFileSync(join(dir, 'content/blog/2024-01-01-post.md'), '# Post\n');
  rmSync(join(dir, 'content/docs'));
  symlinkSync('.', join(dir, 'content/docs'));
  const [line] = await failure(dir);
  assert.match(line, /^content\/docs {2}error {2}is a symlink to a folder that holds it \(.*content\), so every other section's files would be read again as its own/);
  rmSync(join(dir, 'content/docs'));
  mkdirSync(join(dir, 'content/docs'));
  writeFileSync(join(dir, 'content/docs/intro.md'), '# Intro\n');
  symlinkSync('.', join(dir, 'content/pages'));
  const [pages] = await failure(dir);
  assert.match(pages, /^content\/pages {2}error {2}is a symlink to a folder that holds it/, 'the pages folder too, which is listed without following links');
});

Files.run();
