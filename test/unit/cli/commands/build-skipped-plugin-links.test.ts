/**
 * A Docusaurus repository built in place whose navbar links into the pages of a plugin opdocs
 * does not run: a link under the route the plugin's options name is a warning naming the plugin;
 * when the options name no route, the broken-link error says that a skipped plugin may make it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { loadConfigWithErrors } from '../../../../cli/config/load-config.ts';
import { OpdocsErrors, formatErrors } from '../../../../cli/errors.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Skipped = suite('opdocs build in place: navbar links to a skipped plugin\'s pages');

/** A docusaurus.config.js with `plugins` and a navbar linking to `to`. */
const site = (plugins: string, to: string) => ({
  'docusaurus.config.js': [
    'module.exports = {',
    "  title: 'Owls', url: 'https://owls.example', baseUrl: '/owls/',",
    "  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],",
    `  plugins: ${plugins},`,
    `  themeConfig: { navbar: { items: [{ to: '/docs/hoot', label: 'Hoot' }, { to: ${JSON.stringify(to)}, label: 'Elsewhere' }] } },`,
    '};',
  ].join('\n'),
  'docs/hoot.md': '# Hoot\n\nTwice at dusk.\n',
});

Skipped('a link under the route a skipped plugin\'s options name builds, with a warning naming that plugin', async () => {
  const dir = writeSiteFiles('opdocs-skipped-plugin-known-', site("[['owl-plugin-spec-pages', { id: 'barn', spec: 'barn.yaml', route: '/reference/' }]]", '/reference/barn'));
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.ok(existsSync(join(dir, 'build', 'docs', 'hoot', 'index.html')));
  const texts = result.warnings.map((w) => w.error.message);
  const warning = texts.find((t) => t.includes('/reference/barn'));
  assert.ok(warning, `a warning about the link, among: ${texts.join(' | ')}`);
  assert.match(warning!, 'lies under /owls/reference/, which the plugin owl-plugin-spec-pages makes and opdocs does not run');
});

Skipped('a route nested in the options (a list of specs, each with its route) is known too', async () => {
  const dir = writeSiteFiles('opdocs-skipped-plugin-nested-', site("[['owl-spec-preset-like', { specs: [{ spec: 'a.yaml', route: '/talons' }, { spec: 'b.yaml', route: '/wings/' }] }]]", '/wings/span#tip'));
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.ok(result.warnings.some((w) => /lies under \/owls\/wings\/, which the plugin owl-spec-preset-like makes/.test(w.error.message)));
});

Skipped('without a route in its options, the link stays a broken-link error that names the skipped plugin', async () => {
  const dir = writeSiteFiles('opdocs-skipped-plugin-unknown-', site("['owl-changelog-maker']", '/molt-log'));
  const err = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e: unknown) => e);
  assert.instance(err, OpdocsErrors);
  const text = formatErrors((err as OpdocsErrors).errors, dir);
  assert.match(text, 'broken link: /molt-log → /owls/molt-log is not a page of this site; the plugin owl-changelog-maker, which opdocs skips, may make that route');
  assert.match(text, 'docusaurus.config.js:5:');
});

Skipped('a link outside a skipped plugin\'s known route is an ordinary broken link', async () => {
  const dir = writeSiteFiles('opdocs-skipped-plugin-outside-', site("[['owl-plugin-spec-pages', { route: '/reference/' }]]", '/referee'));
  const err = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e: unknown) => e);
  assert.instance(err, OpdocsErrors);
  const text = formatErrors((err as OpdocsErrors).errors, dir);
  assert.match(text, 'broken link: /referee → /owls/referee is not a page of this site');
  assert.not.match(text, 'owl-plugin-spec-pages');
});

Skipped('the note of a build in place names a preset opdocs does not read, and a local plugin by its path in the site', async () => {
  const files: Record<string, string> = site("['owl-changelog-maker', require.resolve('./plugins/owl-local.js')]", '/docs/hoot');
  files['docusaurus.config.js'] = files['docusaurus.config.js'].replace("presets: [", "presets: [['owl-spec-preset', { specs: [{ spec: 'a.yaml' }] }], ");
  files['plugins/owl-local.js'] = "module.exports = () => ({ name: 'owl-local' });\n";
  const { note } = await loadConfigWithErrors(writeSiteFiles('opdocs-skipped-plugin-note-', files));
  assert.match(note ?? '', 'its plugins owl-changelog-maker, ./plugins/owl-local.js, owl-spec-preset do not run');
});

Skipped('a page\'s link into a skipped plugin\'s route builds, with a warning naming the plugin; a mistyped page link stays an error', async () => {
  const files: Record<string, string> = site("[['owl-molt-pages', { id: 'molts', routeBasePath: 'molts', path: 'molts' }]]", '/docs/hoot');
  files['docs/hoot.md'] = '# Hoot\n\nSee [the spring molt](/molts/2024/03/01/spring) and [all molts](/molts).\n';
  const dir = writeSiteFiles('opdocs-skipped-plugin-page-link-', files);
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.ok(existsSync(join(dir, 'build', 'docs', 'hoot', 'index.html')));
  const texts = result.warnings.map((w) => w.error.message);
  const spring = result.warnings.find((w) => w.error.message.includes('/molts/2024/03/01/spring'));
  assert.ok(spring, `a warning about the post link, among: ${texts.join(' | ')}`);
  assert.match(spring!.error.message, 'lies under /owls/molts/, which the plugin owl-molt-pages makes and opdocs does not run');
  assert.match(spring!.error.file ?? '', /docs[\\/]hoot\.md$/);
  assert.equal(spring!.error.line, 3);
  assert.ok(texts.some((t) => t.startsWith('link to a plugin\'s page: /molts →')), 'the link to the blog\'s own route is named too');

  files['docs/hoot.md'] = '# Hoot\n\nSee [the molt list](/moltz).\n';
  const typo = writeSiteFiles('opdocs-skipped-plugin-page-typo-', files);
  const err = await buildSite({ siteDir: typo, outDir: 'build', quiet: true }).then(() => null, (e: unknown) => e);
  assert.instance(err, OpdocsErrors);
  assert.match(formatErrors((err as OpdocsErrors).errors, typo), 'broken link: /moltz → /owls/moltz is not a page of this site');
});

Skipped.run();
