/**
 * A site's inline plugin that adds webpack aliases: migrate calls it as Docusaurus would and
 * notes the tsconfig `paths` that do the same in opdocs.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';
import { moduleAliasOptions, pathsFor, webpackAliases } from '../../../../cli/migrate/webpack-aliases.ts';
import { createStandIn } from '../../../../cli/migrate/load-docusaurus.ts';

const Aliases = suite('webpack aliases of a site\'s own plugins');
const SITE = '/repo/website';

function aliasPlugin(context: { siteDir: string }, options: { extra?: string }) {
  return {
    name: 'aliases',
    configureWebpack(config: { resolve: { alias: Record<string, string> } }, isServer: boolean) {
      return {
        resolve: {
          alias: { ...config.resolve.alias, '@components': `${context.siteDir}/src/components`, '@types$': `${context.siteDir}/src/types/index.ts`, 'react-native': options.extra ?? 'react-native-web', ...(isServer ? { 'server-only': '/srv' } : {}) },
        },
      };
    },
  };
}

Aliases('the plugin is called with the site folder and its options, for the browser; paths become site-relative, packages point into node_modules', () => {
  assert.equal(webpackAliases([aliasPlugin, { extra: 'rn-web' }], SITE, { baseUrl: '/' }), {
    '@components': 'src/components', '@types': 'src/types/index.ts', 'react-native': 'node_modules/rn-web',
  });
});

Aliases('a plugin without configureWebpack, one that throws, and a package name give none', () => {
  assert.equal(webpackAliases(function plain() { return { name: 'plain' }; }, SITE, {}), {});
  assert.equal(webpackAliases(function broken() { throw new Error('needs Docusaurus'); }, SITE, {}), {});
  assert.equal(webpackAliases('docusaurus-plugin-x', SITE, {}), {});
});

Aliases('a plugin required from an ES module (its namespace) is its default export, as Docusaurus runs it', () => {
  const namespace = { __esModule: true, default: aliasPlugin };
  assert.equal(webpackAliases([namespace, { extra: 'rn-web' }], SITE, {})['@components'], 'src/components');
  const { notes } = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', plugins: [{ __esModule: true, default: function guardReact() { return { name: 'guard' }; } }] });
  assert.equal(notes.map((n) => n.key), ['plugins: function guardReact'], 'named by its function, not "[object Object]"');
});

Aliases('pathsFor gives each alias and its subpaths', () => {
  assert.equal(pathsFor({ '@components': 'src/components' }), { '@components': ['./src/components'], '@components/*': ['./src/components/*'] });
});

Aliases('migrate notes the plugin with the tsconfig paths to write', () => {
  const { notes } = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', __siteDir: SITE, plugins: [function webpackAliasesPlugin(context: { siteDir: string }) {
    return { name: 'a', configureWebpack: () => ({ resolve: { alias: { '@site-components': `${context.siteDir}/src/components` } } }) };
  }] });
  assert.equal(notes.map((n) => `${n.key}: ${n.what}`), [
    'plugins: function webpackAliasesPlugin: its webpack aliases are not applied (opdocs runs no plugins); put them in tsconfig.json or jsconfig.json, which opdocs reads for the site\'s code and MDX: {"compilerOptions":{"paths":{"@site-components":["./src/components"],"@site-components/*":["./src/components/*"]}}}',
  ]);
});

Aliases('docusaurus-plugin-module-alias is read from its alias option: a folder beside the site stays relative, without its trailing slash', () => {
  assert.equal(moduleAliasOptions(['docusaurus-plugin-module-alias', { alias: { '@owls': '/repo/shared/owls/', '@nest': `${SITE}/src/nest`, '@skip': 3 } }], SITE), { '@owls': '../shared/owls', '@nest': 'src/nest' });
  const { notes } = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', __siteDir: SITE, plugins: [[createStandIn('docusaurus-plugin-module-alias'), { alias: { '@owls': '/repo/shared/owls' } }]] });
  assert.equal(notes.map((n) => `${n.key}: ${n.what}`), [
    'plugins: docusaurus-plugin-module-alias: its webpack aliases are not applied (opdocs runs no plugins); put them in tsconfig.json or jsconfig.json, which opdocs reads for the site\'s code and MDX: {"compilerOptions":{"paths":{"@owls":["../shared/owls"],"@owls/*":["../shared/owls/*"]}}}',
  ], 'an imported package entry is named by its package, not by its stand-in\'s text');
});

Aliases.run();
