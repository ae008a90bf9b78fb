/**
 * Hostile docusaurus.config files read in place (no site.config.json), and repositories holding
 * both configs: each outcome says which file counts and what is wrong with it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigWithErrors } from '../../../../cli/config/load-config.ts';
import { configWarnings } from '../../../../cli/config/config-warnings.ts';
import { within } from '../../../helpers/bounded.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';

test('a url that is no URL is named with its fault, not reported as unset', async () => {
  const dir = tempDir('opdocs-inplace-url-');
  writeFileSync(join(dir, 'docusaurus.config.js'), "module.exports = {\n  title: 'T',\n  url: 'not a url',\n  baseUrl: '/',\n};\n");
  const { config, errors } = await loadConfigWithErrors(dir);
  assert.is(config, undefined);
  assert.equal(errors.map((e) => [e.file, e.line]), [[join(dir, 'docusaurus.config.js'), 3]]);
  assert.match(errors[0]!.message, 'url cannot be used: must be an absolute URL, got "not a url"');
  assert.not.match(errors[0]!.message, 'unset');
});

test('a setting whose value Docusaurus refuses too is a warning at its line; a setting opdocs merely lacks is not', async () => {
  const dir = tempDir('opdocs-inplace-refused-');
  writeFileSync(join(dir, 'docusaurus.config.js'), [
    "module.exports = { title: 'T', url: 'https://example.org', baseUrl: '/',",
    "  onBrokenLinks: 'explode',",
    "  themeConfig: { prism: { additionalLanguages: ['rust'] } },",
    '};',
  ].join('\n'));
  const { config, note } = await loadConfigWithErrors(dir);
  assert.ok(config);
  assert.is(config.onBrokenLinks, 'throw', 'built as if it were not set');
  assert.match(note ?? '', '2 of its settings are not carried over');
  const warnings = configWarnings(config);
  assert.equal(warnings.map((w) => [w.level, w.error.file, w.error.line]), [['warn', join(dir, 'docusaurus.config.js'), 2]]);
  assert.match(warnings[0]!.error.message, /^onBrokenLinks: Invalid option: expected one of .*"throw"; it is left out/);
  assert.match(warnings[0]!.error.hint ?? '', 'Docusaurus refuses it too');
});

test('custom fields left out because the package computing them is not installed are named in the note, with the package', async () => {
  const dir = tempDir('opdocs-inplace-uninstalled-');
  writeFileSync(join(dir, 'docusaurus.config.js'), [
    "const { parse } = require('owl-yaml-reader');",
    "module.exports = { title: 'T', url: 'https://example.org', baseUrl: '/',",
    "  customFields: { owls: parse('- barn'), perches: parse('- oak'), kept: 'yes' } };",
  ].join('\n'));
  const { config, note } = await loadConfigWithErrors(dir);
  assert.equal(config?.customFields, { kept: 'yes' });
  assert.match(note ?? '', 'customFields.owls, customFields.perches are left out, as they are computed with the package owl-yaml-reader, which is not installed (run npm install in the site folder)');
});

test('a docusaurus.config.js edited after site.config.json was written gets a note that only the JSON counts', async () => {
  const dir = tempDir('opdocs-inplace-both-');
  writeFileSync(join(dir, 'site.config.json'), '{ "title": "From JSON", "url": "https://x.example" }\n');
  writeFileSync(join(dir, 'docusaurus.config.js'), 'module.exports = { title: "Edited later" };\n');
  utimesSync(join(dir, 'site.config.json'), new Date(2020, 0, 1), new Date(2020, 0, 1));
  const { config, note } = await loadConfigWithErrors(dir);
  assert.is(config?.title, 'From JSON');
  assert.match(note ?? '', 'docusaurus.config.js changed after site.config.json was written, and opdocs reads only site.config.json');
  assert.match(note ?? '', 'npx opdocs migrate --force');
});

test('a docusaurus.config.js older than site.config.json gets no note', async () => {
  const dir = tempDir('opdocs-inplace-both-');
  writeFileSync(join(dir, 'docusaurus.config.js'), 'module.exports = { title: "Migrated" };\n');
  writeFileSync(join(dir, 'site.config.json'), '{ "title": "From JSON", "url": "https://x.example" }\n');
  utimesSync(join(dir, 'docusaurus.config.js'), new Date(2020, 0, 1), new Date(2020, 0, 1));
  const { note } = await loadConfigWithErrors(dir);
  assert.is(note, undefined);
});

test('a slow docusaurus.config.js read for a build says Ctrl+C stops the build, not migrate', async () => {
  const dir = tempDir('opdocs-inplace-slow-');
  const go = join(dir, 'go');
  // The config waits until the test has seen the notice, so no machine is too slow for it.
  writeFileSync(join(dir, 'docusaurus.config.js'), [
    "const { existsSync } = require('node:fs');",
    'module.exports = async () => {',
    `  while (!existsSync(${JSON.stringify(go)})) await new Promise((tick) => setTimeout(tick, 20));`,
    "  return { title: 'Slow', url: 'https://example.com', baseUrl: '/' };",
    '};',
  ].join('\n'));
  // The notice comes from the side thread to stderr, so the load runs in a child of its own.
  const loader = fileURLToPath(new URL('../../../../cli/config/load-config.ts', import.meta.url));
  const script = `import { loadConfigWithErrors } from ${JSON.stringify(loader)};
    const { config } = await loadConfigWithErrors(${JSON.stringify(dir)}); console.log(config?.title);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, OPDOCS_SLOW_CODE_MS: '200' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => { stdout += chunk; });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    if (stderr.includes('has been running for')) writeFileSync(go, '');
  });
  await within(new Promise((done) => child.on('close', done)), 'the config load to end', 60_000);
  assert.is(stdout.trim(), 'Slow');
  assert.match(stderr, 'has been running for 0.2 s');
  assert.match(stderr, 'Ctrl+C stops the build');
  assert.not.match(stderr, 'opdocs migrate');
});

test.run();
