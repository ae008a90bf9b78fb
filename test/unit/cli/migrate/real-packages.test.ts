import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadDocusaurusConfig } from '../../../../cli/migrate/load-docusaurus';
import { isEsmFile, mayLoadReal } from '../../../../cli/migrate/real-packages';
import { writeSiteFiles } from '../../../helpers/site-files';
import { join } from 'node:path';

/** A site whose node_modules holds a CommonJS utility, an ES-module-only one and a remark plugin. */
function siteWithPackages(config: string): string {
  return writeSiteFiles('opdocs-real-packages-', {
    'docusaurus.config.js': config,
    'node_modules/tiny-merge/package.json': JSON.stringify({ name: 'tiny-merge', main: 'lib.js' }),
    // Named exports assigned at run time, which a static export scan cannot see.
    'node_modules/tiny-merge/lib.js': [
      'const api = {};',
      "for (const key of ['merge', 'upper']) api[key] = key === 'merge' ? (a, b) => ({ ...a, ...b }) : (s) => s.toUpperCase();",
      'module.exports = api;',
    ].join('\n'),
    'node_modules/tiny-env/package.json': JSON.stringify({ name: 'tiny-env', type: 'module', exports: { import: './index.js' } }),
    'node_modules/tiny-env/index.js': "export const read = (env, key) => { if (!env[key]) throw new Error(`${key} is not set`); return env[key]; };\n",
    'node_modules/remark-tiny/package.json': JSON.stringify({ name: 'remark-tiny', main: 'index.js' }),
    'node_modules/remark-tiny/index.js': "module.exports = () => { throw new Error('a remark plugin must not run while the config loads'); };\n",
  });
}

test('an installed CommonJS utility runs for real, through import names and require', async () => {
  const dir = siteWithPackages([
    "import { merge } from 'tiny-merge';",
    "const { upper } = require('tiny-merge');",
    "export default merge({ title: upper('real'), url: 'https://example.org' }, { baseUrl: '/', customFields: { at: require.resolve('tiny-merge') } });",
  ].join('\n'));
  const { config, packages } = await loadDocusaurusConfig(dir);
  assert.equal([config.title, config.url, config.baseUrl], ['REAL', 'https://example.org', '/']);
  assert.equal(config.customFields, { at: join(dir, 'node_modules/tiny-merge/lib.js') }, 'require.resolve gives the installed file');
  assert.equal(packages, [], 'no stand-in was needed');
});

test('an installed ES-module-only utility runs for real, and its error reaches the user as Docusaurus would show it', async () => {
  const dir = siteWithPackages([
    "import { read } from 'tiny-env';",
    "export default { title: read({ SITE: 'From env' }, 'SITE'), url: 'https://example.org', baseUrl: '/', customFields: { key: read({}, 'MISSING') } };",
  ].join('\n'));
  const err = await loadDocusaurusConfig(dir).then(() => undefined, (e: { message?: string }) => e);
  assert.ok(err, 'the real package threw');
  assert.match(err!.message ?? '', /MISSING is not set/);
});

test('remark plugins and packages the site has not installed stay stand-ins', async () => {
  const dir = siteWithPackages([
    "import tiny from 'remark-tiny';",
    "import absent from 'absent-helper';",
    "export default { title: 'S', url: 'https://example.org', baseUrl: '/', presets: [['classic', { docs: { remarkPlugins: [tiny] } }]], customFields: { n: String(absent.version) } };",
  ].join('\n'));
  const { packages } = await loadDocusaurusConfig(dir);
  assert.equal(packages, ['absent-helper', 'remark-tiny']);
});

test('an installed webpack-merge runs for real, so a config exported as merge(common, local) is read', async () => {
  const dir = writeSiteFiles('opdocs-webpack-merge-', {
    'docusaurus.config.js': [
      "const { merge } = require('webpack-merge');",
      "const common = { url: 'https://example.org', baseUrl: '/', themeConfig: { navbar: { items: [{ to: '/a', label: 'A' }] } } };",
      "module.exports = merge(common, { title: 'Merged', themeConfig: { navbar: { items: [{ to: '/b', label: 'B' }] } } });",
    ].join('\n'),
    'node_modules/webpack-merge/package.json': JSON.stringify({ name: 'webpack-merge', main: 'index.js' }),
    // A shallow stand-in for the real package: what matters is that it runs at all.
    'node_modules/webpack-merge/index.js': [
      'const merge = (a, b) => ({ ...a, ...b, themeConfig: { navbar: { items: [...a.themeConfig.navbar.items, ...b.themeConfig.navbar.items] } } });',
      'module.exports = { merge };',
    ].join('\n'),
  });
  const { config, packages } = await loadDocusaurusConfig(dir);
  assert.equal([config.title, config.url], ['Merged', 'https://example.org']);
  assert.equal((config.themeConfig as { navbar: { items: unknown[] } }).navbar.items.length, 2);
  assert.equal(packages, []);
});

test('a config whose whole export comes from a package that is not installed names that package and says to install it', async () => {
  const dir = writeSiteFiles('opdocs-stand-in-export-', {
    'docusaurus.config.js': "import { merge } from 'webpack-merge';\nimport common from '@acme/shared-config';\nexport default merge(common, { title: 'T' });\n",
  });
  const err = await loadDocusaurusConfig(dir).then(() => undefined, (e: { message?: string; hint?: string }) => e);
  assert.ok(err, 'loading failed');
  assert.match(err!.message ?? '', /exports what webpack-merge\.merge\(\) returns/);
  assert.match(err!.message ?? '', /webpack-merge is not installed/);
  assert.not.match(err!.message ?? '', /[\uE000-\uE002]/, 'no stand-in marks reach the message');
  assert.match(err!.hint ?? '', /npm install/);
});

test('a config that throws after reading values from a utility that is not installed says to install it first', async () => {
  const dir = writeSiteFiles('opdocs-stand-in-throw-', {
    'docusaurus.config.js': [
      "const { z } = require('owl-schema');",
      "const { themes } = require('prism-react-renderer');",
      "const env = z.object({ STAGE: z.enum(['dev', 'live']).default('dev') }).parse(process.env);",
      "if (env.STAGE !== 'dev' && env.STAGE !== 'live') throw new Error('unknown stage');",
      "module.exports = { title: 'T', url: 'https://e.org', baseUrl: '/', themeConfig: { prism: { theme: themes.github } } };",
    ].join('\n'),
  });
  const err = await loadDocusaurusConfig(dir).then(() => undefined, (e: { message?: string; hint?: string; line?: number }) => e);
  assert.ok(err, 'loading failed');
  assert.match(err!.message ?? '', 'failed while loading: unknown stage');
  assert.is(err!.line, 4);
  assert.match(err!.hint ?? '', 'it imports the package owl-schema, which is not installed, so opdocs stood in for it');
  assert.match(err!.hint ?? '', 'run npm install in the site folder');
  assert.not.match(err!.hint ?? '', 'prism-react-renderer', 'a package migrate maps by name is no cause');
});

test('a config that throws on its own, with every utility installed, keeps the plain hint', async () => {
  const dir = siteWithPackages("const { merge } = require('tiny-merge');\nmerge({}, {});\nthrow new Error('own fault');\n");
  const err = await loadDocusaurusConfig(dir).then(() => undefined, (e: { hint?: string }) => e);
  assert.is(err?.hint, 'fix the error; the config runs in Node as Docusaurus runs it');
});

test('only packages migrate does not map by name may load for real', () => {
  assert.ok(mayLoadReal('webpack-merge'));
  assert.ok(mayLoadReal('zod'));
  assert.ok(mayLoadReal('lodash/merge'));
  for (const name of ['@docusaurus/core', 'prism-react-renderer', 'remark-math', 'rehype-katex', 'docusaurus-plugin-sass', 'tailwindcss', 'react', 'path', './local']) {
    assert.not.ok(mayLoadReal(name), name);
  }
});

test('a .js file is an ES module only under a package.json of type module', () => {
  const dir = writeSiteFiles('opdocs-esm-file-', {
    'esm/package.json': '{"type":"module"}', 'esm/a.js': '', 'cjs/package.json': '{}', 'cjs/a.js': '', 'cjs/b.mjs': '',
  });
  assert.ok(isEsmFile(join(dir, 'esm/a.js')));
  assert.not.ok(isEsmFile(join(dir, 'cjs/a.js')));
  assert.ok(isEsmFile(join(dir, 'cjs/b.mjs')));
});

test.run();
