/**
 * `opdocs write-heading-ids`: explicit ids written into the site's headings are the ids the build
 * gave them, so a build after the command has the same anchors and TOC as one before it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeHeadingIds } from '../../../../cli/commands/write-heading-ids.ts';
import { buildSite } from '../../../../cli/commands/build.ts';
import { OpdocsErrors } from '../../../../cli/errors.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Ids = suite('opdocs write-heading-ids');

const CONFIG = { title: 'Kettles', url: 'https://example.org', baseUrl: '/', contentDir: '.' };
const SITE = {
  'site.config.json': JSON.stringify(CONFIG),
  'docs/boil.md': [
    '---', 'title: Boil', '---', '', '# Boil', '', '## Fill the kettle', '', 'Text.', '', '## Fill the kettle ##', '',
    '```md', '## Not a heading', '```', '', 'Wait *for* it', '-------------', '', '## 🎉', '',
    '### Use `steam` and [spouts](https://example.org) **well**', '', '## Kept {#my-own}', '', '## Fill the Kettle', '',
  ].join('\n'),
  'docs/pour.mdx': ['import Note from "@theme/Admonition";', '', '## Pour Slowly', '', '<div>', '', '## Inside JSX', '', '</div>', '', '## Last ##', ''].join('\n'),
  'docs/win.md': '## Windows line\r\n\r\nBody\r\n',
  'blog/2025-03-04-steam.md': '---\ntitle: Steam\n---\n\n## Hot water\n\nHot.\n',
};
const log = () => {};
const read = (dir: string, rel: string) => readFileSync(join(dir, rel), 'utf8');

Ids('writes each heading the id the build gives it, duplicates counted and code left alone', async () => {
  const dir = writeSiteFiles('heading-ids-', SITE);
  const result = await writeHeadingIds({ siteDir: dir, files: [], overwrite: false, log });
  assert.is(result.changed.length, 4);
  const boil = read(dir, 'docs/boil.md');
  assert.ok(boil.includes('\n# Boil\n'), 'an h1 gets no id');
  assert.ok(boil.includes('## Fill the kettle {#fill-the-kettle}\n'));
  assert.ok(boil.includes('## Fill the kettle \\{#fill-the-kettle-1} ##'), 'before the closing hashes');
  assert.ok(boil.includes('## Not a heading\n```'), 'code fences untouched');
  assert.ok(boil.includes('Wait *for* it \\{#wait-for-it}\n----'), 'setext heading');
  assert.ok(boil.includes('## 🎉 {#section}'), 'emoji-only heading');
  assert.ok(boil.includes('**well** {#use-steam-and-spouts-well}'), 'inline markup is slugged by its text');
  assert.ok(boil.includes('## Kept {#my-own}\n'), 'an explicit id is kept');
  assert.ok(boil.includes('## Fill the Kettle {#fill-the-kettle-2}'));
  assert.ok(boil.startsWith('---\ntitle: Boil\n---\n'), 'front matter untouched');
  const pour = read(dir, 'docs/pour.mdx');
  assert.ok(pour.includes('## Pour Slowly {#pour-slowly}') && pour.includes('## Inside JSX {#inside-jsx}') && pour.includes('## Last \\{#last} ##'));
  assert.is(read(dir, 'docs/win.md'), '## Windows line {#windows-line}\r\n\r\nBody\r\n', 'CRLF kept');
  assert.ok(read(dir, 'blog/2025-03-04-steam.md').includes('## Hot water {#hot-water}'));
  const again = await writeHeadingIds({ siteDir: dir, files: [], overwrite: false, log });
  assert.is(again.changed.length, 0, 'a second run changes nothing');
});

Ids('a build after the command has the same heading ids and TOC as one before it', async () => {
  const dir = writeSiteFiles('heading-ids-build-', SITE);
  const pages = (out: string) => {
    return ['docs/boil', 'docs/pour', 'docs/win'].map((p) => readFileSync(join(dir, out, p, 'index.html'), 'utf8'));
  };
  await buildSite({ siteDir: dir, outDir: 'before', quiet: true });
  await writeHeadingIds({ siteDir: dir, files: [], overwrite: false, log });
  await buildSite({ siteDir: dir, outDir: 'after', quiet: true });
  const anchors = (html: string) => [...html.matchAll(/<h[2-6][^>]* id="([^"]+)"/g)].map((m) => m[1]);
  const toc = (html: string) => [...html.matchAll(/href="#([^"]+)"[^>]*class="[^"]*table-of-contents__link/g)].map((m) => m[1]);
  const [before, after] = [pages('before'), pages('after')];
  before.forEach((html, i) => {
    assert.ok(anchors(html).length > 0 && toc(html).length > 0, 'the page has anchors and a TOC to compare');
    assert.equal(anchors(after[i]), anchors(html));
    assert.equal(toc(after[i]), toc(html));
  });
  assert.ok(anchors(before[0]).includes('fill-the-kettle-2'));
});

Ids('every docs version, Markdown page and translation is done, as the build lists them', async () => {
  const dir = writeSiteFiles('heading-ids-all-', {
    'site.config.json': JSON.stringify({ ...CONFIG, i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } }),
    'versions.json': JSON.stringify(['1.0']),
    'docs/a.md': '## Brew\n',
    'docs/_partial.md': '## Shared part\n',
    'versioned_docs/version-1.0/a.md': '## Old brew\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/a.md': '## Infuser\n',
    'src/pages/about.md': '# About\n\n## Who we are\n',
  });
  const result = await writeHeadingIds({ siteDir: dir, files: [], overwrite: false, log });
  assert.equal(result.changed.map((f) => f.slice(dir.length + 1)).sort(), ['docs/a.md', 'i18n/fr/docusaurus-plugin-content-docs/current/a.md', 'src/pages/about.md', 'versioned_docs/version-1.0/a.md']);
  assert.is(read(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/a.md'), '## Infuser {#infuser}\n');
  assert.is(read(dir, 'docs/_partial.md'), '## Shared part\n', 'a partial is no page of its own');
});

Ids('overwrite replaces written ids, and maintain-case keeps the case', async () => {
  const dir = writeSiteFiles('heading-ids-over-', { 'site.config.json': JSON.stringify(CONFIG), 'docs/a.md': '## Brew Tea {#old}\n\n## Brew Tea\n' });
  await writeHeadingIds({ siteDir: dir, files: ['docs/a.md'], overwrite: true, maintainCase: true, log });
  assert.is(read(dir, 'docs/a.md'), '## Brew Tea {#Brew-Tea}\n\n## Brew Tea {#Brew-Tea-1}\n');
});

Ids('markdown.anchors.maintainCase of the config keeps the case without the flag, and format md writes no escapes', async () => {
  const config = { ...CONFIG, markdown: { format: 'md', anchors: { maintainCase: true } } };
  const dir = writeSiteFiles('heading-ids-case-', { 'site.config.json': JSON.stringify(config), 'docs/a.md': 'Brew Tea\n---\n\n## Pour It ##\n' });
  await writeHeadingIds({ siteDir: dir, files: [], overwrite: false, log });
  assert.is(read(dir, 'docs/a.md'), 'Brew Tea {#Brew-Tea}\n---\n\n## Pour It {#Pour-It} ##\n');
});

Ids('the headings of an imported partial take their ids in the page but are written into neither file', async () => {
  const dir = writeSiteFiles('heading-ids-partial-', {
    'site.config.json': JSON.stringify(CONFIG),
    'docs/_part.md': '## Shared\n\nPartial text.\n',
    'docs/page.mdx': 'import Part from "./_part.md";\n\n## Shared\n\n<Part />\n\n## Shared\n',
  });
  await writeHeadingIds({ siteDir: dir, files: [], overwrite: false, log });
  assert.is(read(dir, 'docs/page.mdx'), 'import Part from "./_part.md";\n\n## Shared {#shared}\n\n<Part />\n\n## Shared {#shared-2}\n');
  assert.is(read(dir, 'docs/_part.md'), '## Shared\n\nPartial text.\n');
});

Ids('only the files named are done', async () => {
  const dir = writeSiteFiles('heading-ids-named-', { 'site.config.json': JSON.stringify(CONFIG), 'docs/a.md': '## A\n', 'docs/b.md': '## B\n' });
  const result = await writeHeadingIds({ siteDir: dir, files: ['docs/b.md'], overwrite: false, log });
  assert.equal(result.changed, [join(dir, 'docs/b.md')]);
  assert.is(read(dir, 'docs/a.md'), '## A\n');
  assert.ok(!readdirSync(join(dir, 'docs')).some((f) => f.includes('tmp')), 'no temporary file is left');
});

Ids('a missing or non-Markdown file is an error naming it, and nothing is written', async () => {
  const dir = writeSiteFiles('heading-ids-bad-', { 'site.config.json': JSON.stringify(CONFIG), 'docs/a.md': '## A\n', 'notes.txt': 'x' });
  const err = await writeHeadingIds({ siteDir: dir, files: ['docs/a.md', 'docs/gone.md', 'notes.txt'], overwrite: false, log }).catch((e: unknown) => e);
  assert.instance(err, OpdocsErrors);
  const messages = (err as OpdocsErrors).errors.map((e) => e.message).join('\n');
  assert.match(messages, 'no such file "docs/gone.md"');
  assert.match(messages, '"notes.txt" is not a Markdown file');
  // A device or a folder named by mistake is called what it is.
  const other = await writeHeadingIds({ siteDir: dir, files: ['/dev/null', 'docs'], overwrite: false, log }).catch((e: unknown) => e);
  assert.equal((other as OpdocsErrors).errors.map((e) => e.message), ['write-heading-ids: "/dev/null" is a device, not a file', 'write-heading-ids: "docs" is a folder, not a file']);
  assert.is(read(dir, 'docs/a.md'), '## A\n');
});

Ids('a malformed config is the usual config error', async () => {
  const dir = writeSiteFiles('heading-ids-config-', { 'site.config.json': '{ "title": ', 'docs/a.md': '## A\n' });
  const err = await writeHeadingIds({ siteDir: dir, files: [], overwrite: false, log }).catch((e: unknown) => e);
  assert.instance(err, OpdocsErrors);
  assert.match((err as OpdocsErrors).errors[0].file ?? '', 'site.config.json');
});

Ids.run();
