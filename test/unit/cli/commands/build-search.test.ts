import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

const BuildSearch = suite('opdocs build: search output');
let out: string;
let siteDir: string;

BuildSearch.before(async () => {
  siteDir = copyFixture('search-site', 'build-search');
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  out = join(siteDir, 'build');
});

const page = (rel: string) => readFileSync(join(out, rel, 'index.html'), 'utf8');

BuildSearch('every page carries the docsearch meta tags and the OpenSearch link', () => {
  const doc = page('docs/intro');
  assert.match(doc, '<meta name="docsearch:language" content="en">');
  assert.match(doc, '<meta name="docsearch:version" content="current">');
  assert.match(doc, '<meta name="docsearch:docusaurus_tag" content="docs-default-current">');
  for (const rel of ['', 'docs/intro', 'blog', 'about', 'search']) {
    assert.match(page(rel), '<link rel="search" type="application/opensearchdescription+xml" title="Searchable" href="/base/opensearch.xml">', rel);
    assert.match(page(rel), '<meta name="docsearch:language" content="en">', rel);
  }
  assert.match(page('blog'), '<meta name="docsearch:docusaurus_tag" content="blog_posts_list">');
  assert.match(readFileSync(join(out, 'opensearch.xml'), 'utf8'), 'template="https://search.example/base/search?q={searchTerms}"');
});

BuildSearch('the index lives under assets/search/ and pages name it without loading it', () => {
  const html = page('docs/intro');
  const indexUrl = html.match(/"indexUrl":"([^"]+)"/)?.[1] as string;
  assert.match(indexUrl, /^\/base\/assets\/search\/index-[0-9a-f]{10}\.json$/);
  const manifest = JSON.parse(readFileSync(join(out, indexUrl.slice('/base/'.length)), 'utf8'));
  assert.is(manifest.count, 24);
  const files = readdirSync(join(out, 'assets', 'search'));
  for (const f of [...Object.values(manifest.words as Record<string, string>), ...Object.values(manifest.postings as Record<string, string[]>).flat().filter(Boolean), ...manifest.docs.map((d: { file: string }) => d.file)]) assert.ok(files.includes(f), f);
  // First load: no preload, prefetch or script of the index.
  assert.not.match(html, /<link[^>]+assets\/search\//);
  assert.not.match(html, /<script[^>]+assets\/search\//);
});

BuildSearch('the index is named by the content: the same after an unchanged build, a new name in every page after an edit', async () => {
  const indexUrlOf = (rel: string) => page(rel).match(/"indexUrl":"([^"]+)"/)?.[1] as string;
  const before = indexUrlOf('docs/intro');
  await buildSite({ siteDir, outDir: 'build', quiet: true, force: true });
  assert.is(indexUrlOf('docs/intro'), before, 'same content, same name');
  const doc = join(siteDir, 'content', 'docs', 'intro.md');
  writeFileSync(doc, `${readFileSync(doc, 'utf8')}\nA zephyrquark paragraph.\n`);
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  const after = indexUrlOf('docs/intro');
  assert.is.not(after, before);
  // Pages kept from the last build name the new index too.
  assert.is(indexUrlOf('about'), after);
  assert.ok(existsSync(join(out, after.slice('/base/'.length))), 'the named manifest exists');
  const shards = readdirSync(join(out, 'assets', 'search')).map((f) => readFileSync(join(out, 'assets', 'search', f), 'utf8'));
  assert.ok(shards.some((text) => text.includes('zephyrquark')), 'the new word is in the index');
});

BuildSearch.run();
