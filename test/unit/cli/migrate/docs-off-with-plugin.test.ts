/**
 * `presets: [['classic', { docs: false }]]` with the docs given by a plugin entry instead: the
 * note "docs are off; opdocs builds docs/" was wrong there, as the plugin is the site's docs.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';

const map = (plugins: unknown[]) => mapDocusaurusConfig({ title: 'T', url: 'https://e.org', presets: [['classic', { docs: false }]], plugins });

test('the preset\'s docs turned off are no note when a docs plugin without an id gives the site its docs', () => {
  const { config, notes } = map([['@docusaurus/plugin-content-docs', { path: 'guides', routeBasePath: '/learn' }], ['@docusaurus/plugin-content-docs', { id: 'api' }]]);
  assert.equal(notes.map((n) => n.key), []);
  assert.equal([(config.docs as { path?: string }).path, (config.docsInstances as { id: string }[]).map((d) => d.id)], ['guides', ['api']]);
});

test('the preset\'s docs turned off stay a note when every docs plugin has an id of its own', () => {
  assert.equal(map([['@docusaurus/plugin-content-docs', { id: 'api' }]]).notes.map((n) => n.key), ['presets.classic.docs']);
});

test.run();
