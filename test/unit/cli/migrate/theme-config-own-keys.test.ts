/** themeConfig keys of a site's own (a comments widget's settings): carried by migrate, read by useThemeConfig(). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config';
import { buildSite } from '../../../../cli/commands/build';
import { writeSiteFiles } from '../../../helpers/site-files';

const BASE = { title: 'Kites', url: 'https://example.org', __siteDir: '/site' };

test('migrate carries themeConfig keys it maps nowhere else to themeConfig, and notes a function it cannot', () => {
  const { config, notes } = mapDocusaurusConfig({
    ...BASE,
    themeConfig: {
      navbar: { title: 'Kites' },
      giscus: { repo: 'kites/site', category: 'Talk' },
      zoom: { selector: '.markdown img' },
      sortTalks: () => 0,
    },
  });
  assert.equal(config.themeConfig, { giscus: { repo: 'kites/site', category: 'Talk' }, zoom: { selector: '.markdown img' } });
  assert.equal((config.navbar as { title: string }).title, 'Kites', 'the navbar still goes to its own key');
  assert.equal(notes.filter((n) => n.key.startsWith('themeConfig')).map((n) => n.key), ['themeConfig.sortTalks']);
});

test('a component reads the site\'s own themeConfig keys beside the theme\'s with useThemeConfig()', async () => {
  const dir = writeSiteFiles('opdocs-theme-config-own-', {
    'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.org', contentDir: '.', themeConfig: { giscus: { repo: 'kites/site' }, navbar: { title: 'not this one' } }, navbar: { title: 'Kite club' } }),
    'docs/fly.md': '# Flying\n\nHold the line.\n',
    'src/pages/talk.js': [
      "import React from 'react';",
      "import { useThemeConfig } from '@docusaurus/theme-common';",
      'export default function Talk() {',
      '  const { giscus, navbar } = useThemeConfig();',
      '  return <p className="talk">{giscus.repo} in {navbar.title}</p>;',
      '}',
    ].join('\n'),
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'talk', 'index.html'), 'utf8');
  assert.match(html, '<p class="talk">kites/site<!-- --> in <!-- -->Kite club</p>');
});

test.run();
