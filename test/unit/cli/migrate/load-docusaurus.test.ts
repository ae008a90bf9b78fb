import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { loadDocusaurusConfig } from '../../../../cli/migrate/load-docusaurus';
import { writeSiteFiles } from '../../../helpers/site-files';

const Load = suite('loading docusaurus.config.*: Node built-ins, require and NODE_ENV');

Load('built-ins required by bare name are Node\'s own modules, not stand-ins', async () => {
  const dir = writeSiteFiles('opdocs-load-cjs-', {
    'docusaurus.config.js': [
      "const path = require('path');",
      "const fs = require('fs');",
      "const { pathToFileURL } = require('url');",
      'module.exports = {',
      "  title: 'Cjs', url: 'https://example.org',",
      "  baseUrl: path.join('/', 'sub', '/'),",
      "  customFields: { hasReadme: fs.existsSync(path.join(__dirname, 'README.md')), href: pathToFileURL('/a b').href, css: require.resolve('./src/custom.css') },",
      '};',
    ].join('\n'),
    'README.md': '# Readme\n',
    'src/custom.css': 'a {}\n',
  });
  const { config, packages } = await loadDocusaurusConfig(dir);
  assert.is(config.baseUrl, '/sub/');
  assert.equal(config.customFields, { hasReadme: true, href: 'file:///a%20b', css: join(dir, 'src/custom.css') });
  assert.equal(packages, [], 'no stand-in was needed');
});

Load('the config runs in the site\'s folder, as `docusaurus build` does from its package script, so paths resolved against it land there; the folder is the same after', async () => {
  const dir = writeSiteFiles('opdocs-load-cwd-', {
    'docusaurus.config.mjs': [
      "import path from 'node:path';",
      'export default {',
      "  title: 'Cwd', url: 'https://example.org', baseUrl: '/',",
      "  customFields: { css: path.resolve('src/css/theme.css'), here: process.cwd() },",
      '};',
    ].join('\n'),
  });
  const before = process.cwd();
  const { config } = await loadDocusaurusConfig(dir);
  assert.equal(config.customFields, { css: join(dir, 'src/css/theme.css'), here: dir });
  assert.is(process.cwd(), before);
});

Load('createRequire from "module" loads files beside the config; NODE_ENV is "production" while it runs, and restored after', async () => {
  const dir = writeSiteFiles('opdocs-load-esm-', {
    'docusaurus.config.mjs': [
      "import { createRequire } from 'module';",
      "import { fileURLToPath } from 'url';",
      "import path from 'path';",
      'const req = createRequire(import.meta.url);',
      "const version = req('./package.json').version;",
      'export default {',
      "  title: `Esm ${version}`, url: 'https://example.org', baseUrl: '/',",
      "  customFields: { env: process.env.NODE_ENV, dir: path.dirname(fileURLToPath(import.meta.url)), plugin: req.resolve('./plugins/local.js') },",
      '};',
    ].join('\n'),
    'package.json': JSON.stringify({ name: 'esm-site', version: '1.7.2' }),
    'plugins/local.js': 'module.exports = () => ({});\n',
  });
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'test-env';
  try {
    const { config } = await loadDocusaurusConfig(dir);
    assert.is(config.title, 'Esm 1.7.2');
    assert.equal(config.customFields, { env: 'production', dir, plugin: join(dir, 'plugins/local.js') });
    assert.is(process.env.NODE_ENV, 'test-env');
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
});

Load('a config declaring its own __dirname and __filename from import.meta.url loads, and sees the values it computed', async () => {
  const dir = writeSiteFiles('opdocs-load-own-dirname-', {
    'docusaurus.config.ts': [
      "import url from 'node:url';",
      "import path from 'node:path';",
      'const __filename = url.fileURLToPath(import.meta.url);',
      'const __dirname = path.dirname(__filename);',
      'export default {',
      "  title: 'Own dirname', url: 'https://example.org', baseUrl: '/',",
      "  customFields: { file: __filename, sidebar: path.resolve(__dirname, 'sidebars.ts') },",
      '};',
    ].join('\n'),
  });
  const { config } = await loadDocusaurusConfig(dir);
  assert.equal(config.customFields, { file: join(dir, 'docusaurus.config.ts'), sidebar: join(dir, 'sidebars.ts') });
});

Load('a CommonJS helper the config requires from a subfolder sees its own __dirname and __filename, as under Node', async () => {
  // A generator script in website/scripts/ that reads a README one folder above the site.
  const root = writeSiteFiles('opdocs-load-helper-dirname-', {
    'Widget/README.md': '# Widget\n\nTurns knobs.\n',
    'website/docusaurus.config.js': [
      "const { readme, self } = require('./scripts/read-readme');",
      "module.exports = { title: 'Helper', url: 'https://example.org', baseUrl: '/', customFields: { readme, self, configDir: __dirname } };",
    ].join('\n'),
    'website/scripts/read-readme.js': [
      "const fs = require('fs');",
      "const path = require('path');",
      "const repoRoot = path.join(__dirname, '..', '..');",
      "exports.readme = fs.readFileSync(path.join(repoRoot, 'Widget', 'README.md'), 'utf8').split('\\n')[0];",
      'exports.self = path.basename(__filename);',
    ].join('\n'),
  });
  const { config } = await loadDocusaurusConfig(join(root, 'website'));
  assert.equal(config.customFields, { readme: '# Widget', self: 'read-readme.js', configDir: join(root, 'website') });
});

Load('a TypeScript module the config imports from a subfolder resolves paths and require.resolve from its own folder', async () => {
  const dir = writeSiteFiles('opdocs-load-module-helper-', {
    'docusaurus.config.ts': [
      "import { presets, pluginDir, here, missing } from './config/parts';",
      "export default { title: 'Parts', url: 'https://example.org', baseUrl: '/', presets, customFields: { pluginDir, here, missing } };",
    ].join('\n'),
    'config/parts.ts': [
      "import * as path from 'path';",
      "export const presets = [['classic', { docs: { sidebarPath: require.resolve('./sidebars.config') }, theme: { customCss: require.resolve('../src/css/site.css') } }]];",
      "export const pluginDir = path.resolve(__dirname, '..', 'plugins', 'local');",
      'export const here = new URL(import.meta.url).pathname;',
      // A package that is not installed still resolves to its name, as before.
      "export const missing = require.resolve('not-installed-pkg/x.css');",
    ].join('\n'),
    'config/sidebars.config.ts': 'export default { docs: [] };\n',
    'src/css/site.css': 'a {}\n',
  });
  const { config } = await loadDocusaurusConfig(dir);
  const [, classic] = (config.presets as [string, { docs: { sidebarPath: string }; theme: { customCss: string } }][])[0];
  assert.equal([classic.theme.customCss, classic.docs.sidebarPath], [join(dir, 'src/css/site.css'), join(dir, 'config/sidebars.config.ts')], 'a TypeScript file is found without its extension');
  assert.equal(config.customFields, { pluginDir: join(dir, 'plugins/local'), here: join(dir, 'config/parts.ts'), missing: 'not-installed-pkg/x.css' });
});

Load.run();

const Tolerant = suite('loading docusaurus.config.*: createRequire and dotenv as a site with its packages installed sees them');

Tolerant('a require made with createRequire gives missing packages as stand-ins and their names from require.resolve; a missing file still fails', async () => {
  const dir = writeSiteFiles('opdocs-load-create-require-', {
    'docusaurus.config.mjs': [
      "import { createRequire } from 'node:module';",
      'const req = createRequire(import.meta.url);',
      "const missingFile = (() => { try { req('./no-such-file.json'); return 'loaded'; } catch { return 'threw'; } })();",
      'export default {',
      "  title: 'Esm', url: 'https://example.org', baseUrl: '/',",
      "  themes: [[req.resolve('@acme/search-theme'), { hashed: true }]],",
      "  customFields: { missingFile, plugin: typeof req('acme-plugin-not-installed'), own: req('./data.json').n },",
      '};',
    ].join('\n'),
    'data.json': '{ "n": 4 }',
  });
  const { config, packages } = await loadDocusaurusConfig(dir);
  assert.equal((config.themes as unknown[][])[0][0], '@acme/search-theme');
  assert.equal(config.customFields, { missingFile: 'threw', plugin: 'function', own: 4 });
  assert.ok(packages.includes('acme-plugin-not-installed'), 'the stand-in is listed like a bundled one');
});

Tolerant('require.resolve of a ./name.js that is missing gives its .ts twin when that exists, and the id itself when neither does', async () => {
  const dir = writeSiteFiles('opdocs-load-js-to-ts-', {
    'docusaurus.config.ts': [
      'export default {',
      "  title: 'Ts twin', url: 'https://example.org', baseUrl: '/',",
      "  customFields: { sidebars: require.resolve('./sidebars.js'), absent: require.resolve('./absent.js') },",
      '};',
    ].join('\n'),
    'sidebars.ts': 'export default { main: [] };\n',
  });
  const { config } = await loadDocusaurusConfig(dir);
  assert.equal(config.customFields, { sidebars: join(dir, 'sidebars.ts'), absent: './absent.js' });
});

Tolerant('dotenv reads the .env beside the config; variables already set win, as with dotenv', async () => {
  const dir = writeSiteFiles('opdocs-load-dotenv-', {
    'docusaurus.config.js': [
      "require('dotenv').config();",
      'module.exports = {',
      "  title: process.env.OPDOCS_TEST_TITLE, url: process.env.OPDOCS_TEST_URL || '', baseUrl: '/',",
      '};',
    ].join('\n'),
    '.env': '# settings for the build\nOPDOCS_TEST_URL="https://from-env-file.example"\nOPDOCS_TEST_TITLE=From file\n',
  });
  process.env.OPDOCS_TEST_TITLE = 'Already set';
  try {
    const { config } = await loadDocusaurusConfig(dir);
    assert.is(config.url, 'https://from-env-file.example');
    assert.is(config.title, 'Already set');
  } finally {
    delete process.env.OPDOCS_TEST_TITLE;
    delete process.env.OPDOCS_TEST_URL;
  }
});

Tolerant.run();

const Helpers = suite('loading docusaurus.config.*: CommonJS helpers it requires');

Helpers('a helper that starts with a #! line (a script also run as a command) loads, with its own __dirname', async () => {
  const dir = writeSiteFiles('opdocs-load-hashbang-', {
    'docusaurus.config.js': [
      "const { where } = require('./scripts/where');",
      "module.exports = { title: 'Hashbang', url: 'https://example.org', baseUrl: '/', customFields: { where: where() } };",
    ].join('\n'),
    'scripts/where.js': '#!/usr/bin/env node\nexports.where = () => __dirname;\n',
  });
  const { config } = await loadDocusaurusConfig(dir);
  assert.equal(config.customFields, { where: join(dir, 'scripts') });
});

Helpers('a syntax error in a required helper is reported at the helper\'s own file, line and column', async () => {
  const dir = writeSiteFiles('opdocs-load-helper-error-', {
    'docusaurus.config.js': "module.exports = { title: 'x', url: 'https://example.org', baseUrl: '/', customFields: require('./lib/one.js') };\n",
    'lib/one.js': 'const a = ;\n',
  });
  const err = await loadDocusaurusConfig(dir).then(() => undefined, (e: unknown) => e as { file?: string; line?: number; column?: number; message?: string });
  assert.ok(err, 'the load fails');
  assert.equal([err!.file, err!.line, err!.column], [join(dir, 'lib/one.js'), 1, 11]);
  assert.match(err!.message ?? '', /does not compile: Unexpected ";"/);
});

Helpers.run();
