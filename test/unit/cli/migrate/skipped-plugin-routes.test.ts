import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { skippedNames, skippedPluginRoutes } from '../../../../cli/migrate/skipped-plugin-routes.ts';
import { UNRUN_PLUGIN } from '../../../../cli/migrate/map-plugins.ts';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';
import { pluginOwning } from '../../../../cli/config/skipped-plugins.ts';

test('the notes name unrun plugins, second sets of pages and unread presets, but not analytics or alias plugins', () => {
  const names = skippedNames([
    { key: 'plugins: owl-api-pages', what: UNRUN_PLUGIN },
    { key: 'plugins: @docusaurus/plugin-content-pages', what: 'a second set of pages is not supported; move its pages into src/pages' },
    { key: 'presets[1]', what: 'preset owl-spec-preset is not supported; configure its parts by hand' },
    { key: 'plugins: @docusaurus/plugin-google-gtag', what: 'analytics: opdocs supports Umami' },
    { key: 'themeConfig.prism', what: UNRUN_PLUGIN },
  ]);
  assert.equal([...names].sort(), ['@docusaurus/plugin-content-pages', 'owl-api-pages', 'owl-spec-preset']);
});

test('the live code block theme gets its own note, so no broken link is put down to it', () => {
  const { notes } = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', themes: ['live-codeblock'], plugins: ['owl-api-pages'] });
  assert.match(notes.find((n) => n.key === 'plugins: @docusaurus/theme-live-codeblock')?.what ?? '', 'live code blocks');
  assert.equal([...skippedNames(notes)], ['owl-api-pages']);
});

test('the TypeDoc API plugin serves under "api" unless its options name another route', () => {
  const dc = { plugins: [['@apify/docusaurus-plugin-typedoc-api', { projectRoot: '..', packages: ['core'] }], ['docusaurus-plugin-typedoc-api', { routeBasePath: 'reference' }]] };
  assert.equal(skippedPluginRoutes(dc, new Set(['@apify/docusaurus-plugin-typedoc-api', 'docusaurus-plugin-typedoc-api'])), [
    { name: '@apify/docusaurus-plugin-typedoc-api', routes: ['api'] },
    { name: 'docusaurus-plugin-typedoc-api', routes: ['reference'] },
  ]);
});

test('routes come from route keys, one level into lists and maps; the TypeDoc API plugin defaults to "api"', () => {
  const dc = {
    presets: [['owl-spec-preset', { specs: [{ spec: 'a.yaml', route: '/api/a/' }, { spec: 'b.yaml', route: 'api/b' }] }]],
    plugins: [
      ['docusaurus-plugin-typedoc-api', { projectRoot: '..' }],
      ['owl-api-pages', { path: 'openapi.yaml', routeBasePath: '/rest' }],
      ['owl-api-pages', { routeBasePath: 'graphql' }],
      ['owl-silent', { outputFolder: 'gen' }],
      ['owl-linker', { route: 'https://elsewhere.example/x' }],
      'owl-ignored',
    ],
  };
  const found = skippedPluginRoutes(dc, new Set(['owl-spec-preset', 'docusaurus-plugin-typedoc-api', 'owl-api-pages', 'owl-silent', 'owl-linker']));
  assert.equal(found, [
    { name: 'owl-spec-preset', routes: ['api/a', 'api/b'] },
    { name: 'docusaurus-plugin-typedoc-api', routes: ['api'] },
    { name: 'owl-api-pages', routes: ['rest', 'graphql'] },
    { name: 'owl-silent', routes: [], outputs: ['gen'] },
    { name: 'owl-linker', routes: [] },
  ]);
});

test('the TypeDoc Markdown plugin writes into docs/api unless its options name another folder', () => {
  const dc = { plugins: [['docusaurus-plugin-typedoc', { entryPoints: ['../src/owl.ts'] }], ['docusaurus-plugin-typedoc', { id: 'wings', out: './docs/wings' }]] };
  assert.equal(skippedPluginRoutes(dc, new Set(['docusaurus-plugin-typedoc'])), [{ name: 'docusaurus-plugin-typedoc', routes: [], outputs: ['docs/api', 'docs/wings'] }]);
});

test('redocusaurus without a route in its specs serves its reference under "api", as its documentation says', () => {
  const dc = { presets: [['redocusaurus', { specs: [{ spec: 'owls.yaml' }] }]] };
  assert.equal(skippedPluginRoutes(dc, new Set(['redocusaurus'])), [{ name: 'redocusaurus', routes: ['api'] }]);
});

test('a path belongs to the skipped plugin with the longest route holding it, whole segments only', () => {
  const plugins = [{ name: 'wide', routes: ['api'] }, { name: 'narrow', routes: ['api/v2'] }, { name: 'root', routes: [] }];
  assert.equal(pluginOwning(plugins, '/api/v2/owls'), { name: 'narrow', route: 'api/v2' });
  assert.equal(pluginOwning(plugins, 'api/v1/'), { name: 'wide', route: 'api' });
  assert.equal(pluginOwning(plugins, '/api'), { name: 'wide', route: 'api' });
  assert.is(pluginOwning(plugins, '/apiary'), undefined);
  assert.equal(pluginOwning([{ name: 'everything', routes: [''] }], '/any/page'), { name: 'everything', route: '' });
});

test.run();
