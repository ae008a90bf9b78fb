import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SearchRecord } from '../../../../runtime/types';
import type { SearchRequest } from '../../../../runtime/search/client-types';
import { type IndexOptions } from '../../../../cli/pipeline/search/local-index';
import { buildLocalIndex } from '../../../../cli/pipeline/search/records-index';
import { createLocalEngine } from '../../../../runtime/search/local-engine';

const ORIGIN = 'https://s.example';
let position = 0;
function rec(type: SearchRecord['type'], page: string, h: string[], content: string | null = null, extra: Partial<SearchRecord> = {}): SearchRecord {
  const anchor = h.length < 2 ? null : h[h.length - 1].toLowerCase().replace(/\W+/g, '-');
  const hierarchy = { lvl0: 'Docs', lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } as SearchRecord['hierarchy'];
  h.forEach((t, i) => (hierarchy[`lvl${i + 1}` as 'lvl1'] = t));
  const url = ORIGIN + page + (anchor ? `#${anchor}` : '');
  return { objectID: String(position), type, hierarchy, content, url, url_without_anchor: ORIGIN + page, anchor, weight: { pageRank: 0, level: type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)), position: position++ }, language: 'en', docusaurus_tag: 'docs-default-current', ...extra };
}

const LONG = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty replication';
const RECORDS: SearchRecord[] = [
  rec('lvl1', '/docs/intro', ['Getting started']),
  rec('content', '/docs/intro', ['Getting started'], 'This page explains how to install the operator in a cluster.'),
  rec('lvl2', '/docs/intro', ['Getting started', 'Install the operator']),
  rec('content', '/docs/intro', ['Getting started', 'Install the operator'], 'Run helm install once.'),
  rec('lvl1', '/docs/install', ['Installation']),
  rec('content', '/docs/install', ['Installation'], 'Escape test: <img src=x onerror=alert(1)> and </script> are text.'),
  rec('lvl1', '/docs/replicas', ['Replicas']),
  rec('content', '/docs/replicas', ['Replicas'], LONG),
  rec('lvl1', '/blog/news', ['Operator news'], null, { docusaurus_tag: 'default' }),
  rec('content', '/blog/news', ['Operator news'], 'We released the operator with faster backups.', { docusaurus_tag: 'default' }),
  rec('lvl1', '/fr/docs/intro', ['Opérateur'], null, { language: 'fr' }),
];

function engineOver(records: SearchRecord[], opts: Partial<IndexOptions> = {}) {
  const index = buildLocalIndex(records, { siteUrl: ORIGIN, ...opts });
  const files = new Map(index.files.map((f) => [f.name, f.data]));
  const fetched: string[] = [];
  const engine = createLocalEngine(async (name) => {
    fetched.push(name);
    return JSON.parse(files.get(name) as string);
  }, index.manifest);
  return { engine, fetched, index };
}
const EN_DOCS = [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const ask = (query: string, more: Partial<SearchRequest> = {}): SearchRequest => ({ query, snippetWords: 10, hitsPerPage: 20, facetFilters: EN_DOCS, ...more });
const urls = (hits: { url: string }[]) => hits.map((h) => h.url);

test('matches the word being typed as a prefix and highlights the typed part only', async () => {
  const { engine } = engineOver(RECORDS);
  const res = await engine.search(ask('instal'));
  assert.equal(urls(res.hits), ['/docs/install', '/docs/intro#install-the-operator', '/docs/intro']);
  assert.is(res.hits[0]._highlightResult.hierarchy.lvl1?.value, '<mark>Instal</mark>lation');
  assert.is(res.hits[0]._highlightResult.hierarchy.lvl1?.matchLevel, 'full');
  // A finished word (followed by a space) is not a prefix any more: "install" is one typo away, "installation" is not.
  const done = await engine.search(ask('instal '));
  assert.equal(urls(done.hits), ['/docs/intro#install-the-operator', '/docs/intro']);
  assert.is(done.hits[0]._highlightResult.hierarchy.lvl2?.value, '<mark>Install</mark> the operator');
});

test('tolerates one typo from 3 letters and two from 7, and ranks exact matches first', async () => {
  const { engine } = engineOver(RECORDS);
  assert.equal(urls((await engine.search(ask('operatr '))).hits).slice(0, 1), ['/blog/news']);
  assert.equal(urls((await engine.search(ask('replcaitons'))).hits), []);
  assert.equal(urls((await engine.search(ask('replicsa '))).hits), ['/docs/replicas']);
  assert.is((await engine.search(ask('replicsa '))).hits[0]._highlightResult.hierarchy.lvl1?.value, '<mark>Replicas</mark>');
});

test('titles and headings rank before text, then earlier position first; one hit per URL', async () => {
  const { engine } = engineOver(RECORDS);
  const res = await engine.search(ask('operator'));
  assert.equal(res.hits.map((h) => [h.type, h.url]), [
    ['lvl1', '/blog/news'],
    ['lvl2', '/docs/intro#install-the-operator'],
    ['content', '/docs/intro'],
  ]);
  // Four records match, one per URL makes three hits: the count is of hits, as listed.
  assert.is(res.nbHits, 3);
  assert.is(res.nbPages, 1);
});

test('all query words must match; when no record has them all, fewer words will do', async () => {
  const { engine } = engineOver(RECORDS);
  assert.equal(urls((await engine.search(ask('helm install'))).hits), ['/docs/intro#install-the-operator']);
  const loose = await engine.search(ask('helm nowhere'));
  assert.equal(urls(loose.hits), ['/docs/intro#install-the-operator']);
  assert.is(loose.hits[0]._highlightResult.content?.matchLevel, 'partial');
});

test('snippets hold the requested number of words around the first match, with an ellipsis', async () => {
  const { engine } = engineOver(RECORDS);
  const ten = (await engine.search(ask('replication'))).hits[0]._snippetResult?.content?.value;
  assert.is(ten, '…twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty <mark>replication</mark>');
  const five = (await engine.search(ask('eleven', { snippetWords: 5 }))).hits[0]._snippetResult?.content?.value;
  assert.is(five, '…nine ten <mark>eleven</mark> twelve thirteen…');
});

test('facet filters keep only the current language and docs tag', async () => {
  const { engine } = engineOver(RECORDS);
  assert.equal(urls((await engine.search(ask('operator', { facetFilters: [['language:en'], ['docusaurus_tag:docs-default-current']] }))).hits), ['/docs/intro#install-the-operator', '/docs/intro']);
  assert.equal(urls((await engine.search(ask('operateur', { facetFilters: [['language:fr']] }))).hits), ['/fr/docs/intro']);
  assert.not.ok(urls((await engine.search(ask('operateur'))).hits).includes('/fr/docs/intro'));
});

test('record text comes back HTML-escaped; only <mark> is markup', async () => {
  const { engine } = engineOver(RECORDS);
  const hit = (await engine.search(ask('onerror'))).hits[0];
  assert.is(hit.content, 'Escape test: <img src=x onerror=alert(1)> and </script> are text.');
  assert.is(hit._highlightResult.content?.value, 'Escape test: &lt;img src=x <mark>onerror</mark>=alert(1)&gt; and &lt;/script&gt; are text.');
  const script = (await engine.search(ask('script'))).hits[0];
  assert.not.match(script._snippetResult?.content?.value ?? '', /<(?!\/?mark>)/);
});

test('reads postings segment by segment, best-ranked records first, and stops once it has enough hits', async () => {
  const many = Array.from({ length: 50 }, (_, i) => rec('lvl1', `/docs/p${i}`, [`Cluster page ${i}`]));
  const { engine, fetched, index } = engineOver(many, { segmentSize: 8, shardChars: 400 });
  const first = await engine.search(ask('clu', { hitsPerPage: 3 }));
  assert.equal(urls(first.hits), ['/docs/p0', '/docs/p1', '/docs/p2']);
  assert.equal(fetched.map((f) => f.split('-')[0]), ['index', 'w', 'p', 'd'], 'manifest, word list, first postings segment, one record shard');
  assert.is(first.nbHits, 50, 'estimated from the share of records read');
  const far = await engine.search(ask('clu', { hitsPerPage: 3, page: 12 }));
  assert.equal(urls(far.hits), ['/docs/p36', '/docs/p37', '/docs/p38']);
  assert.is(far.page, 12);
  assert.ok(fetched.filter((f) => f.startsWith('p-')).length > 1, 'later segments were fetched');
  assert.ok(index.files.length > fetched.length, 'untouched shards stay unfetched');
});

test('words of several first letters share a word list, but a typo never changes the first letter', async () => {
  const pages = [rec('lvl1', '/docs/helm', ['Helm values']), rec('lvl1', '/docs/kelp', ['Kelp forests'])];
  const { engine, index } = engineOver(pages);
  const m = JSON.parse(index.files.find((f) => f.name === index.manifest)?.data as string);
  assert.is(m.words.h, m.words.k, 'one file holds both letters');
  // "kelm" is one typo from both "helm" and "kelp"; only the word of its own first letter counts.
  assert.equal(urls((await engine.search(ask('kelm '))).hits), ['/docs/kelp']);
  assert.equal(urls((await engine.search(ask('hele'))).hits), ['/docs/helm']);
});

test('small groups are packed into a few files; a large one keeps its own', async () => {
  const words = Array.from({ length: 26 }, (_, i) => `${String.fromCharCode(97 + i)}word`);
  const pages = words.map((w, i) => rec('lvl1', `/docs/${w}`, [`${w} page${i}`]));
  const big = Array.from({ length: 600 }, (_, i) => rec('content', '/docs/big', ['Big'], `zeta${i} zebra${i} zone${i}`));
  const { engine, index } = engineOver([...pages, ...big], { packChars: 200 });
  const m = JSON.parse(index.files.find((f) => f.name === index.manifest)?.data as string);
  const wordFiles = new Set(Object.values(m.words as Record<string, string>));
  assert.ok(wordFiles.size > 1 && wordFiles.size < 10, `26 letters in ${wordFiles.size} word lists`);
  const z = m.words.z;
  assert.is(Object.entries(m.words).filter(([, f]) => f === z).length, 1, 'the large letter is alone in its file');
  for (const w of words) assert.equal(urls((await engine.search(ask(`${w} `))).hits), [`/docs/${w}`], w);
  assert.is((await engine.search(ask('zebra599 '))).hits[0]?.content, 'zeta599 zebra599 zone599');
});

test('an empty query answers nothing without fetching', async () => {
  const { engine, fetched } = engineOver(RECORDS);
  assert.equal(await engine.search(ask('  ')), { hits: [], nbHits: 0, page: 0, nbPages: 0 });
  assert.equal(fetched.length, 1);
});

test.run();
