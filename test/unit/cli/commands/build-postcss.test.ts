/**
 * A site's postcss.config is applied to its own stylesheets, as Docusaurus' postcss-loader does
 * (Tailwind sites depend on it). The site's `postcss` here is a small stand-in of the test's own
 * that runs each plugin's `transform`: what is tested is how opdocs finds the config, creates its
 * plugins from the site's packages and which stylesheets it hands them. Its `sass` is a stand-in
 * too, enough to show that Sass runs first.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../../../helpers/fixture-site.ts';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const test = suite('the site\'s PostCSS plugins in the build');
const CONFIG = JSON.stringify({ title: 'T', url: 'https://example.org', baseUrl: '/', contentDir: '.', customCss: ['src/css/custom.scss', 'src/css/plain.css'] });

const STAND_IN_POSTCSS = `module.exports = (plugins) => ({
  process: async (css, opts) => {
    let out = css;
    for (const plugin of plugins) out = await plugin.transform(out, opts.from);
    return { css: out };
  },
});
`;
// Marks each stylesheet it is given, so the output shows which ones went through.
const STAND_IN_PLUGIN = `module.exports = (options) => ({
  transform: (css, from) => css.replace(/--stamp: *none/g, '--stamp: ' + options.word + '-' + require('node:path').basename(from).replace(/\\W/g, '')),
});
`;

const STAND_IN_SASS = `const { readFileSync } = require('node:fs');
exports.compile = (file) => ({ css: readFileSync(file, 'utf8').replace(/^\\$gap: 4px;\\n/m, '').replace('#{$gap * 2}', '8px') });
`;

const site = (extra: Record<string, string> = {}) => ({
  'site.config.json': CONFIG,
  'node_modules/postcss/index.js': STAND_IN_POSTCSS,
  'node_modules/stamp-plugin/index.js': STAND_IN_PLUGIN,
  'node_modules/sass/index.js': STAND_IN_SASS,
  'node_modules/boxes/boxes.css': '.boxes { --stamp: none; }\n',
  'postcss.config.cjs': "module.exports = { plugins: { 'stamp-plugin': { word: 'seen' }, 'left-out-plugin': false } };\n",
  'src/css/custom.scss': '$gap: 4px;\n:root { --gap: #{$gap * 2}; --stamp: none; }\n',
  'src/css/plain.css': '.plain { --stamp: none; }\n',
  'src/pages/index.jsx': "import 'boxes/boxes.css';\nimport './home.css';\nexport default function Home() { return <main className=\"home\">Home</main>; }\n",
  'src/pages/home.css': '.home { --stamp: none; }\n',
  'docs/intro.md': '# Intro\n',
  ...extra,
});

const builtCss = (siteDir: string) => {
  const assets = join(siteDir, 'build', 'assets');
  return readdirSync(assets).filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
};

test('customCss (Sass after compiling, and plain CSS) and a page\'s stylesheet go through the plugins; a package\'s does not', async () => {
  const siteDir = writeSiteFiles('opdocs-postcss-', site());
  await buildSite({ siteDir, outDir: 'build', quiet: true }).catch((e) => assert.unreachable(formatErrors(asUserErrors(e) ?? [], siteDir)));
  const css = builtCss(siteDir);
  assert.match(css, /--gap:\s*8px/, 'Sass is compiled before PostCSS runs');
  assert.match(css, /--stamp:\s*seen-customscss/);
  assert.match(css, /--stamp:\s*seen-plaincss/);
  assert.match(css, /--stamp:\s*seen-homecss/);
  assert.match(css, /\.boxes\{--stamp:\s*none\}/, 'a package\'s stylesheet stays as written');
});

test('an ES module config listing plugin objects it made itself works the same', async () => {
  const files: Record<string, string> = site({ 'postcss.config.mjs': "import stamp from 'stamp-plugin';\nexport default { plugins: [stamp({ word: 'esm' })] };\n" });
  delete files['postcss.config.cjs'];
  const siteDir = writeSiteFiles('opdocs-postcss-esm-', files);
  await buildSite({ siteDir, outDir: 'build', quiet: true }).catch((e) => assert.unreachable(formatErrors(asUserErrors(e) ?? [], siteDir)));
  assert.match(builtCss(siteDir), /--stamp:\s*esm-plaincss/);
});

test('the built CLI loads an ES module config too: its bundling thread runs a script compiled with a code cache, whose import() the host gives it', () => {
  const files: Record<string, string> = site({ 'postcss.config.mjs': "import stamp from 'stamp-plugin';\nexport default { plugins: [stamp({ word: 'dist' })] };\n" });
  delete files['postcss.config.cjs'];
  const siteDir = writeSiteFiles('opdocs-postcss-dist-', files);
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), 'build', siteDir], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  assert.is(r.status, 0, r.stdout + r.stderr);
  assert.match(builtCss(siteDir), /--stamp:\s*dist-plaincss/);
});

test('a site without a PostCSS config gets its stylesheets as written', async () => {
  const files = site();
  delete (files as Record<string, string>)['postcss.config.cjs'];
  const siteDir = writeSiteFiles('opdocs-postcss-none-', files);
  await buildSite({ siteDir, outDir: 'build', quiet: true }).catch((e) => assert.unreachable(formatErrors(asUserErrors(e) ?? [], siteDir)));
  assert.not.match(builtCss(siteDir), 'seen-');
});

test('a plugin the config names but the site lacks fails the build at the config, saying what to install', async () => {
  const siteDir = writeSiteFiles('opdocs-postcss-missing-', site({ 'postcss.config.cjs': "module.exports = { plugins: { 'not-installed-plugin': {} } };\n" }));
  const err = await buildSite({ siteDir, outDir: 'build', quiet: true }).then(() => null, (e: unknown) => e);
  const errors = asUserErrors(err) ?? [];
  assert.ok(errors.length > 0, 'the build fails');
  const text = formatErrors(errors, siteDir);
  assert.match(text, 'postcss.config.cjs:1:32', 'at the plugin\'s name');
  assert.match(text, 'PostCSS plugin "not-installed-plugin" is not installed');
  assert.match(text, 'npm install not-installed-plugin');
});

test.run();
