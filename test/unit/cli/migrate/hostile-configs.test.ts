/**
 * docusaurus.config files that cannot be migrated are refused at the file (and the line, where a
 * search for the key finds it), with nothing written.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from '../../../../cli/commands/migrate';
import { asUserErrors } from '../../../../cli/errors';
import { writeSiteFiles } from '../../../helpers/site-files';

async function migrateError(config: string): Promise<{ dir: string; file?: string; line?: number; message: string; hint?: string }> {
  const dir = writeSiteFiles('opdocs-migrate-hostile-', { 'docusaurus.config.js': config });
  const err = await migrate({ dir, print: () => undefined }).then(() => null, (e: unknown) => e);
  const [first] = asUserErrors(err) ?? [];
  assert.ok(first, `expected a user error, got ${String(err)}`);
  assert.not.ok(existsSync(join(dir, 'site.config.json')), 'nothing written');
  return { dir, file: first!.file, line: first!.line, message: first!.message, hint: first!.hint };
}

test('a config that exports null is no config object (not a config without a url)', async () => {
  const { dir, file, message, hint } = await migrateError('module.exports = null;\n');
  assert.is(file, join(dir, 'docusaurus.config.js'));
  assert.is(message, 'docusaurus.config.js does not export a config object (or a function returning one): it gives null');
  assert.match(hint ?? '', 'export the config');
});

test('a url read from an unset environment variable is blamed on the file at the url line', async () => {
  delete process.env.OPDOCS_TEST_UNSET_URL;
  const { dir, file, line, message } = await migrateError([
    'module.exports = {',
    "  title: 'T',",
    '  url: process.env.OPDOCS_TEST_UNSET_URL,',
    "  baseUrl: '/',",
    '};',
  ].join('\n'));
  assert.is(file, join(dir, 'docusaurus.config.js'));
  assert.is(line, 3);
  assert.is(message, 'docusaurus.config gives no url (it is unset or empty)');
});

test('an announcement bar without content is blamed on its own line, not on a `content:` of the head tags above it', async () => {
  const { line, message } = await migrateError([
    'module.exports = {',
    "  title: 'T', url: 'https://t.example', baseUrl: '/',",
    '  headTags: [',
    "    { tagName: 'meta', attributes: { name: 'theme-color', content: '#d14671' } },",
    '  ],',
    '  themeConfig: {',
    "    navbar: { title: 'T', items: [{ to: '/', label: 'content: home' }] },",
    '    announcementBar: {',
    "      id: 'star',",
    '    },',
    "    footer: { copyright: 'content: none' },",
    '  },',
    '};',
  ].join('\n'));
  assert.is(message, 'docusaurus.config gives no announcementBar.content (it is unset or empty)');
  assert.is(line, 8);
});

test('a config that never writes the key is still blamed on its file', async () => {
  const { dir, file, line } = await migrateError("export default { title: 'T', baseUrl: '/' };\n");
  assert.is(file, join(dir, 'docusaurus.config.js'));
  assert.is(line, undefined);
});

test('a default locale that is no language tag fails at the file, naming what was left out before', async () => {
  const { dir, file, message, hint } = await migrateError(
    "module.exports = { title: 'T', url: 'https://example.org', baseUrl: '/', i18n: { defaultLocale: 'l00', locales: ['l00', 'fr'] } };\n",
  );
  assert.is(file, join(dir, 'docusaurus.config.js'));
  assert.match(message, 'the migrated config is invalid at i18n.defaultLocale');
  assert.match(hint ?? '', 'i18n.locales[0]: left out: "l00" is not a BCP 47 language tag');
});

test('a config that throws is blamed at the line and column of the throw, in the file itself', async () => {
  const { dir, file, line, message } = await migrateError('const a = 1;\n\nthrow new TypeError(`bad ${a}`);\n');
  assert.equal([file, line, message], [join(dir, 'docusaurus.config.js'), 3, 'docusaurus.config.js failed while loading: bad 1']);
});

test('a CommonJS config cut short is placed at its own end, not at a line past it', async () => {
  const { dir, file, line, message } = await migrateError("module.exports = {\n  title: 'T',\n  url:\n");
  assert.equal([file, line, message], [join(dir, 'docusaurus.config.js'), 4, 'docusaurus.config.js does not compile: Unexpected end of file']);
});

test('a syntax error on line 1 of a CommonJS config is placed at the column of the file itself', async () => {
  const dir = writeSiteFiles('opdocs-migrate-hostile-', { 'docusaurus.config.js': 'module.exports = { a: [ } ] };\n' });
  const err = await migrate({ dir, print: () => undefined }).then(() => null, (e: unknown) => e);
  const [first] = asUserErrors(err) ?? [];
  assert.equal([first?.line, first?.column, first?.message], [1, 25, 'docusaurus.config.js does not compile: Unexpected "}"']);
});

test('a local file the config requires that is missing is placed at the require, with advice about the path', async () => {
  const { line, message, hint } = await migrateError("module.exports = {\n  title: 'T',\n  x: require('./nope'),\n};\n");
  assert.equal([line, message], [3, 'docusaurus.config.js does not compile: Could not resolve "./nope"']);
  assert.is(hint, 'correct the path (it is relative to the file that imports it), or create the file');
});

test('a config function that throws after an await is blamed at its throw', async () => {
  const { line, message } = await migrateError('module.exports = async function () {\n  await null;\n  throw new Error("late");\n};\n');
  assert.equal([line, message], [3, 'docusaurus.config.js failed while loading: late']);
});

test('a throw inside a helper the config requires names the helper file and its line', async () => {
  const dir = writeSiteFiles('opdocs-migrate-hostile-', {
    'docusaurus.config.js': 'const make = require("./lib/make");\nmodule.exports = { title: "T", url: "https://e.com", baseUrl: "/", customFields: make() };\n',
    'lib/make.js': 'module.exports = function make() {\n  const x = {};\n  return x.y.z;\n};\n',
  });
  const err = await migrate({ dir, print: () => undefined }).then(() => null, (e: unknown) => e);
  const [first] = asUserErrors(err) ?? [];
  assert.equal([first?.file, first?.line, first?.column], [join(dir, 'lib', 'make.js'), 3, 14]);
});

test('a trailingSlash that is no boolean (Docusaurus refuses it) is listed as not carried over, not dropped unsaid', async () => {
  const dir = writeSiteFiles('opdocs-migrate-hostile-', { 'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://e.org', baseUrl: '/', trailingSlash: 'maybe' };\n" });
  const lines: string[] = [];
  await migrate({ dir, print: (line) => lines.push(line) });
  assert.ok(lines.some((l) => /^\s*trailingSlash: left out: .*expected boolean/.test(l)), lines.join('\n'));
  assert.not.match(readFileSync(join(dir, 'site.config.json'), 'utf8'), 'trailingSlash');
});

test.run();
