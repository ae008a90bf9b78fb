import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDevSession, type DevSession } from '../../../../cli/commands/dev-session';
import { copyFixture } from '../../../helpers/fixture-site';

// A watch session keeps the blog's authors and tags files, parsed, and the listing that found
// them, between rebuilds: a file that appears, changes or goes must still reach the pages.
const Meta = suite('watch-mode session: the blog\'s authors and tags files');
let site = '';
let session: DevSession;
const postPage = () => readFileSync(join(site, 'build', 'blog', '2025', '01', '11', 'post-1', 'index.html'), 'utf8');
const authors = () => join(site, 'content', 'blog', 'authors.yml');

Meta.before(async () => {
  site = copyFixture('basic', 'dev-blog-meta');
  writeFileSync(authors(), readFileSync(authors(), 'utf8').replace('Ada Writer', 'Ada Quill'));
  session = createDevSession({ siteDir: site, outDir: 'build', sourceDirs: [] });
  await session.rebuild(null);
});
Meta.after(() => session.dispose());

Meta('an edit to authors.yml shows on the post pages', async () => {
  assert.match(postPage(), 'Ada Quill');
  writeFileSync(authors(), readFileSync(authors(), 'utf8').replace('Ada Quill', 'Ada Lindqvist'));
  const r = await session.rebuild([authors()]);
  assert.ok(r.changedRoutes?.some((p) => p.endsWith('/post-1')), 'the post is rendered again');
  assert.match(postPage(), 'Ada Lindqvist');
  assert.not.match(postPage(), 'Ada Quill');
});

Meta('tags.yml removed while serving takes its labels away, and written again brings them back', async () => {
  const tags = join(site, 'content', 'blog', 'tags.yml');
  const text = readFileSync(tags, 'utf8').replace('label: Release', 'label: Shipped versions');
  writeFileSync(tags, text);
  await session.rebuild([tags]);
  assert.match(postPage(), 'Shipped versions');
  rmSync(tags);
  await session.rebuild([tags]);
  assert.not.match(postPage(), 'Shipped versions');
  writeFileSync(tags, text);
  await session.rebuild([tags]);
  assert.match(postPage(), 'Shipped versions');
});

Meta.run();
