/**
 * `opdocs build` and `serve --watch` in a Docusaurus repository nobody ran `opdocs migrate` in:
 * docusaurus.config.js configures the site as migrate would, nothing is written beside it, and
 * a change to that file reaches the next watch rebuild.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { createDevSession } from '../../../../cli/commands/dev-session.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const config = (title: string) => `module.exports = {
  title: ${JSON.stringify(title)},
  url: 'https://kites.example',
  baseUrl: '/kites/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  themeConfig: { navbar: { title: 'Kite club', items: [{ type: 'doc', docId: 'fly', label: 'Flying' }] } },
};
`;

const files = {
  'docusaurus.config.js': config('Kites'),
  'sidebars.js': "module.exports = { main: ['fly', 'land'] };\n",
  'docs/fly.md': '---\ntitle: Flying\n---\n\nHold the line. Then [land](./land.md).\n',
  'docs/land.md': '# Landing\n\nLet go gently.\n',
};

test('a build reads docusaurus.config.js and its sidebars, and writes no site.config.json', async () => {
  const dir = writeSiteFiles('opdocs-in-place-', files);
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.is(result.baseUrl, '/kites/');
  assert.not.ok(existsSync(join(dir, 'site.config.json')));
  const fly = readFileSync(join(dir, 'build', 'docs', 'fly', 'index.html'), 'utf8');
  assert.match(fly, '<title>Flying | Kites</title>');
  assert.match(fly, 'href="/kites/docs/land"');
  assert.match(fly, 'Kite club');
});

test('a watch session rebuilds with the new settings after docusaurus.config.js changes', async () => {
  const dir = writeSiteFiles('opdocs-in-place-watch-', files);
  const session = createDevSession({ siteDir: dir, outDir: 'build', sourceDirs: [] });
  try {
    await session.rebuild(null);
    const page = () => readFileSync(join(dir, 'build', 'docs', 'fly', 'index.html'), 'utf8');
    assert.match(page(), '<title>Flying | Kites</title>');
    writeFileSync(join(dir, 'docusaurus.config.js'), config('Box kites'));
    await session.rebuild([join(dir, 'docusaurus.config.js')]);
    assert.match(page(), '<title>Flying | Box kites</title>');
  } finally {
    session.dispose();
  }
});

test.run();
