import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { entryName } from '../../../../cli/migrate/plugin-entries.ts';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';

test('short names of Docusaurus\' own packages expand by the list they stand in', () => {
  assert.is(entryName(['content-docs', {}], 'plugin'), '@docusaurus/plugin-content-docs');
  assert.is(entryName('mermaid', 'theme'), '@docusaurus/theme-mermaid');
  assert.is(entryName('classic', 'preset'), '@docusaurus/preset-classic');
  // A third party's short name is kept as written: its package cannot be checked at migrate time.
  assert.is(entryName('sass', 'plugin'), 'sass');
  assert.is(entryName('content-docs'), 'content-docs', 'without a kind nothing is guessed');
});

test('docs plugins given by short name become docsInstances, not "unsupported plugin" notes', () => {
  const { config, notes } = mapDocusaurusConfig({
    title: 'T', url: 'https://e.org',
    plugins: [
      ['content-docs', { id: 'guides', path: 'guides', routeBasePath: 'guides' }],
      ['ideal-image', { quality: 70 }],
      ['client-redirects', { redirects: [{ from: '/old', to: '/guides' }] }],
    ],
    themes: ['mermaid'],
    markdown: { mermaid: true },
  });
  assert.equal(config.docsInstances, [{ id: 'guides', path: 'guides', routeBasePath: 'guides' }]);
  assert.equal(config.redirects, [{ from: '/old', to: '/guides' }]);
  assert.equal(notes.map((n) => n.key), ['plugins: @docusaurus/plugin-ideal-image']);
  assert.match(notes[0].what, '@theme/IdealImage');
});

test.run();
