/**
 * The docs version hooks through a whole build: a site whose code calls them gets each version's
 * docs and main doc id (shipped in the global data), on the server and in the browser's data.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const VersionDocs = suite('docs versions with their docs, for a site that asks for them');

const PICKER = [
  "import React from 'react';",
  "import { useVersions, useLatestVersion } from '@docusaurus/plugin-content-docs/client';",
  'export default function Picker() {',
  '  const latest = useLatestVersion();',
  '  // As Docusaurus\' getVersionMainDoc finds a version\'s main doc.',
  '  const main = latest.docs.find((d) => d.id === latest.mainDocId);',
  '  return <main>',
  '    <p id="latest">{latest.name} main={latest.mainDocId} at {main.path} drafts={latest.draftIds.length}</p>',
  "    <ul>{useVersions('default').flatMap((v) => v.docs).map((d) => <li key={d.id}>{d.id} {d.path} {d.sidebar}</li>)}</ul>",
  '  </main>;',
  '}',
].join('\n');

VersionDocs('a page calling useVersions and useLatestVersion lists every doc of the version and finds its main doc', async () => {
  const dir = writeSiteFiles('opdocs-version-docs', {
    'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.com', baseUrl: '/kites/', contentDir: '.' }),
    'docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n',
    'docs/flying/steady.md': '# Steady winds\n',
    'src/pages/picker.js': PICKER,
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = readFileSync(join(dir, 'build', 'picker', 'index.html'), 'utf8');
  assert.match(html, '<p id="latest">current<!-- --> main=<!-- -->intro<!-- --> at <!-- -->/kites/docs/intro<!-- --> drafts=<!-- -->0</p>');
  assert.match(html, '<li>flying/steady<!-- --> <!-- -->/kites/docs/flying/steady<!-- --> <!-- -->tutorialSidebar</li>');
  // The browser gets the same list: the global data is among the data every route loads.
  const [file] = readdirSync(join(dir, 'build', 'assets', 'data')).filter((f) => f.startsWith('global-data-'));
  assert.ok(file, 'the docs lists are shipped once, in the global data');
  const page = JSON.parse(readFileSync(join(dir, 'build', 'picker', '__data.json'), 'utf8'));
  assert.ok(page.deps.includes(`/kites/assets/data/${file}`));
});

VersionDocs.run();
