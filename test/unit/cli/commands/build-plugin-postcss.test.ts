/**
 * A Docusaurus site built in place whose own plugin sets up PostCSS with `configurePostCss` (the
 * way Docusaurus' guides add Tailwind) gets those PostCSS plugins applied to its stylesheets, as
 * a postcss.config.js listing them would. The site's `postcss` and plugin are small stand-ins of
 * the test's own, as in build-postcss.test.ts.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../../../helpers/fixture-site.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const test = suite('PostCSS plugins a Docusaurus plugin adds, in a build in place');

const STAND_IN_POSTCSS = `module.exports = (plugins) => ({
  process: async (css) => {
    let out = css;
    for (const plugin of plugins) out = await plugin.transform(out);
    return { css: out };
  },
});
`;
const STAND_IN_PLUGIN = (word: string) => `module.exports = () => ({ transform: (css) => css.replace(/--stamp: *none/g, '--stamp: ${word}') });\n`;

const CONFIG = `module.exports = {
  title: 'T', url: 'https://example.org', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false, theme: { customCss: './src/css/custom.css' } }]],
  plugins: [
    async function utilityClasses() {
      return {
        name: 'utility-classes',
        configurePostCss(postcssOptions) {
          postcssOptions.plugins.push(require('path') && require('first-stamp'), require('second-stamp'));
          return postcssOptions;
        },
      };
    },
  ],
};
`;

const site = (extra: Record<string, string> = {}) => ({
  'docusaurus.config.js': CONFIG,
  'node_modules/postcss/index.js': STAND_IN_POSTCSS,
  'node_modules/first-stamp/index.js': STAND_IN_PLUGIN('first'),
  // Runs second: it sees what the first wrote, so the order shows.
  'node_modules/second-stamp/index.js': "module.exports = () => ({ transform: (css) => css.replace(/--stamp: *first/g, '--stamp: first-then-second') });\n",
  'src/css/custom.css': ':root { --stamp: none; }\n',
  'docs/intro.md': '# Intro\n',
  ...extra,
});

const build = (siteDir: string) => spawnSync(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), 'build', siteDir], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
const builtCss = (siteDir: string) => {
  const assets = join(siteDir, 'build', 'assets');
  return readdirSync(assets).filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
};

test('the plugins configurePostCss adds run on the site\'s stylesheets, in the order written; the note no longer counts that plugin as left out', () => {
  const siteDir = writeSiteFiles('opdocs-plugin-postcss-', site());
  const r = build(siteDir);
  assert.is(r.status, 0, r.stdout + r.stderr);
  assert.match(builtCss(siteDir), /--stamp:\s*first-then-second/);
  assert.not.match(r.stderr, 'not carried over');
  assert.not.match(r.stderr, 'not installed');
});

test('a site whose PostCSS plugins are not installed builds with its CSS as written, and the note names what to install', () => {
  const files: Record<string, string> = site();
  delete files['node_modules/second-stamp/index.js'];
  const siteDir = writeSiteFiles('opdocs-plugin-postcss-missing-', files);
  const r = build(siteDir);
  assert.is(r.status, 0, r.stdout + r.stderr);
  assert.match(builtCss(siteDir), /--stamp:\s*none/);
  assert.match(r.stderr, 'the PostCSS plugins its plugins add (configurePostCss) are not installed: second-stamp (run npm install in the site folder)');
  assert.match(r.stderr, '1 of its settings is not carried over');
});

test('a site with a PostCSS config of its own has that applied instead', () => {
  const siteDir = writeSiteFiles('opdocs-plugin-postcss-own-', site({ 'postcss.config.cjs': "module.exports = { plugins: { 'first-stamp': {} } };\n" }));
  const r = build(siteDir);
  assert.is(r.status, 0, r.stdout + r.stderr);
  assert.match(builtCss(siteDir), /--stamp:\s*first(?!-then)/);
});

test.run();
