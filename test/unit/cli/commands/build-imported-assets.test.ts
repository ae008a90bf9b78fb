/**
 * Files an MDX page imports or requires as modules (`import pic from './a.png'`,
 * `require('./a.png').default`): a missing one fails the build at its line, as Docusaurus'
 * bundler does, instead of a warning about an "<img> element" and a broken image on the page;
 * one that exists is published and never link-checked as a page.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';
import { failedBuildErrors } from '../../../helpers/build-failure.ts';

const Imported = suite('files an MDX page imports');
const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/' });
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

Imported('a missing imported or required file fails the build at its line, and the last good build stays', async () => {
  const dir = writeSiteFiles('opdocs-imported-assets-', {
    'site.config.json': CONFIG,
    'content/docs/intro.md': '# Intro\n',
    'content/docs/pics.mdx': '# Pictures\n',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  writeFileSync(join(dir, 'content/docs/pics.mdx'), [
    "import pic from './img/gone.png';", '', '# Pictures', '',
    '<img src={pic} alt="a" />', '',
    "<img src={require('./img/also-gone.png').default} alt=\"b\" />", '',
    "<a href={require('@site/static/files/guide.pdf').default}>guide</a>", '',
    "<img src={require('/static/img/gone.png').default} alt=\"c\" />", '',
  ].join('\n'));
  assert.equal(await failedBuildErrors(dir), [
    "content/docs/pics.mdx:1:18  error  cannot find ./img/gone.png, which this page imports as a module\n  hint: fix the path (it is relative to this file) or add the file; Docusaurus' bundler stops at it too",
    "content/docs/pics.mdx:7:20  error  cannot find ./img/also-gone.png, which this page imports as a module\n  hint: fix the path (it is relative to this file) or add the file; Docusaurus' bundler stops at it too",
    `content/docs/pics.mdx:9:19  error  cannot find @site/static/files/guide.pdf, which this page imports as a module\n  hint: put the file at ${join(dir, 'static/files/guide.pdf')}; Docusaurus' bundler stops at it too`,
    // webpack looks for a '/…' module in the static folders, then the site folder: the hint names both.
    `content/docs/pics.mdx:11:20  error  cannot find /static/img/gone.png, which this page imports as a module\n  hint: put the file at ${join(dir, 'content/static/static/img/gone.png')} or ${join(dir, 'static/img/gone.png')}; Docusaurus' bundler stops at it too`,
  ]);
  assert.match(readFileSync(join(dir, 'build/docs/pics/index.html'), 'utf8'), 'Pictures', 'the previous build is intact');
});

Imported('an imported file that exists is published, and a link to it is not checked as a page', async () => {
  const dir = writeSiteFiles('opdocs-imported-assets-ok-', {
    'site.config.json': CONFIG,
    'content/docs/img/shot.png': PNG,
    'static/files/guide.pdf': '%PDF-1.4\n',
    'content/docs/pics.mdx': [
      "import pic from './img/shot.png';", '', '# Pictures', '',
      '<img src={pic} alt="a" />', '',
      "<a href={require('@site/static/files/guide.pdf').default}>guide</a>", '',
    ].join('\n'),
  });
  const { warnings } = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.equal(warnings.map((w) => w.error.message), [], 'no "broken link" for the file\'s own URL');
  const html = readFileSync(join(dir, 'build/docs/pics/index.html'), 'utf8');
  assert.match(html, /<img src="\/assets\/images\/shot-[0-9a-f]+\.png" alt="a"/);
  assert.match(html, /<a href="\/[^"]*guide[^"]*\.pdf">guide<\/a>/);
});

Imported.run();
