/**
 * `opdocs write-translations`: a locale's translation files made from the site (its config, sidebars,
 * blog and code), merged into the files a translator already has, and read back by the build.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeTranslations } from '../../../../cli/commands/write-translations.ts';
import { buildSite } from '../../../../cli/commands/build.ts';
import { OpdocsErrors } from '../../../../cli/errors.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Write = suite('opdocs write-translations');

const SITE = {
  'site.config.json': JSON.stringify({
    title: 'Kettles', url: 'https://example.org', baseUrl: '/', contentDir: '.',
    i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'sv'] },
    docs: { sidebarPath: 'sidebars.js' },
    navbar: { title: 'Kettles', items: [{ label: 'Brewing', to: '/docs/boil' }, { type: 'dropdown', label: 'More', items: [{ label: 'Spouts', href: 'https://example.org/spouts' }] }] },
    footer: { links: [{ title: 'Elsewhere', items: [{ label: 'Forum', href: 'https://example.org/forum' }] }], copyright: 'Kettle folk' },
  }),
  'sidebars.js': `module.exports = { brew: [
    'boil',
    { type: 'category', label: 'Water', link: { type: 'generated-index', title: 'About water', description: 'Hard and soft' }, items: ['water/filter'] },
    { type: 'category', label: 'Kettles', link: { type: 'generated-index' }, items: ['water/descale'] },
    { type: 'doc', id: 'water/descale', label: 'Descaling' },
    { type: 'link', label: 'Shop', href: 'https://example.org/shop' },
  ] };`,
  'docs/boil.md': '---\ntitle: Boil\n---\nWait for the whistle.\n',
  'docs/water/filter.md': '---\ntitle: Filter\n---\nPour slowly.\n',
  'docs/water/descale.md': '---\ntitle: Descale\n---\nUse vinegar.\n',
  'blog/2025-03-04-steam.md': '---\ntitle: Steam\n---\nHot.\n<!-- truncate -->\nHotter.\n',
  'src/pages/teapot.js': [
    "import React from 'react';",
    "import Layout from '@theme/Layout';",
    "import Say, { translate as t } from '@docusaurus/Translate';",
    "const pour = t({ id: 'teapot.pour', message: 'Pour the tea', description: 'The teapot button' });",
    'export default function Teapot() {',
    '  return <Layout title="Teapot"><h1><Say id="teapot.title">Short and stout</Say></h1><button>{pour}</button></Layout>;',
    '}',
  ].join('\n'),
};

const read = (dir: string, rel: string) => JSON.parse(readFileSync(join(dir, 'i18n', rel), 'utf8')) as Record<string, { message: string; description?: string }>;
const quiet = { override: false, messagePrefix: '', log: () => {} };

Write('writes the navbar, footer, blog, docs and code texts under the keys the build reads', async () => {
  const dir = writeSiteFiles('write-translations', SITE);
  await writeTranslations({ siteDir: dir, locale: 'fr', ...quiet });
  const docs = read(dir, 'fr/docusaurus-plugin-content-docs/current.json');
  assert.equal(Object.keys(docs), [
    'sidebar.brew.category.Kettles',
    'sidebar.brew.category.Water',
    'sidebar.brew.category.Water.link.generated-index.description',
    'sidebar.brew.category.Water.link.generated-index.title',
    'sidebar.brew.doc.Descaling',
    'sidebar.brew.link.Shop',
    'version.label',
  ]);
  assert.is(docs['sidebar.brew.category.Water.link.generated-index.title'].message, 'About water');
  // Kettles' page is titled by its label, so the label's key translates both (no title key).
  const navbar = read(dir, 'fr/docusaurus-theme-classic/navbar.json');
  assert.equal(Object.keys(navbar), ['item.label.Brewing', 'item.label.More', 'item.label.Spouts', 'title']);
  const footer = read(dir, 'fr/docusaurus-theme-classic/footer.json');
  assert.equal(Object.keys(footer), ['copyright', 'link.item.label.Forum', 'link.title.Elsewhere']);
  assert.equal(Object.keys(read(dir, 'fr/docusaurus-plugin-content-blog/options.json')), ['description', 'sidebar.title', 'title']);
  const code = read(dir, 'fr/code.json');
  assert.equal(code['teapot.pour'], { message: 'Pour the tea', description: 'The teapot button' });
  assert.is(code['teapot.title'].message, 'Short and stout');
  // French ships with opdocs, so the theme's texts start out French; Swedish does not, so English.
  assert.is(code['theme.CodeBlock.copy'].message, 'Copier');
  await writeTranslations({ siteDir: dir, locale: 'sv', ...quiet });
  assert.is(read(dir, 'sv/code.json')['theme.CodeBlock.copy'].message, 'Copy');
});

Write('a second run keeps what the translator wrote and adds only what is new; --override and --message-prefix do what they say', async () => {
  const dir = writeSiteFiles('write-translations-merge', SITE);
  await writeTranslations({ siteDir: dir, locale: 'fr', ...quiet });
  const file = join(dir, 'i18n/fr/docusaurus-theme-classic/navbar.json');
  const edited = JSON.parse(readFileSync(file, 'utf8'));
  edited['item.label.Brewing'].message = 'Infusion';
  edited['my.own.key'] = { message: 'kept too' };
  writeFileSync(file, JSON.stringify(edited));
  writeFileSync(join(dir, 'site.config.json'), SITE['site.config.json'].replace('"label":"More"', '"label":"Extras"'));
  const again = await writeTranslations({ siteDir: dir, locale: 'fr', ...quiet, messagePrefix: '[todo] ' });
  const navbar = read(dir, 'fr/docusaurus-theme-classic/navbar.json');
  assert.is(navbar['item.label.Brewing'].message, 'Infusion');
  assert.is(navbar['my.own.key'].message, 'kept too');
  assert.is(navbar['item.label.Extras'].message, '[todo] Extras');
  assert.equal(again.find((w) => w.path === file)?.count, { added: 1, replaced: 0, kept: 3 });
  await writeTranslations({ siteDir: dir, locale: 'fr', ...quiet, override: true });
  assert.is(read(dir, 'fr/docusaurus-theme-classic/navbar.json')['item.label.Brewing'].message, 'Brewing');
});

Write('a translated label written into the files shows in that locale\'s build', async () => {
  const dir = writeSiteFiles('write-translations-build', SITE);
  await writeTranslations({ siteDir: dir, locale: 'fr', ...quiet });
  const file = join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current.json');
  writeFileSync(file, readFileSync(file, 'utf8').replace('"message": "Water"', '"message": "Eau"'));
  await buildSite({ siteDir: dir, outDir: 'build', locale: 'fr', quiet: true });
  const page = readFileSync(join(dir, 'build/fr/docs/boil/index.html'), 'utf8');
  assert.match(page, '>Eau<');
  assert.not.match(page, '>Water<');
});

Write('a broken link in a doc, which fails the build, does not keep the translation files from being written', async () => {
  const dir = writeSiteFiles('write-translations-broken', { ...SITE, 'docs/boil.md': '---\ntitle: Boil\n---\nSee [the lid](./lid.md) and ![steam](./steam.png).\n' });
  await writeTranslations({ siteDir: dir, locale: 'fr', ...quiet });
  assert.is(read(dir, 'fr/docusaurus-theme-classic/navbar.json').title.message, 'Kettles');
});

Write('a locale the site does not have, or a malformed file already there, stops the run and writes nothing', async () => {
  const dir = writeSiteFiles('write-translations-bad', {
    ...SITE, 'i18n/fr/docusaurus-theme-classic/footer.json': '{ "copyright": { "message": "x" },\n  "oops" }\n',
  });
  const unknown = await writeTranslations({ siteDir: dir, locale: 'de', ...quiet }).catch((e: unknown) => e);
  assert.instance(unknown, OpdocsErrors);
  assert.match((unknown as OpdocsErrors).errors[0].message, '--locale de');
  const bad = await writeTranslations({ siteDir: dir, locale: 'fr', ...quiet }).catch((e: unknown) => e);
  assert.instance(bad, OpdocsErrors);
  const error = (bad as OpdocsErrors).errors[0];
  assert.is(error.file, join(dir, 'i18n/fr/docusaurus-theme-classic/footer.json'));
  assert.is(error.line, 2);
  assert.throws(() => readFileSync(join(dir, 'i18n/fr/code.json')), /ENOENT/);
});

Write.run();
