import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../../../cli/config/load-config.ts';
import { sitePaths } from '../../../../cli/pipeline/site-paths.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';

const test = suite('site paths');

/** A site folder with site.config.json (contentDir ".") and the given empty folders and files. */
function makeSite(entries: string[]): string {
  const dir = tempDir('opdocs-site-paths-');
  writeFileSync(join(dir, 'site.config.json'), JSON.stringify({ title: 'T', url: 'https://example.com', contentDir: '.' }));
  for (const entry of entries) {
    if (entry.endsWith('/')) mkdirSync(join(dir, entry), { recursive: true });
    else writeFileSync(join(dir, entry), 'export default {};\n');
  }
  return dir;
}

test('a Docusaurus repository reads its pages from src/pages, not from a Docusaurus 1 pages/ folder', async () => {
  const dir = makeSite(['docusaurus.config.js', 'pages/en/', 'docs/']);
  try {
    assert.is(sitePaths(await loadConfig(dir)).pagesDir, join(dir, 'src', 'pages'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a site without a Docusaurus config keeps pages/ first, then src/pages', async () => {
  const dir = makeSite(['pages/', 'src/pages/']);
  try {
    assert.is(sitePaths(await loadConfig(dir)).pagesDir, join(dir, 'pages'));
    rmSync(join(dir, 'pages'), { recursive: true });
    assert.is(sitePaths(await loadConfig(dir)).pagesDir, join(dir, 'src', 'pages'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
