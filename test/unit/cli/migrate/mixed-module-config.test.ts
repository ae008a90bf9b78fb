/**
 * A docusaurus.config.js that imports with `import` yet exports with `module.exports`: Docusaurus
 * loads it (through jiti), so opdocs reads it too, instead of calling it a syntax error.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { loadDocusaurusConfig } from '../../../../cli/migrate/load-docusaurus';
import { writeSiteFiles } from '../../../helpers/site-files';

test('imports with module.exports give the exported object, the imports resolved', async () => {
  const dir = writeSiteFiles('opdocs-load-mixed-', {
    'docusaurus.config.js': [
      "import { owlTitle } from './owl-title.js';",
      '',
      'const config = {',
      "  title: owlTitle, url: 'https://owls.example', baseUrl: '/',",
      '};',
      '',
      'module.exports = config;',
    ].join('\n'),
    'owl-title.js': "export const owlTitle = 'Owls';\n",
  });
  const { config } = await loadDocusaurusConfig(dir);
  assert.equal([config.title, config.url], ['Owls', 'https://owls.example']);
});

test('an ES module config with its own default export is read as before', async () => {
  const dir = writeSiteFiles('opdocs-load-esm-', {
    'docusaurus.config.js': "import { join } from 'node:path';\n// not module.exports\nexport default { title: join('a', 'b'), url: 'https://owls.example', baseUrl: '/' };\n",
  });
  const { config } = await loadDocusaurusConfig(dir);
  assert.is(config.title, join('a', 'b'));
});

test.run();
