/** `opdocs migrate` on values a config computes from packages it cannot run, and on a config without a title. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from '../../../../cli/commands/migrate';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config';
import { writeSiteFiles } from '../../../helpers/site-files';

const StandIns = suite('migrate: values computed from a package that is not installed');

const run = async (config: string, more: Record<string, string> = {}) => {
  const dir = writeSiteFiles('opdocs-migrate-stand-in-', { 'docusaurus.config.js': config, 'docs/intro.md': '# Intro\n', ...more });
  const printed: string[] = [];
  const { notes } = await migrate({ dir, print: (l) => printed.push(l) });
  const raw = readFileSync(join(dir, 'site.config.json'), 'utf8');
  return { notes, raw, config: JSON.parse(raw) as Record<string, any>, printed: printed.join('\n') };
};

const NOT_INSTALLED = (pkg: string) => `computed from the package ${pkg}, which is not installed, so it is left out; run npm install, or set it in site.config.json`;

StandIns('text built from a missing package is left out with a note naming the key and the package, never written as the stand-in\'s text', async () => {
  const { notes, raw, config } = await run([
    "const lib = require('some-missing-lib');",
    "const meta = require('@acme/meta/sub');",
    'module.exports = {',
    "  title: 'T' + lib.compute(), tagline: lib.tagline(), url: 'https://example.org', baseUrl: '/',",
    "  themeConfig: { navbar: { title: `Docs ${meta.version}`, items: [{ label: 'Intro', to: '/docs/intro' }] } },",
    '};',
  ].join('\n'));
  assert.not.match(raw, /some-missing-lib|acme|\uE000/);
  assert.is(config.title, 'Docs');
  assert.is(config.tagline, undefined);
  assert.is(config.navbar.title, undefined);
  assert.equal(config.navbar.items, [{ label: 'Intro', to: '/docs/intro' }]);
  const byKey = Object.fromEntries(notes.map((n) => [n.key, n.what]));
  assert.is(byKey.title, `${NOT_INSTALLED('some-missing-lib')}; until then the title is "Docs"`);
  assert.is(byKey.tagline, NOT_INSTALLED('some-missing-lib'));
  assert.is(byKey['navbar.title'], NOT_INSTALLED('@acme/meta'));
});

StandIns('a plain string beside stand-ins is kept, and an installed package\'s stand-in asks only for the value', async () => {
  // A package migrate maps by name stays a stand-in even when installed (real-packages.ts).
  const { notes, config } = await run([
    "import pkg from 'docusaurus-installed-lib';",
    "export default { title: 'Plain', tagline: pkg.describe(), url: 'https://example.org', baseUrl: '/' };",
  ].join('\n'), { 'node_modules/docusaurus-installed-lib/package.json': '{ "name": "docusaurus-installed-lib", "version": "1.0.0" }', 'node_modules/docusaurus-installed-lib/index.js': 'module.exports = {};\n' });
  assert.is(config.title, 'Plain');
  assert.is(config.tagline, undefined);
  assert.equal(notes.filter((n) => n.key === 'tagline').map((n) => n.what), [
    'computed from the package docusaurus-installed-lib, which migrate does not run (it stands in for the packages a config imports), so it is left out; set it in site.config.json',
  ]);
  assert.not.ok(notes.some((n) => n.key === 'title'));
});

StandIns('notes that quote a stand-in show its plain name', async () => {
  const { notes, printed } = await run([
    "const lib = require('docusaurus-installed-lib');",
    "module.exports = { title: 'T', url: 'https://example.org', baseUrl: '/', customFields: { when: lib.date() } };",
  ].join('\n'), { 'node_modules/docusaurus-installed-lib/package.json': '{ "name": "docusaurus-installed-lib", "version": "1.0.0" }', 'node_modules/docusaurus-installed-lib/index.js': 'module.exports = {};\n' });
  assert.ok(notes.some((n) => n.key === 'customFields.when' && n.what.includes('(docusaurus-installed-lib.date()')), JSON.stringify(notes));
  assert.not.match(printed, /[\uE000-\uE002]/);
});

StandIns('a custom field computed with a utility package that is not installed says to install it', async () => {
  // Installed, such a utility runs for real (real-packages.ts), so installing it is the fix.
  const { notes, config } = await run([
    "const { parse } = require('owl-yaml-reader');",
    "module.exports = { title: 'T', url: 'https://example.org', baseUrl: '/', customFields: { owls: parse('- barn'), kept: 'yes' } };",
  ].join('\n'));
  assert.equal(config.customFields, { kept: 'yes' });
  assert.equal(notes.filter((n) => n.key === 'customFields.owls').map((n) => n.what), [NOT_INSTALLED('owl-yaml-reader')]);
});

StandIns('a config without a title gets "Docs" so the site builds, and a note saying so', () => {
  const { config, notes } = mapDocusaurusConfig({ url: 'https://example.org', baseUrl: '/' });
  assert.is(config.title, 'Docs');
  assert.equal(notes.filter((n) => n.key === 'title').map((n) => n.what), [
    'the config has no title, which Docusaurus requires; site.config.json gets "Docs" so the site builds: write the site\'s own title there',
  ]);
  assert.equal(mapDocusaurusConfig({ title: 'Own', url: 'https://example.org', baseUrl: '/' }).notes.filter((n) => n.key === 'title'), []);
});

StandIns.run();
