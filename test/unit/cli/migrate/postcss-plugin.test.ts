import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { postCssPluginNote, postCssPluginPackages } from '../../../../cli/migrate/postcss-plugin.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

// As the config bundle hands it over, esbuild naming each bundled require after its package
// (the calls are strings here: the test has neither package).
async function tailwindPlugin() {
  return { name: 'tw', configurePostCss(options: { plugins: unknown[] }) { options.plugins.push('require_tailwindcss()', 'require_postcss_nested()'); return options; } };
}

test('a plugin that sets up PostCSS is named with the postcss.config.js to write, listing the plugins it adds', () => {
  assert.match(postCssPluginNote(tailwindPlugin, undefined) ?? '', 'write one with the plugins this one adds, e.g. module.exports = { plugins: { tailwindcss: {}, "postcss-nested": {} } }');
  const siteDir = writeSiteFiles('opdocs-postcss-note', {
    'plugins/tailwind.cjs': "module.exports = () => ({ name: 'tw', configurePostCss(o) { o.plugins.push(require('tailwindcss'), require('autoprefixer')); return o; } });\n",
  });
  assert.match(postCssPluginNote(['./plugins/tailwind.cjs', {}], siteDir) ?? '', 'module.exports = { plugins: { tailwindcss: {}, autoprefixer: {} } }');
});

test('with a postcss.config.js already there the note says it is applied instead; other plugins get no such note', () => {
  const siteDir = writeSiteFiles('opdocs-postcss-note', {
    'postcss.config.js': 'module.exports = { plugins: {} };\n',
    'plugins/tailwind.js': "module.exports = () => ({ configurePostCss(o) { o.plugins.push(require('tailwindcss')); return o; } });\n",
    'plugins/other.js': "module.exports = () => ({ name: 'other', loadContent() { return 1; } });\n",
  });
  assert.match(postCssPluginNote('./plugins/tailwind', siteDir) ?? '', "opdocs applies the site's postcss.config.js to its stylesheets instead");
  assert.is(postCssPluginNote('./plugins/other.js', siteDir), undefined);
  assert.is(postCssPluginNote('docusaurus-plugin-sass', siteDir), undefined);
  assert.is(postCssPluginNote(function plain() { return { name: 'plain' }; }, siteDir), undefined);
});

test('postCssPluginPackages: the packages configurePostCss adds, found or not by the config bundle, without Node\'s own modules; none beside a PostCSS config', () => {
  // As the config bundle hands over packages it found: each require names the file in node_modules.
  async function found() {
    return { name: 'tw', configurePostCss(options: { plugins: unknown[] }) { options.plugins.push('__require("/s/node_modules/@tw/postcss/dist/index.js")', '__require("path")', 'require_autoprefixer()'); return options; } };
  }
  const siteDir = writeSiteFiles('opdocs-postcss-packages', { 'package.json': '{}' });
  assert.equal(postCssPluginPackages([found, tailwindPlugin, ['@docusaurus/plugin-ideal-image', {}]], siteDir), ['@tw/postcss', 'autoprefixer', 'tailwindcss', 'postcss-nested']);
  const withConfig = writeSiteFiles('opdocs-postcss-packages', { 'postcss.config.cjs': 'module.exports = {};\n' });
  assert.equal(postCssPluginPackages([found], withConfig), []);
});

test.run();
