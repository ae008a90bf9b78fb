/**
 * A folder without site.config.json: a Docusaurus repository is configured by its
 * docusaurus.config.*, mapped as `opdocs migrate` maps it; any other folder is told where to run.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfigWithErrors } from '../../../../cli/config/load-config.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';

test('a Docusaurus repository without site.config.json is configured from its docusaurus.config.js', async () => {
  const dir = tempDir('opdocs-docusaurus-');
  writeFileSync(join(dir, 'docusaurus.config.js'), 'module.exports = { title: "Zed", url: "https://zed.example", baseUrl: "/zed/", plugins: ["a-plugin-of-its-own"] };\n');
  const { config, errors, note } = await loadConfigWithErrors(dir);
  assert.equal(errors, []);
  assert.equal([config?.title, config?.baseUrl, config?.url, config?.configFile, config?.siteDir], ['Zed', '/zed/', 'https://zed.example', join(dir, 'docusaurus.config.js'), dir]);
  // Docusaurus reads docs/, blog/ and src/pages/ beside its config.
  assert.is(config?.contentDir, '.');
  assert.match(note ?? '', 'built from docusaurus.config.js');
  assert.match(note ?? '', '1 of its settings is not carried over (`npx opdocs migrate` lists it)');
  // Its empty docs folder and broken links come later: the note names the plugin behind them.
  assert.match(note ?? '', '; its plugin a-plugin-of-its-own does not run (opdocs runs no Docusaurus plugins), so what it adds (pages, generated files, scripts) is missing');
});

test('plugins opdocs has a counterpart for, or leaves aside, are not named as missing', async () => {
  const dir = tempDir('opdocs-docusaurus-');
  writeFileSync(join(dir, 'docusaurus.config.js'), 'module.exports = { title: "Z", url: "https://z.example", plugins: [["@docusaurus/plugin-content-docs", { id: "api" }], "@docusaurus/plugin-ideal-image", "@docusaurus/plugin-vercel-analytics", "one-of-its-own", ["two-of-its-own", { id: "a" }], ["two-of-its-own", { id: "b" }]] };\n');
  const { note } = await loadConfigWithErrors(dir);
  assert.match(note ?? '', '; its plugins one-of-its-own, two-of-its-own do not run (opdocs runs no Docusaurus plugins), so what they add (pages, generated files, scripts) is missing');
  assert.not.match(note ?? '', 'ideal-image');
  assert.not.match(note ?? '', 'vercel');
});

test('a docusaurus.config.ts that throws is reported at its line, with no config', async () => {
  const dir = tempDir('opdocs docusaurus ');
  writeFileSync(join(dir, 'docusaurus.config.ts'), 'const x: number = 1;\nthrow new Error("no title today");\nexport default { title: "T" };\n');
  const { config, errors } = await loadConfigWithErrors(dir);
  assert.is(config, undefined);
  assert.equal(errors.map((e) => [e.file, e.line]), [[join(dir, 'docusaurus.config.ts'), 2]]);
  assert.match(errors[0].message, 'no title today');
});

test('a docusaurus.config.js without the url Docusaurus requires is reported on that file', async () => {
  const dir = tempDir('opdocs-docusaurus-');
  writeFileSync(join(dir, 'docusaurus.config.js'), 'module.exports = {\n  title: "T",\n  url: process.env.NO_SUCH_SITE_URL,\n};\n');
  const { config, errors } = await loadConfigWithErrors(dir);
  assert.is(config, undefined);
  assert.equal(errors.map((e) => [e.file, e.message]), [[join(dir, 'docusaurus.config.js'), 'docusaurus.config gives no url (it is unset or empty)']]);
  assert.match(errors[0].hint ?? '', 'run opdocs again');
});

test('site.config.json wins over docusaurus.config.js when both are there', async () => {
  const dir = tempDir('opdocs-both-');
  writeFileSync(join(dir, 'docusaurus.config.js'), 'module.exports = { title: "From Docusaurus" };\n');
  writeFileSync(join(dir, 'site.config.json'), '{ "title": "From JSON", "url": "https://x.example" }\n');
  const { config, note } = await loadConfigWithErrors(dir);
  assert.equal([config?.title, note], ['From JSON', undefined]);
});

test('a folder with neither config is told to run opdocs in the site folder', async () => {
  const dir = tempDir('opdocs-empty-');
  const { errors } = await loadConfigWithErrors(dir);
  assert.equal(errors.map((e) => e.hint), ['run opdocs in the site folder, or pass that folder as the argument']);
});

test('a repository whose site is in website/ is told to build that folder', async () => {
  const dir = tempDir('opdocs-repo-root-');
  mkdirSync(join(dir, 'website'));
  writeFileSync(join(dir, 'website', 'docusaurus.config.ts'), 'export default { title: "T", url: "https://t.example" };\n');
  const { config, errors } = await loadConfigWithErrors(dir);
  assert.is(config, undefined);
  assert.equal(errors.map((e) => [e.message, e.hint]), [['cannot find site.config.json', 'the site is in website/ (it holds docusaurus.config.ts): pass that folder as the argument, or run opdocs there']]);
  const empty = tempDir('opdocs-no-site-');
  assert.is((await loadConfigWithErrors(empty)).errors[0]?.hint, 'run opdocs in the site folder, or pass that folder as the argument');
});

test.run();
