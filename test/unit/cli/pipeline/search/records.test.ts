import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite, type LoadedSite } from '../../../../../cli/pipeline/site';
import { emitSearch, type EmitSearchOutput } from '../../../../../cli/pipeline/search/emit';
import { createSearchRecords } from '../../../../../cli/pipeline/search/records';
import { sidebarsByUrl } from '../../../../../cli/pipeline/features/search';
import type { SearchRecord } from '../../../../../runtime/types';

const FIXTURE = fileURLToPath(new URL('../../../../fixtures/search-site', import.meta.url));
let cached: { site: LoadedSite; out: EmitSearchOutput & { records: SearchRecord[] } } | undefined;
async function emitted() {
  if (cached) return cached;
  const { result, errors } = await loadSite(await loadConfig(FIXTURE));
  assert.equal(errors.map((e) => e.message), []);
  const site = result as LoadedSite;
  const input = { site: site.site, routes: site.routes, blocks: new Map([...site.parsed].map(([path, parsed]) => [path, parsed.blocks])), sidebars: sidebarsByUrl(site.shared) };
  cached = { site, out: { ...emitSearch(input), records: createSearchRecords(input) } };
  return cached;
}
const ORIGIN = 'https://search.example';
const short = (r: SearchRecord) => [r.type, r.url.slice(ORIGIN.length), r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content, r.weight.level, r.weight.position];

test('a doc gives a lvl1 record, one per heading and one per text block, with anchors, levels and positions in document order', async () => {
  const { out } = await emitted();
  const intro = out.records.filter((r) => r.url_without_anchor === `${ORIGIN}/base/docs/intro`);
  assert.equal(intro.map(short), [
    ['lvl1', '/base/docs/intro', 'Docs', 'Welcome aboard', null, null, null, 90, 0],
    ['content', '/base/docs/intro', 'Docs', 'Welcome aboard', null, null, 'Start with the quick tour.', 0, 1],
    ['lvl2', '/base/docs/intro#install', 'Docs', 'Welcome aboard', 'Install the operator', null, null, 80, 2],
    ['content', '/base/docs/intro#install', 'Docs', 'Welcome aboard', 'Install the operator', null, 'Run the installer once.', 0, 3],
    ['content', '/base/docs/intro#install', 'Docs', 'Welcome aboard', 'Install the operator', null, 'First step', 0, 4],
    ['content', '/base/docs/intro#install', 'Docs', 'Welcome aboard', 'Install the operator', null, 'Nested detail', 0, 5],
    ['content', '/base/docs/intro#install', 'Docs', 'Welcome aboard', 'Install the operator', null, 'Second step', 0, 6],
    ['lvl3', '/base/docs/intro#upgrades', 'Docs', 'Welcome aboard', 'Install the operator', 'Upgrades', null, 70, 7],
    // A table row: its first cell a lvl5 record, its last cell content under it.
    ['lvl5', '/base/docs/intro#upgrades', 'Docs', 'Welcome aboard', 'Install the operator', 'Upgrades', null, 50, 8],
    ['content', '/base/docs/intro#upgrades', 'Docs', 'Welcome aboard', 'Install the operator', 'Upgrades', 'node count', 0, 9],
  ]);
  assert.equal(intro.slice(8).map((r) => r.hierarchy.lvl5), ['replicas', 'replicas']);
});

test('every field of a heading record, as DocSearch v3 has them', async () => {
  const { out } = await emitted();
  const rec = out.records.find((r) => r.anchor === 'memory-limits' && r.type === 'lvl2') as SearchRecord;
  assert.equal({ ...rec, objectID: typeof rec.objectID }, {
    objectID: 'string',
    type: 'lvl2',
    hierarchy: { lvl0: 'Advanced Topics', lvl1: 'Tuning memory', lvl2: 'Memory limits', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: null,
    url: `${ORIGIN}/base/docs/guides/advanced/tuning#memory-limits`,
    url_without_anchor: `${ORIGIN}/base/docs/guides/advanced/tuning`,
    anchor: 'memory-limits',
    weight: { pageRank: 0, level: 80, position: 2 },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    version: ['current'],
  });
  assert.is(new Set(out.records.map((r) => r.objectID)).size, out.records.length, 'objectIDs are unique');
});

test('lvl0 is the deepest sidebar category, else the active navbar item, else "Documentation"', async () => {
  const { out } = await emitted();
  const lvl0 = (path: string) => out.records.find((r) => r.url === ORIGIN + path)?.hierarchy.lvl0;
  assert.is(lvl0('/base/docs/guides/advanced/tuning'), 'Advanced Topics');
  assert.is(lvl0('/base/docs/guides/backups'), 'Guides');
  assert.is(lvl0('/base/docs/intro'), 'Docs');
  assert.is(lvl0('/base/blog/2025/01/02/launch'), 'News');
  assert.is(lvl0('/base/about'), 'Documentation');
});

test('blog posts and pages carry the default tag and no version; lists, archive, search and 404 are not indexed', async () => {
  const { out } = await emitted();
  const post = out.records.find((r) => r.url === `${ORIGIN}/base/blog/2025/01/02/launch`) as SearchRecord;
  assert.equal([post.language, post.docusaurus_tag, post.version], ['en', 'default', undefined]);
  const pages = [...new Set(out.records.map((r) => r.url_without_anchor.slice(ORIGIN.length)))].sort();
  assert.equal(pages, ['/base/', '/base/about', '/base/blog/2025/01/02/launch', '/base/docs/guides/advanced/tuning', '/base/docs/guides/backups', '/base/docs/intro']);
});

test('text keeps markup characters as plain text (escaping is the engine’s job), code blocks are left out', async () => {
  const { out } = await emitted();
  assert.ok(out.records.some((r) => r.content === 'Escape test: <img src=x onerror=alert(1)> and </script> stay text.'));
  assert.not.ok(out.records.some((r) => r.content?.includes('echo')));
});

test('the local provider writes hashed index files under assets/search/ and opensearch.xml at the base', async () => {
  const { site, out } = await emitted();
  assert.match(out.indexUrl as string, /^\/base\/assets\/search\/index-[0-9a-f]{10}\.json$/);
  assert.ok(out.files.every((f) => f.path === 'opensearch.xml' || /^assets\/search\/[a-z]+-[0-9a-f]{10}\.json$/.test(f.path)));
  const xml = out.files.find((f) => f.path === 'opensearch.xml')?.data as string;
  assert.match(xml, '<ShortName>Searchable</ShortName>');
  assert.match(xml, '<Url type="text/html" method="get" template="https://search.example/base/search?q={searchTerms}"/>');
  assert.match(xml, 'rel="self" template="https://search.example/base/opensearch.xml"');
  assert.is(site.site.search?.provider, 'local');
});

test.run();
