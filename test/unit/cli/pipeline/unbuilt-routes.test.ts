/**
 * The route bases of skipped plugins reach the page's site data, so the client router leaves
 * links there to the browser instead of asking for route data the build never wrote.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { loadConfig } from '../../../../cli/config/load-config';
import { loadSite } from '../../../../cli/pipeline/site';
import { unbuiltRouteBases } from '../../../../cli/pipeline/unbuilt-routes';
import { writeSiteFiles } from '../../../helpers/site-files';

test('each skipped route base becomes an absolute path under the base URL ending in a slash', () => {
  const plugins = [{ name: 'owl-api-pages', routes: ['rest', '/graphql/'] }, { name: 'owl-spec', routes: ['rest'] }];
  assert.equal(unbuiltRouteBases(plugins, '/base/', ['/base/docs/intro']), ['/base/graphql/', '/base/rest/']);
  assert.equal(unbuiltRouteBases(plugins, '/', ['/docs/intro']), ['/graphql/', '/rest/']);
});

test('a base at the site root or holding a page of this build is left out, so those pages keep routing', () => {
  const plugins = [{ name: 'everything', routes: [''] }, { name: 'news', routes: ['blog', 'api'] }, { name: 'silent', routes: [] }];
  assert.equal(unbuiltRouteBases(plugins, '/', ['/blog/hello', '/apiary']), ['/api/']);
  assert.equal(unbuiltRouteBases(plugins, '/', ['/blog', '/api/']), []);
});

test('a Docusaurus site whose redocusaurus preset is skipped ships the reference\'s base in its site data', async () => {
  const dir = writeSiteFiles('opdocs-unbuilt-routes-', {
    'docusaurus.config.js': [
      'module.exports = {',
      "  title: 'Owls', url: 'https://owls.example', baseUrl: '/owls/',",
      "  presets: [['classic', { docs: { sidebarPath: false }, blog: false }], ['redocusaurus', { specs: [{ spec: 'owls.yaml', route: '/reference/' }] }]],",
      '};',
    ].join('\n'),
    'docs/intro.md': '# Intro\n\nSee the [reference](pathname:///owls/reference/).\n',
  });
  try {
    const { result, errors } = await loadSite(await loadConfig(dir));
    assert.equal(errors.map((e) => e.message), []);
    assert.equal((result?.site as { unbuiltRoutes?: string[] }).unbuiltRoutes, ['/owls/reference/']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a navbar link a plugin of the site\'s own may answer, whose routes its options do not tell, is left to the browser; links to pages of this build are not', async () => {
  const dir = writeSiteFiles('opdocs-unbuilt-navbar-', {
    'plugins/roosts/index.js': 'module.exports = () => ({ name: "roosts" });\n',
    'docusaurus.config.js': [
      'module.exports = {',
      "  title: 'Owls', url: 'https://owls.example', baseUrl: '/',",
      "  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],",
      "  plugins: ['./plugins/roosts/index.js'], onBrokenLinks: 'warn',",
      "  themeConfig: { navbar: { items: [{ to: '/roosts', label: 'Roosts' }, { to: '/docs/intro', label: 'Docs' }, { to: '/', label: 'Home' }] } },",
      '};',
    ].join('\n'),
    'docs/intro.md': '# Intro\n',
    'src/pages/index.md': '# Home\n',
  });
  try {
    const { result, errors } = await loadSite(await loadConfig(dir));
    assert.equal(errors.map((e) => e.message), []);
    assert.equal((result?.site as { unbuiltRoutes?: string[] }).unbuiltRoutes, ['/roosts/']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a site without skipped plugins has no such field', async () => {
  const dir = writeSiteFiles('opdocs-unbuilt-none-', {
    'docusaurus.config.js': "module.exports = { title: 'Owls', url: 'https://owls.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false }, blog: false }]] };\n",
    'docs/intro.md': '# Intro\n',
  });
  try {
    const { result } = await loadSite(await loadConfig(dir));
    assert.not.ok('unbuiltRoutes' in (result?.site ?? {}));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
