/**
 * `plugins: [isProd && 'x']`, `presets: [process.env.Y ? [...] : null]`: Docusaurus skips
 * false and null entries, so migrate does too instead of noting "null: not supported".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';

test('false and null plugins, themes and presets are skipped without a note, and later entries keep their index', () => {
  const { config, notes } = mapDocusaurusConfig({
    title: 'T', url: 'https://e.org',
    presets: [null, ['classic', { docs: { routeBasePath: '/' } }], false],
    plugins: [false, null, undefined, ['content-docs', { id: 'guides', path: 'guides' }], 'unknown-plugin-xyz'],
    themes: [false],
  });
  assert.equal(config.docsInstances, [{ id: 'guides', path: 'guides', routeBasePath: 'docs' }]);
  assert.equal((config.docs as { routeBasePath?: string } | undefined)?.routeBasePath, '');
  assert.equal(notes.map((n) => n.key), ['plugins: unknown-plugin-xyz']);
});

test('preset entries that name nothing (a number, an empty list, a list holding null) are noted as such, not as a package', () => {
  const { config, notes } = mapDocusaurusConfig({
    title: 'T', url: 'https://e.org',
    presets: [42, [], [null], ['classic', { docs: { routeBasePath: '/' } }]],
  });
  assert.equal((config.docs as { routeBasePath?: string } | undefined)?.routeBasePath, '');
  assert.equal(notes.map((n) => [n.key, n.what.split(' names')[0]]), [['presets[0]', '42'], ['presets[1]', '[]'], ['presets[2]', '[null]']]);
  assert.match(notes[1]!.what, 'names no preset, and Docusaurus cannot load it either');
});

test('a navbar `title: null`, which Docusaurus takes for no title, is left out without a note and the logo keeps the site title as alt', () => {
  const { config, notes } = mapDocusaurusConfig({
    title: 'Owl Guard', url: 'https://e.org',
    themeConfig: { navbar: { title: null, logo: { src: 'img/owl.svg' } } },
  });
  const navbar = config.navbar as { title?: string; logo?: { alt?: string } };
  assert.ok(!('title' in navbar));
  assert.is(navbar.logo?.alt, 'Owl Guard');
  assert.equal(notes.filter((n) => n.key.startsWith('navbar')), []);
});

test.run();
