/**
 * A Docusaurus site built in place resolves MDX imports through the webpack aliases its plugins
 * add (docusaurus-plugin-module-alias, an inline configureWebpack), as webpack does there.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pluginAliasesOf } from '../../../../cli/migrate/webpack-aliases';
import { resolvePathAlias, setPluginAliases } from '../../../../cli/pipeline/parse/mdx/path-aliases';
import { loadConfig } from '../../../../cli/config/load-config';
import { loadSite } from '../../../../cli/pipeline/site';
import { writeSiteFiles } from '../../../helpers/site-files';

test('the aliases of the module-alias plugin and of an inline plugin become absolute paths; a package target is left out', () => {
  function owlAliases() {
    return { name: 'owls', configureWebpack: () => ({ resolve: { alias: { '@nest': '/repo/site/src/nest', 'react-native': 'react-native-web' } } }) };
  }
  const aliases = pluginAliasesOf({ plugins: [['docusaurus-plugin-module-alias', { alias: { '@perch': '/repo/shared/perch/' } }], owlAliases] }, '/repo/site');
  assert.equal(aliases, { '@perch': '/repo/shared/perch', '@nest': '/repo/site/src/nest' });
});

test('an alias resolves itself and its subpaths, the longest alias first, and nothing else', () => {
  setPluginAliases({ '@owl': '/a/owl', '@owl/wing': '/b/wing' });
  try {
    assert.is(resolvePathAlias('@owl', '/site'), '/a/owl');
    assert.is(resolvePathAlias('@owl/x.csv', '/site'), '/a/owl/x.csv');
    assert.is(resolvePathAlias('@owl/wing/y.csv', '/site'), '/b/wing/y.csv');
    assert.is(resolvePathAlias('@owlish/z', '/site-without-tsconfig'), undefined);
  } finally {
    setPluginAliases(null);
  }
});

test('an MDX page of a site built in place reads a raw-loader import through the module-alias plugin\'s alias', async () => {
  const root = writeSiteFiles('opdocs-plugin-aliases-', {
    'shared/perch/owls.csv': 'name,call\nbarn,screech\n',
    'site/docusaurus.config.js': [
      "const { resolve } = require('path');",
      'module.exports = {',
      "  title: 'Owls', url: 'https://owls.example', baseUrl: '/',",
      "  presets: [['classic', { blog: false }]],",
      "  plugins: [['docusaurus-plugin-module-alias', { alias: { '@perch': resolve(__dirname, '../shared/perch/') } }]],",
      '};',
    ].join('\n'),
    'site/docs/intro.mdx': "import CodeBlock from '@theme/CodeBlock';\nimport owls from '!!raw-loader!@perch/owls.csv';\n\n# Intro\n\n<CodeBlock>{owls}</CodeBlock>\n",
  });
  try {
    const { result, errors } = await loadSite(await loadConfig(join(root, 'site')));
    assert.equal(errors.map((e) => e.message), []);
    const doc = result!.routes.find((r) => r.path === '/docs/intro');
    assert.ok(doc, 'the page is built');
    assert.match(JSON.stringify(doc), /barn,screech/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
