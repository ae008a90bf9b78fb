import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';
import { loadConfig } from '../../../../cli/config/load-config.ts';
import { loadSite } from '../../../../cli/pipeline/site.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

/** Builds the basic fixture with `extra` merged into its config; returns the output folder. */
async function buildWith(name: string, extra: Record<string, unknown>): Promise<string> {
  const dir = copyFixture('basic', name);
  const configFile = join(dir, 'site.config.json');
  writeFileSync(configFile, JSON.stringify({ ...JSON.parse(readFileSync(configFile, 'utf8')), ...extra }));
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  return join(dir, 'build');
}

const robotsOf = (html: string) => [...html.matchAll(/<meta name="robots"(?: property="robots")? content="([^"]*)">/g)].map((m) => m[1]);

test('migrate carries noIndex: true over, and leaves it out when false', () => {
  assert.is(mapDocusaurusConfig({ title: 'T', url: 'https://e.org', noIndex: true }).config.noIndex, true);
  assert.is(mapDocusaurusConfig({ title: 'T', url: 'https://e.org', noIndex: false }).config.noIndex, undefined);
});

test('noIndex puts one robots noindex, nofollow tag on every page, the search page too, and writes no sitemap', async () => {
  const out = await buildWith('build-no-index', { noIndex: true });
  for (const page of ['index.html', 'docs/intro/index.html', 'search/index.html', '404.html']) {
    assert.equal(robotsOf(readFileSync(join(out, page), 'utf8')), ['noindex, nofollow'], page);
  }
  assert.not.ok(existsSync(join(out, 'sitemap.xml')), 'no sitemap for a site kept out of search engines');
});

test('without noIndex, content pages have no robots tag and the sitemap lists them', async () => {
  const out = await buildWith('build-no-index-off', {});
  assert.equal(robotsOf(readFileSync(join(out, 'docs/intro/index.html'), 'utf8')), []);
  const search = readFileSync(join(out, 'search/index.html'), 'utf8');
  assert.equal(robotsOf(search), ['noindex, follow']);
  assert.ok(search.includes('<meta name="robots" property="robots" content="noindex, follow">'), 'the search page\'s tag carries property="robots" too (behaviors §12.8)');
  assert.match(readFileSync(join(out, 'sitemap.xml'), 'utf8'), '/docs/intro');
});

test('a link to sitemap.xml is broken on a noIndex site, which has none, and fine otherwise', async () => {
  const problems = async (noIndex: boolean) => {
    const dir = writeSiteFiles('no-index-sitemap-link', {
      'site.config.json': JSON.stringify({ title: 'T', url: 'https://e.org', noIndex }),
      'content/docs/intro.md': '# Intro\n\nSee [the map](/sitemap.xml).\n',
    });
    return (await loadSite(await loadConfig(dir))).errors.map((e) => e.message).join('\n');
  };
  assert.match(await problems(true), 'sitemap.xml');
  assert.is(await problems(false), '');
});

test('a docs version with noIndex keeps search engines off its docs and category pages only, and out of the sitemap', async () => {
  const dir = writeSiteFiles('opdocs-version-no-index', {
    'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.com', baseUrl: '/', docs: { versions: { '1.0': { noIndex: true } } } }),
    'content/docs/intro.md': '# Intro now\n',
    'content/versions.json': '["1.0"]',
    'content/versioned_docs/version-1.0/intro.md': '# Intro then\n',
    'content/versioned_docs/version-1.0/guide/_category_.json': '{"link":{"type":"generated-index"}}',
    'content/versioned_docs/version-1.0/guide/steady.md': '# Steady\n',
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const out = join(dir, 'build');
  const robots = (page: string) => robotsOf(readFileSync(join(out, page), 'utf8'));
  // 1.0 is the latest release, at /docs; the docs folder is "Next", at /docs/next.
  assert.equal(robots('docs/intro/index.html'), ['noindex, nofollow']);
  assert.equal(robots('docs/category/guide/index.html'), ['noindex, nofollow']);
  assert.equal(robots('docs/next/intro/index.html'), []);
  const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
  assert.match(sitemap, '<loc>https://example.com/docs/next/intro</loc>');
  assert.not.match(sitemap, '<loc>https://example.com/docs/intro</loc>');
  assert.not.match(sitemap, '/docs/category/guide');
  const migrated = mapDocusaurusConfig({ title: 'T', url: 'https://e.org', presets: [['classic', { docs: { versions: { '1.0': { noIndex: true } } } }]] }).config;
  assert.equal((migrated.docs as { versions: unknown }).versions, { '1.0': { noIndex: true } });
});

test.run();
