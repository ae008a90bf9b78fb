import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadDocusaurusConfig } from '../../../../cli/migrate/load-docusaurus';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config';
import { writeSiteFiles } from '../../../helpers/site-files';

// A config shaped like Meta's open-source sites: its package is not installed at migrate time.
const CONFIG = [
  "const { fbContent, fbInternalOnly } = require('docusaurus-plugin-internaldocs-fb/internal');",
  'module.exports = {',
  "  title: fbContent({ internal: 'Tool (internal)', external: 'Tool' }), url: 'https://tool.example', baseUrl: '/',",
  '  presets: [[',
  "    require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset'),",
  '    {',
  "      docs: { path: '../docs', editUrl: fbContent({ internal: 'https://intern.example', external: () => 'https://github.com/o/tool/edit/main/docs' }) },",
  "      staticDocsProject: 'tool', 'remark-code-snippets': { baseDir: '..' },",
  '    },',
  '  ]],',
  "  customFields: { internalOnly: fbInternalOnly('secret') },",
  '};',
].join('\n');

test('fbContent() gives the public build\'s value and fbInternalOnly() an empty list while the config loads', async () => {
  const dir = writeSiteFiles('opdocs-fb-face-', { 'docusaurus.config.js': CONFIG });
  const { config, packages } = await loadDocusaurusConfig(dir);
  assert.is(config.title, 'Tool');
  assert.equal(config.customFields, { internalOnly: [] });
  assert.not.ok(packages.includes('docusaurus-plugin-internaldocs-fb/internal'), 'the face is not a stand-in');
});

test('the older helpers package, internaldocs-fb-helpers, gives the public build\'s values the same way', async () => {
  const dir = writeSiteFiles('opdocs-fb-helpers-', {
    'docusaurus.config.js': [
      "const { fbContent } = require('internaldocs-fb-helpers');",
      "module.exports = { title: 'Tool', url: 'https://tool.example', baseUrl: '/',",
      "  presets: [['classic', { docs: { showLastUpdateTime: fbContent({ internal: false, external: true }) } }]] };",
    ].join('\n'),
  });
  const { config: dc, packages } = await loadDocusaurusConfig(dir);
  assert.not.ok(packages.includes('internaldocs-fb-helpers'), 'the face is not a stand-in');
  const { config, notes } = mapDocusaurusConfig({ ...dc, __siteDir: dir });
  assert.is((config.docs as Record<string, unknown>).showLastUpdateTime, true);
  assert.not.ok(notes.some((n) => n.key === 'docs.showLastUpdateTime'), notes.map((n) => n.key).join(', '));
});

test('Meta\'s preset is read as the classic one it wraps: docs options carry over, local search comes with it, its own public options are noted', async () => {
  const dir = writeSiteFiles('opdocs-fb-preset-', { 'docusaurus.config.js': CONFIG });
  const { config: dc } = await loadDocusaurusConfig(dir);
  const { config, notes } = mapDocusaurusConfig({ ...dc, __siteDir: dir });
  const docs = config.docs as Record<string, unknown>;
  assert.is(docs.path, '../docs');
  assert.is(docs.editUrl, 'https://github.com/o/tool/edit/main/docs');
  assert.equal(config.search, { provider: 'local' });
  const keys = notes.map((n) => n.key);
  assert.ok(keys.includes('presets[0].remark-code-snippets'), keys.join(', '));
  assert.not.ok(keys.includes('presets[0].staticDocsProject'), 'internal-only options are not worth a note');
  assert.not.ok(keys.some((k) => k === 'presets[0]'), 'the preset is not called unsupported');
});

test.run();
