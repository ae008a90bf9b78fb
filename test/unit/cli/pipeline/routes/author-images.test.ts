/**
 * Author pictures written as a path beside their file (authors.yml's `image_url: ./img/a.png`,
 * or an inline author's in a post's front matter): published as assets, so every page that
 * shows the author finds the picture, and a missing one fails the build at its line.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../../helpers/site-files.ts';
import { failedBuildErrors } from '../../../../helpers/build-failure.ts';

const Pictures = suite('author pictures beside their file');
const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/base/' });
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000002000000020806000000', 'hex');
const AUTHORS = 'jane:\n  name: Jane\n  image_url: ./people/jane.png\n  page: true\nbob:\n  name: Bob\n  image_url: /img/bob.png\n';
const POST = '---\ntitle: Hello\ndate: 2024-01-02\nauthors:\n  - jane\n  - bob\n  - name: Guest\n    image_url: ./guest.png\n---\n\nHi <!-- truncate --> there\n';

const avatars = (html: string) => [...html.matchAll(/<img class="avatar__photo" src="([^"]*)" alt="([^"]*)"/g)].map((m) => `${m[2]} ${m[1]}`);

Pictures('a picture beside authors.yml or beside the post is published once and shown by its URL on every page', async () => {
  const dir = writeSiteFiles('opdocs-author-images-', {
    'site.config.json': CONFIG,
    'content/blog/authors.yml': AUTHORS,
    'content/blog/people/jane.png': PNG,
    'content/blog/2024-01-02-hello/guest.png': PNG,
    'content/blog/2024-01-02-hello/index.md': POST,
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const post = avatars(readFileSync(join(dir, 'build/blog/2024/01/02/hello/index.html'), 'utf8'));
  assert.equal(post.map((a) => a.replace(/-[0-9a-f]{10}\./, '-#.')), [
    'Jane /base/assets/images/jane-#.png', 'Bob /base/img/bob.png', 'Guest /base/assets/images/guest-#.png',
  ]);
  const page = avatars(readFileSync(join(dir, 'build/blog/authors/jane/index.html'), 'utf8'));
  assert.ok(page.includes(post[0]), `the author page shows the same picture: ${page.join(', ')}`);
  const file = post[0].split(' ')[1].slice('/base/'.length);
  assert.equal(readFileSync(join(dir, 'build', file)), PNG);
});

Pictures('a missing picture fails the build at its line in authors.yml or the post, and the last good build stays', async () => {
  const dir = writeSiteFiles('opdocs-author-images-missing-', {
    'site.config.json': CONFIG,
    'content/blog/authors.yml': 'jane:\n  name: Jane\n',
    'content/blog/2024-01-02-hello/index.md': '---\ntitle: Hello\ndate: 2024-01-02\nauthors: [jane]\n---\n\nHi <!-- truncate --> there\n',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  writeFileSync(join(dir, 'content/blog/authors.yml'), AUTHORS);
  writeFileSync(join(dir, 'content/blog/2024-01-02-hello/index.md'), POST);
  assert.equal(await failedBuildErrors(dir), [
    'content/blog/authors.yml:3:14  error  image not found: ./people/jane.png\n  hint: fix the path; it is relative to this file',
    'content/blog/2024-01-02-hello/index.md:8:16  error  image not found: ./guest.png\n  hint: fix the path; it is relative to this Markdown file',
  ]);
  assert.match(readFileSync(join(dir, 'build/blog/2024/01/02/hello/index.html'), 'utf8'), 'Hello', 'the previous build is intact');
});

Pictures.run();
