import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { copyFixture, tempDir } from '../../../helpers/fixture-site.ts';

const Linked = suite('Markdown links to files beside the page (not pages)');
let dir = '';
let html = '';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

Linked.before(async () => {
  dir = copyFixture('basic', 'build-linked-files');
  const docs = join(dir, 'content', 'docs');
  mkdirSync(join(docs, 'files'), { recursive: true });
  writeFileSync(join(docs, 'files', 'setup guide.pdf'), '%PDF-1.4 a tiny stand-in');
  writeFileSync(join(docs, 'diagram.png'), PNG);
  mkdirSync(join(dir, 'content', 'static', 'downloads'), { recursive: true });
  writeFileSync(join(dir, 'content', 'static', 'downloads', 'sample.zip'), 'PK stand-in');
  const doc = join(docs, 'intro.md');
  writeFileSync(doc, `${readFileSync(doc, 'utf8')}
Get the [setup guide](./files/setup%20guide.pdf#page=2), the [sample](../static/downloads/sample.zip)
and the [full-size diagram](./diagram.png): ![diagram](./diagram.png)
`);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  html = readFileSync(join(dir, 'build', 'docs', 'intro', 'index.html'), 'utf8');
});

const hrefOf = (text: string) => new RegExp(`href="([^"]+)"[^>]*>${text}<`).exec(html)?.[1];

Linked('a linked file is published under a content-hashed name and the link points to it', () => {
  const href = hrefOf('setup guide');
  assert.match(href ?? '', /^\/fixture\/assets\/files\/setup guide-[\w-]+\.pdf#page=2$/);
  const file = join(dir, 'build', decodeURI(href!.slice('/fixture/'.length).split('#')[0]));
  assert.is(readFileSync(file, 'utf8'), '%PDF-1.4 a tiny stand-in');
});

Linked('a relative link into the static folder is published too, as Docusaurus does', () => {
  const href = hrefOf('sample');
  assert.match(href ?? '', /^\/fixture\/assets\/files\/sample-[\w-]+\.zip$/);
  assert.ok(existsSync(join(dir, 'build', href!.slice('/fixture/'.length))));
});

Linked('an image that is shown and linked to is one published file', () => {
  const href = hrefOf('full-size diagram');
  assert.match(href ?? '', /^\/fixture\/assets\/images\/diagram-[\w-]+\.png$/);
  assert.match(html, `src="${href}"`);
});

Linked('a relative link to a missing file is still a broken link, with its position', async () => {
  const doc = join(dir, 'content', 'docs', 'intro.md');
  writeFileSync(doc, `${readFileSync(doc, 'utf8')}\nSee [the old guide](./files/old.pdf).\n`);
  const errors = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(errors);
  assert.match(formatErrors(errors, dir), /content\/docs\/intro\.md:\d+:\d+ {2}error {2}broken link: \.\/files\/old\.pdf → \/fixture\/docs\/files\/old\.pdf is not a page of this site/);
});

Linked('a link that leads out of the site folder (through a symlink) is refused, not published', async () => {
  const outside = tempDir('opdocs-linked-outside');
  writeFileSync(join(outside, 'secret.txt'), 'not for the web');
  const site = copyFixture('basic', 'build-linked-files-outside');
  symlinkSync(join(outside, 'secret.txt'), join(site, 'content', 'docs', 'notes.txt'));
  const doc = join(site, 'content', 'docs', 'intro.md');
  writeFileSync(doc, `${readFileSync(doc, 'utf8')}\nRead [the notes](./notes.txt).\n`);
  const errors = await buildSite({ siteDir: site, outDir: 'build', quiet: true }).then(() => null, (e) => asUserErrors(e));
  assert.ok(errors);
  assert.match(formatErrors(errors, site), /linked file \.\/notes\.txt is outside the site folder; it would publish .*secret\.txt/);
  assert.not.ok(existsSync(join(site, 'build')), 'nothing was written');
});

Linked('a docs folder kept beside the site folder (docs.path "../docs") publishes the images and files next to its pages', async () => {
  const repo = tempDir('opdocs-linked-docs-beside');
  mkdirSync(join(repo, 'website'));
  mkdirSync(join(repo, 'docs', 'assets'), { recursive: true });
  writeFileSync(join(repo, 'website', 'site.config.json'), JSON.stringify({ title: 'Beside', url: 'https://example.org', baseUrl: '/', contentDir: '.', docs: { path: '../docs' } }));
  writeFileSync(join(repo, 'docs', 'assets', 'loop.png'), PNG);
  writeFileSync(join(repo, 'docs', 'assets', 'loop.csv'), 'step,value\n1,2\n');
  writeFileSync(join(repo, 'docs', 'loop.md'), '# The loop\n\n![The loop](./assets/loop.png)\n\nThe [numbers](./assets/loop.csv).\n');
  await buildSite({ siteDir: join(repo, 'website'), outDir: 'build', quiet: true });
  const page = readFileSync(join(repo, 'website', 'build', 'docs', 'loop', 'index.html'), 'utf8');
  const src = /<img[^>]* src="\/(assets\/images\/loop-[\w-]+\.png)"/.exec(page)?.[1];
  const href = /href="\/(assets\/files\/loop-[\w-]+\.csv)"/.exec(page)?.[1];
  assert.ok(src && href, 'the image and the file are published under hashed names');
  assert.equal(readFileSync(join(repo, 'website', 'build', src!)), PNG);
  assert.is(readFileSync(join(repo, 'website', 'build', href!), 'utf8'), 'step,value\n1,2\n');
});

Linked.run();
