/**
 * `@generated/docusaurus.config` in a site with two locales: a module reading it as it loads gets
 * the config the locale is built with (its own baseUrl), not the config file read again.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Generated = suite('opdocs build: @generated/docusaurus.config in each locale');

const SITE = {
  'docusaurus.config.js': [
    'module.exports = {',
    "  title: 'Lichens', url: 'https://example.org', baseUrl: '/moss/',",
    "  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },",
    "  customFields: { rock: 'granite-3' },",
    "  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],",
    '};',
  ].join('\n'),
  'docs/crust.md': '# Crust\n\nGrows slowly.\n',
  'src/pages/index.js': [
    "import React from 'react';",
    "import siteConfig from '@generated/docusaurus.config';",
    // Read once as the module loads, before any React context exists.
    'const base = siteConfig.baseUrl;',
    'export default function Home() {',
    '  return <main data-base={base} data-rock={siteConfig.customFields.rock}>Lichens</main>;',
    '}',
  ].join('\n'),
};

let dir = '';
Generated.before(async () => {
  dir = writeSiteFiles('opdocs-generated-config-locales', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
});

const page = (rel: string) => readFileSync(join(dir, 'build', rel), 'utf8');

Generated('the default locale\'s page reads the site\'s own baseUrl', () => {
  assert.match(page('index.html'), '<main data-base="/moss/" data-rock="granite-3">');
});

Generated('the fr page reads the fr build\'s baseUrl, with the other keys unchanged', () => {
  assert.match(page('fr/index.html'), '<main data-base="/moss/fr/" data-rock="granite-3">');
});

Generated('the fr browser bundle holds the fr baseUrl, so hydration agrees with the server', () => {
  const assets = join(dir, 'build', 'fr', 'assets');
  const code = readdirSync(assets).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  assert.match(code, /baseUrl:"\/moss\/fr\/"/);
  assert.not.match(code, /baseUrl:"\/moss\/"/);
});

Generated.run();
