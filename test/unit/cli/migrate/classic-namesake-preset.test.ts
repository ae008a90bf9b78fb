/**
 * A company's own `<scope>/preset-classic` (Ionic's), and other presets wrapping the classic one,
 * which pass the classic preset's options on.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config';

const BASE = { title: 'T', url: 'https://e.org', __siteDir: '/site' };

test('a scoped preset-classic is read as the classic preset, with a note saying so', () => {
  const { config, notes } = mapDocusaurusConfig({
    ...BASE,
    presets: [['@acme-docs/preset-classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.js' }, blog: false }]],
  });
  assert.equal(config.docs, { routeBasePath: '', sidebarPath: 'sidebars.js' });
  assert.equal(notes.map((n) => n.key), ['presets[0]', 'presets.classic.blog']);
  assert.match(notes[0].what, '@acme-docs/preset-classic is read as the classic preset it is named after');
});

test('another preset whose docs options are written as the classic preset\'s carries them over, with a note', () => {
  const { config, notes } = mapDocusaurusConfig({
    ...BASE,
    presets: [['@acme-docs/handbook-preset', { brand: 'Acme', docs: { routeBasePath: '/', sidebarPath: './sidebars.js' }, theme: { name: 'default' } }]],
  });
  assert.equal(config.docs, { routeBasePath: '', sidebarPath: 'sidebars.js' });
  assert.equal(notes.map((n) => n.key), ['presets[0]']);
  assert.match(notes[0].what, 'preset @acme-docs/handbook-preset is not supported, but its docs and blog options are written as the classic preset\'s and carry over');
});

test('a preset with no docs or blog options of the classic shape is still left out', () => {
  const { config, notes } = mapDocusaurusConfig({ ...BASE, presets: [['@acme-docs/preset-handbook', { docs: '/handbook' }], ['preset-classic-extra', {}]] });
  assert.is(config.docs, undefined);
  assert.equal(notes.map((n) => n.what), [
    'preset @acme-docs/preset-handbook is not supported; configure its parts by hand',
    'preset preset-classic-extra is not supported; configure its parts by hand',
  ]);
});

test.run();
