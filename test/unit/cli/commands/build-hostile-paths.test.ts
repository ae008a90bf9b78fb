/**
 * Hostile file names and files: "a b.md" beside "a%20b.md" (one path to a browser: one page
 * silently replaced the other), images named "a#b.png" (linked by a URL that cut the name at
 * "#"), a folder linked to itself (its pages published twice), empty
 * and non-SVG images (published as broken images without a word), an image written as a path
 * on the author's disk, an MDX import of a file with no extension (blamed at that file's
 * first line with a hint to fix code nobody wrote) and of an .svg that holds no SVG (rendered nothing),
 * a translation symlinked to a file outside the site (published it) and a static folder linked
 * outside the site (walked in full: a link to "/" never finished).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';
import { failedBuildErrors } from '../../../helpers/build-failure.ts';

const Paths = suite('hostile file names and files');
const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.com' });
const site = (files: Record<string, string | Buffer>) =>
  writeSiteFiles('opdocs-hostile-paths-', { 'site.config.json': CONFIG, 'content/docs/intro.md': '# Intro\n', ...files });
const shown = (dir: string, warnings: { error: { file?: string; line?: number; message: string } }[]) =>
  warnings.map((w) => `${w.error.file?.slice(dir.length + 1)}:${w.error.line} ${w.error.message}`);

Paths('two docs whose names differ by a percent escape of the same character are one route, reported naming both', async () => {
  const dir = site({ 'content/docs/a b.md': '# Spaced\n', 'content/docs/a%20b.md': '# Escaped\n' });
  assert.equal(await failedBuildErrors(dir), [
    'content/docs/a%20b.md:1  error  two docs claim the route /docs/a%20b: a b.md and a%20b.md (a "%" escape in one of them spells the other\'s character, so a browser reads both as one path)\n'
    + '  hint: change the `slug` (or file name) of one of them so each route has one doc',
  ]);
});

Paths('a folder holding a symlink to itself is published once, not again under the link', async () => {
  const dir = site({ 'content/docs/loop/page.md': '# Page\n' });
  symlinkSync('../loop', join(dir, 'content/docs/loop/self'));
  symlinkSync('..', join(dir, 'content/docs/loop/up'));
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.ok(existsSync(join(dir, 'build/docs/loop/page/index.html')));
  assert.not.ok(existsSync(join(dir, 'build/docs/loop/self')), 'no copy of the folder under the link');
  assert.is(result.warnings.length, 0);
});

Paths('images and files named with "#", "?" or "%" are published under names their URL reaches', async () => {
  const png = Buffer.from('not decoded: only copied');
  const dir = site({
    'content/docs/pics.md': '# Pics\n\n![a](./a%23b.png)\n\n![q](./q%3Fx.png)\n\n![p](./50%25.png)\n\n[file](./notes%231.txt)\n',
    'content/docs/a#b.png': png, 'content/docs/q?x.png': png, 'content/docs/50%.png': png, 'content/docs/notes#1.txt': 'notes',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build/docs/pics/index.html'), 'utf8');
  const urls = [...html.matchAll(/<(?:img src|a href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  assert.is(urls.length, 4, html);
  for (const url of urls) {
    assert.not.match(url, /[#?%]/, url);
    assert.ok(existsSync(join(dir, 'build', decodeURIComponent(url))), `${url} is a file of the build`);
  }
});

Paths('an empty image and an .svg that is not SVG markup are warnings at their line; the site still builds', async () => {
  const dir = site({
    'content/docs/pics.md': '# Pics\n\n![empty](./empty.png)\n\n![text](./notes.svg)\n\n![fine](./fine.svg)\n',
    'content/docs/empty.png': Buffer.alloc(0),
    'content/docs/notes.svg': 'Not found\n<svg is mentioned here>\n',
    'content/docs/fine.svg': '\uFEFF<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"></svg>\n',
  });
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.equal(shown(dir, result.warnings), [
    'content/docs/pics.md:3 image ./empty.png is an empty file (0 bytes), so browsers show it broken',
    'content/docs/pics.md:5 image ./notes.svg is not an SVG image: it is not XML with an <svg> element, so browsers show it broken',
  ]);
  assert.ok(existsSync(join(dir, 'build/docs/pics/index.html')));
});

Paths('an image written as a path on the author\'s disk says so, instead of asking for it under static/', async () => {
  const elsewhere = writeSiteFiles('opdocs-hostile-paths-disk-', { 'shot.png': Buffer.from('not read') });
  const dir = site({ 'content/docs/shot.md': `# Shot\n\n![shot](${join(elsewhere, 'shot.png')})\n` });
  const [printed, ...rest] = await failedBuildErrors(dir);
  assert.equal(rest, [], printed);
  assert.match(printed, `content/docs/shot.md:3:9  error  image not found: ${join(elsewhere, 'shot.png')}\n`);
  assert.match(printed, `\n  hint: ${join(elsewhere, 'shot.png')} is a path on this computer's disk, which readers of the site cannot reach; copy the image next to this file (or under static/) and link to it there`);
});

Paths('an MDX import of a file without an extension fails at the import, not inside that file', async () => {
  const dir = site({
    'content/docs/lic.mdx': "import License from '../../LICENSE';\n\n# License\n\n<License />\n",
    'LICENSE': 'MIT License: permission is hereby granted\n',
  });
  const [printed, ...rest] = await failedBuildErrors(dir);
  assert.equal(rest, []);
  assert.match(printed, `content/docs/lic.mdx:1:1  error  MDX: '../../LICENSE' is ${join(dir, 'LICENSE')}, a file without an extension, so it is not a module opdocs can import\n`);
  assert.match(printed, "\n  hint: import a .js, .jsx, .ts, .tsx or .md(x) file; to show a text file's content, use `import text from '!!raw-loader!<path>'`");
});

Paths('an .svg imported as a component that holds no SVG fails at that file, where it rendered nothing before', async () => {
  const dir = site({
    'content/docs/chart.mdx': "import Chart from './chart.svg';\n\n# Chart\n\n<Chart />\n",
    'content/docs/chart.svg': '404: Not Found\n',
  });
  const printed = await failedBuildErrors(dir);
  assert.equal(printed, [
    'content/docs/chart.svg:1:1  error  server bundle: content/docs/chart.svg is not an SVG image (it holds no <svg> element), so it cannot be imported as a component\n'
    + '  hint: replace the file with the SVG image, or remove the import',
  ]);
});

Paths('a translated page that is a symlink to a file outside the site is refused at the link, not published', async () => {
  const secret = writeSiteFiles('opdocs-hostile-paths-secret-', { 'hosts.md': '# Secret\n\n127.0.0.1 private-host\n' });
  const dir = writeSiteFiles('opdocs-hostile-paths-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } }),
    'content/docs/intro.md': '# Intro\n',
    'content/docs/b.md': '# B\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n',
    'shared/b-fr.md': '# B en français\n',
  });
  const translations = join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current');
  symlinkSync(join(dir, 'shared/b-fr.md'), join(translations, 'b.md'));
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.match(readFileSync(join(dir, 'build/fr/docs/b/index.html'), 'utf8'), 'B en français', 'a link inside the site is read');
  rmSync(join(translations, 'b.md'));
  symlinkSync(join(secret, 'hosts.md'), join(translations, 'b.md'));
  assert.equal(await failedBuildErrors(dir), [
    'i18n/fr/docusaurus-plugin-content-docs/current/b.md  error  is a symlink to a file outside the site folder; publishing it could leak any file\n'
    + '  hint: copy the file into the site instead of linking to it',
  ]);
  assert.not.match(readFileSync(join(dir, 'build/fr/docs/b/index.html'), 'utf8'), 'private-host');
});

Paths('a static folder linked to a folder outside the site is one error at the link, without walking it', async () => {
  const elsewhere = writeSiteFiles('opdocs-hostile-paths-etc-', Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`conf/f${i}.txt`, 'x'])));
  const dir = site({ 'content/static/img/logo.txt': 'logo' });
  symlinkSync(elsewhere, join(dir, 'content/static/etc'));
  assert.equal(await failedBuildErrors(dir), [
    `content/static/etc  error  static folder is a symlink to ${realpathSync(elsewhere)}, outside the site folder (no git repository holds the site); publishing it could leak any file under it\n`
    + '  hint: copy the files the site needs into the site instead of linking to the folder (content/static/etc)',
  ]);
});

Paths.run();
