/**
 * `npm run bench:search`: compares embedded search engines on the records of the TyKO site
 * and of the shared corpora (1,000 and 5,000 docs): index size (gzip), bytes fetched before
 * the first results, build time, and query time p50/p95 in Node. With SEARCH_BENCH_BASE set to
 * a checkout of the commit before search (with its dist/ built), it also prints the whole-process
 * build time with and without search. Prints figures, asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import MiniSearch from 'minisearch';
import { Document } from 'flexsearch';
import { create, insertMultiple, search as oramaSearch, save } from '@orama/orama';
import * as pagefind from 'pagefind';
import { buildLocalIndex } from '../../cli/pipeline/search/records-index.ts';
import { createLocalEngine } from '../../runtime/search/local-engine.ts';
import type { SearchRecord } from '../../runtime/types.ts';
import { corpus } from './corpus.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TMP = join(ROOT, 'test', '.tmp', 'bench');
const gz = (data: string | Uint8Array) => gzipSync(data, { level: 9 }).length;
const KB = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (n: number) => `${n.toFixed(2)} ms`;
/** CPU time of this process so far, in ms (index builds of the JS engines run on this thread). */
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};


/** Records through the built CLI (`opdocs index`), which parses large sites on worker threads. */
function recordsOf(siteDir: string): SearchRecord[] {
  const out = join(TMP, 'records.json');
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), 'index', siteDir, '--out', out], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`opdocs index ${siteDir} failed:\n${r.stderr}`);
  return JSON.parse(readFileSync(out, 'utf8')) as SearchRecord[];
}

/**
 * Whole `opdocs build` processes under /usr/bin/time, median of 3: wall time, and CPU time
 * (user + system, all threads), which stays meaningful on a busy machine.
 */
function buildTime(cli: string, siteDir: string): { wall: number; cpu: number } {
  const runs: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < 3; i++) {
    rmSync(join(siteDir, 'node_modules', '.cache'), { recursive: true, force: true });
    const r = spawnSync('/usr/bin/time', ['-f', 'TIME %e %U %S', process.execPath, cli, 'build', siteDir, '--out-dir', join(TMP, 'build-out')], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`build failed:\n${r.stderr}`);
    const [wall, user, sys] = (r.stderr.match(/TIME ([\d.]+) ([\d.]+) ([\d.]+)/) as RegExpMatchArray).slice(1).map(Number);
    runs.push({ wall: wall * 1000, cpu: (user + sys) * 1000 });
  }
  return { wall: pct(runs.map((r) => r.wall), 0.5), cpu: pct(runs.map((r) => r.cpu), 0.5) };
}

const TYKO_QUERIES = ['h', 'he', 'helm', 'install', 'instalation', 'backup', 'typesense cluster', 'raft quorum', 'k', 'kub', 'metrics', 'persistent volume'];
const CORPUS_QUERIES = ['r', 're', 'rep', 'replica', 'snapshot restore', 'snapshto', 'helm chart upgrade', 'c', 'cl', 'leader election', 'quorum', 'throughput latency'];
const FILTERS = [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const request = (query: string) => ({ query, snippetWords: 10, hitsPerPage: 20, facetFilters: FILTERS });

interface Row { engine: string; indexGz: number; firstGz: number; firstNote?: string; buildMs: number; p50: number | null; p95: number | null }

async function timeQueries(run: (q: string) => unknown, queries: string[]): Promise<[number, number]> {
  const t0 = performance.now();
  for (const q of queries) await run(q);
  // Slow engines get fewer rounds, so the whole comparison stays within minutes.
  const rounds = Math.max(2, Math.min(15, Math.floor(3000 / (performance.now() - t0))));
  const times: number[] = [];
  // CPU time of this process per query: on a busy machine, wall time mostly measures the wait for a core.
  for (let i = 0; i < rounds; i++) for (const q of queries) {
    const t = process.cpuUsage();
    await run(q);
    const d = process.cpuUsage(t);
    times.push((d.user + d.system) / 1000);
  }
  return [pct(times, 0.5), pct(times, 0.95)];
}

async function ours(records: SearchRecord[], queries: string[]): Promise<Row> {
  const t = cpuNow();
  const index = buildLocalIndex(records, { siteUrl: 'https://example.com' });
  const buildMs = cpuNow() - t;
  const files = new Map(index.files.map((f) => [f.name, f.data]));
  const sizes = new Map(index.files.map((f) => [f.name, gz(f.data)]));
  // First search: a fresh engine per query, counting what it fetches.
  const firsts: number[] = [];
  for (const q of queries) {
    let bytes = 0;
    const engine = createLocalEngine(async (name) => {
      bytes += sizes.get(name) as number;
      return JSON.parse(files.get(name) as string);
    }, index.manifest);
    await engine.search(request(q));
    firsts.push(bytes);
  }
  const warm = createLocalEngine(async (name) => JSON.parse(files.get(name) as string), index.manifest);
  const [p50, p95] = await timeQueries((q) => warm.search(request(q)), queries);
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  return { engine: `opdocs sharded (${index.files.length} files)`, indexGz: total, firstGz: Math.max(...firsts), firstNote: `median ${KB(pct(firsts, 0.5))}`, buildMs, p50, p95 };
}

const docOf = (r: SearchRecord, id: number) => ({ id, title: r.type === 'content' ? '' : r.hierarchy[r.type] ?? '', content: r.content ?? '', url: r.url, lvl0: r.hierarchy.lvl0 ?? '', lvl1: r.hierarchy.lvl1 ?? '' });

async function minisearch(records: SearchRecord[], queries: string[]): Promise<Row> {
  const t = cpuNow();
  const ms = new MiniSearch({ fields: ['title', 'content'], storeFields: ['title', 'content', 'url', 'lvl0', 'lvl1'] });
  ms.addAll(records.map(docOf));
  const json = JSON.stringify(ms);
  const buildMs = cpuNow() - t;
  const size = gz(json);
  const [p50, p95] = await timeQueries((q) => ms.search(q, { prefix: true, fuzzy: 0.2, boost: { title: 3 } }).slice(0, 20), queries);
  return { engine: 'MiniSearch 7 (one JSON)', indexGz: size, firstGz: size, buildMs, p50, p95 };
}

async function flexsearch(records: SearchRecord[], queries: string[]): Promise<Row> {
  const t = cpuNow();
  const index = new Document({ tokenize: 'forward', document: { id: 'id', index: ['title', 'content'], store: ['title', 'content', 'url', 'lvl0', 'lvl1'] } });
  records.forEach((r, i) => index.add(docOf(r, i)));
  const parts: string[] = [];
  await index.export((key: string, data: string) => {
    parts.push(key, data ?? '');
  });
  const buildMs = cpuNow() - t;
  const size = gz(parts.join('\n'));
  const [p50, p95] = await timeQueries((q) => index.search(q, { limit: 20, enrich: true }), queries);
  return { engine: 'FlexSearch 0.8 (forward, export)', indexGz: size, firstGz: size, buildMs, p50, p95 };
}

async function orama(records: SearchRecord[], queries: string[]): Promise<Row> {
  const t = cpuNow();
  const db = create({ schema: { title: 'string', content: 'string', url: 'string', lvl0: 'string', lvl1: 'string' } as const });
  await insertMultiple(db, records.map((r, i) => ({ ...docOf(r, i), id: String(i) })), 1000);
  const json = JSON.stringify(save(db));
  const buildMs = cpuNow() - t;
  const size = gz(json);
  const [p50, p95] = await timeQueries((q) => oramaSearch(db, { term: q, properties: ['title', 'content'], tolerance: 1, limit: 20, boost: { title: 3 } }), queries);
  return { engine: 'Orama 3 (save → JSON)', indexGz: size, firstGz: size, buildMs, p50, p95 };
}

async function pagefindRow(records: SearchRecord[]): Promise<Row> {
  const t = performance.now();
  const { index } = await pagefind.createIndex({});
  if (!index) throw new Error('pagefind did not start');
  const pages = new Map<string, SearchRecord[]>();
  for (const r of records) pages.set(r.url_without_anchor, [...(pages.get(r.url_without_anchor) ?? []), r]);
  for (const [url, recs] of pages) {
    const body = recs.map((r) => (r.type === 'content' ? `<p>${escape(r.content ?? '')}</p>` : `<${r.type === 'lvl1' ? 'h1' : 'h' + r.type.slice(3)}${r.anchor ? ` id="${r.anchor}"` : ''}>${escape(r.hierarchy[r.type] ?? '')}</h${r.type === 'lvl1' ? 1 : r.type.slice(3)}>`)).join('');
    await index.addHTMLFile({ url: new URL(url).pathname, content: `<html lang="en"><body><main data-pagefind-body>${body}</main></body></html>` });
  }
  const { files } = await index.getFiles();
  const buildMs = performance.now() - t;
  await pagefind.close();
  // pf_* files come gzipped from pagefind already; the JS and WASM loader files do not.
  const size = (f: { path: string; content: Uint8Array }) => (/\.(pf_\w+)$|pf_/.test(f.path) ? f.content.length : gz(f.content));
  const total = files.reduce((n, f) => n + size(f), 0);
  const pick = (re: RegExp) => files.filter((f) => re.test(f.path));
  const avg = (fs: typeof files) => (fs.length ? fs.reduce((n, f) => n + size(f), 0) / fs.length : 0);
  // One search: entry, JS, WASM, meta, one index chunk and 20 result fragments.
  const first = [...pick(/pagefind-entry\.json$/), ...pick(/^pagefind\.js$/), ...pick(/wasm\.en/), ...pick(/\.pf_meta$/)].reduce((n, f) => n + size(f), 0)
    + avg(pick(/\.pf_index$/)) + 20 * avg(pick(/\.pf_fragment$/));
  return { engine: `Pagefind 1.6 (${files.length} files)`, indexGz: total, firstGz: first, firstNote: 'estimate', buildMs, p50: null, p95: null };
}

function escape(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
}

const sites: [string, () => string, string[]][] = [
  ['TyKO', () => ROOT, TYKO_QUERIES],
  ['1,000 docs', () => corpus('corpus-1k', 1000, 100), CORPUS_QUERIES],
  ['5,000 docs', () => corpus('corpus-5k', 5000, 300), CORPUS_QUERIES],
];
const only = process.env.BENCH_ONLY?.split(',');
// SEARCH_BENCH_ENGINES=0 skips the engine tables (build times only); =ours compares nothing.
const engines = process.env.SEARCH_BENCH_ENGINES !== '0';
const oursOnly = process.env.SEARCH_BENCH_ENGINES === 'ours';
console.log('Embedded search engines — index gzip -9 (Pagefind: its own compression), first search = bytes fetched before the first results, query time = CPU time per query in Node over the warm index\n');
for (const [name, dirOf, queries] of engines ? sites : []) {
  if (only && !only.some((o) => name.includes(o))) continue;
  const records = recordsOf(dirOf());
  console.log(`\n### ${name}: ${records.length} records\n\n| engine | index (gzip) | first search | index build | query p50 | query p95 |\n| --- | --- | --- | --- | --- | --- |`);
  // Orama's insert takes minutes past a few thousand records (1k docs ≈ 39k records): TyKO only.
  const runs = oursOnly ? [ours] : name === 'TyKO' ? [ours, minisearch, flexsearch, orama, pagefindRow] : [ours, minisearch, flexsearch, pagefindRow];
  for (const run of runs) {
    const row = await run(records, queries);
    const q = (n: number | null) => (n === null ? 'n/a (WASM in browser)' : ms(n));
    console.log(`| ${row.engine} | ${KB(row.indexGz)} | ${KB(row.firstGz)}${row.firstNote ? ` (${row.firstNote})` : ''} | ${(row.buildMs / 1000).toFixed(2)} s | ${q(row.p50)} | ${q(row.p95)} |`);
  }
}

const base = process.env.SEARCH_BENCH_BASE;
if (base) {
  console.log('\n### Build time added by search (whole `opdocs build` process, median of 3)\n\n| site | wall without → with search | CPU without → with search | CPU added |\n| --- | --- | --- | --- |');
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  for (const [name, dirOf] of sites) {
    if (only && !only.some((o) => name.includes(o))) continue;
    const dir = dirOf();
    const before = buildTime(join(base, 'bin', 'opdocs.js'), dir);
    const after = buildTime(join(ROOT, 'bin', 'opdocs.js'), dir);
    console.log(`| ${name} | ${s(before.wall)} → ${s(after.wall)} | ${s(before.cpu)} → ${s(after.cpu)} | ${(((after.cpu - before.cpu) / before.cpu) * 100).toFixed(1)} % |`);
  }
}
