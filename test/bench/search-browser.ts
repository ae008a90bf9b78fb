/**
 * `npm run bench:search-browser`: the embedded search client's query time in Chromium on the
 * built corpora (1,000 and 5,000 docs; BENCH_ONLY=5,000 for one, ';' between several). Each site is built by the
 * CLI and served; the page loads the client, runs every query once (so the index parts they
 * need are fetched and parsed), then times each query over several rounds with
 * performance.now(). Queries are typed letter by letter, with typos, as a reader types them.
 * Also prints the gzip bytes a fresh client fetches before its first results. Budget (issue 8):
 * p95 ≤ 10 ms at 5,000 docs, ≤ 300 KB before the first results. Prints figures, asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { createStaticServer } from '../../cli/serve/static-server.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { corpus } from './corpus.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TMP = join(ROOT, 'test', '.tmp', 'bench');
const PHRASES = ['replica snapshot', 'helm chart upgrade', 'leader election', 'throughput latency', 'namespace secret', 'raft follower'];
const TYPOS = ['snapshto', 'replcia', 'electoin', 'helmm chart', 'thruoghput', 'namepsace', 'folower raft'];
/** Every prefix of each phrase, as typed, then the typos. */
export const QUERIES = [...PHRASES.flatMap((p) => [...p].map((_, i) => p.slice(0, i + 1)).filter((q) => q.trim())), ...TYPOS];
const ROUNDS = 7;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

const sites: [string, () => string][] = [
  ['1,000 docs', () => corpus('corpus-1k', 1000, 100)],
  ['5,000 docs', () => corpus('corpus-5k', 5000, 300)],
];
const only = process.env.BENCH_ONLY?.split(';');
const bundled = await build({ entryPoints: [join(ROOT, 'runtime', 'search', 'local-client.ts')], bundle: true, format: 'iife', globalName: 'opdocsLocalSearch', write: false, target: 'es2020', minify: true });
const clientCode = bundled.outputFiles[0].text;
const browser = await launchBrowser();
console.log(`Embedded search in Chromium: ${QUERIES.length} queries × ${ROUNDS} rounds after the index parts are loaded\n`);
// A busy machine (shared cores) only adds time: each query's median over the rounds is the
// figure, and p50/p95 are taken over those; the raw p95 of every timing is printed beside it.
console.log('| site | query p50 | query p95 | raw p95 | first results (gzip, worst query) | median |\n| --- | --- | --- | --- | --- | --- |');
for (const [name, dirOf] of sites) {
  if (only && !only.some((o) => name.includes(o))) continue;
  const siteDir = dirOf();
  const outDir = join(TMP, `${name.replace(/\D/g, '')}-search-out`);
  rmSync(outDir, { recursive: true, force: true });
  const built = spawnSync(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), 'build', siteDir, '--out-dir', outDir], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build of ${siteDir} failed:\n${built.stderr}`);
  const server = createStaticServer({ dir: outDir, baseUrl: '/', port: 0, host: '127.0.0.1' });
  const { port } = await server.listen();
  const origin = `http://127.0.0.1:${port}`;
  const context = await browser.newContext({ serviceWorkers: 'block', bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${origin}/docs/page-1`);
  // tsx names the functions inside the evaluated callbacks with a helper the page lacks.
  await page.addScriptTag({ content: `${clientCode}\nwindow.__name = (f) => f;` });
  const fetched: string[][] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/search/')) fetched[fetched.length - 1]?.push(r.url().split('/').pop() as string);
  });
  // First results: a fresh client per query, counting the files it fetches.
  for (const q of QUERIES) {
    fetched.push([]);
    await page.evaluate(async (query) => {
      const w = window as unknown as { opdocsLocalSearch: typeof import('../../runtime/search/local-client') };
      const data = JSON.parse(document.getElementById('__opdocs_data')?.textContent ?? '{}');
      const client = w.opdocsLocalSearch.createLocalSearchClient(data.site.search.indexUrl);
      await client.search({ query, snippetWords: 10, hitsPerPage: 20, facetFilters: [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] });
    }, q);
  }
  const gz = new Map<string, number>();
  const gzOf = (f: string) => gz.get(f) ?? gz.set(f, gzipSync(readFileSync(join(outDir, 'assets', 'search', f))).length).get(f) as number;
  const firsts = fetched.map((files) => [...new Set(files)].reduce((n, f) => n + gzOf(f), 0));
  const times = await page.evaluate(async ({ queries, rounds }) => {
    const w = window as unknown as { opdocsLocalSearch: typeof import('../../runtime/search/local-client') };
    const data = JSON.parse(document.getElementById('__opdocs_data')?.textContent ?? '{}');
    const client = w.opdocsLocalSearch.createLocalSearchClient(data.site.search.indexUrl);
    const request = (query: string) => ({ query, snippetWords: 10, hitsPerPage: 20, facetFilters: [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] });
    for (const q of queries) await client.search(request(q));
    const out: number[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const q of queries) {
        const t = performance.now();
        await client.search(request(q));
        out.push(performance.now() - t);
      }
    }
    return out;
  }, { queries: QUERIES, rounds: ROUNDS });
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const KB = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const medians = QUERIES.map((_, i) => pct(times.filter((_, k) => k % QUERIES.length === i), 0.5));
  console.log(`| ${name} | ${ms(pct(medians, 0.5))} | ${ms(pct(medians, 0.95))} | ${ms(pct(times, 0.95))} | ${KB(Math.max(...firsts))} | ${KB(pct(firsts, 0.5))} |`);
  if (process.env.BENCH_SLOW) {
    const per = QUERIES.map((q, i) => [q, medians[i]] as const).sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(per.map(([q, t]) => `  ${JSON.stringify(q)} ${ms(t)}`).join('\n'));
  }
  await context.close();
  await server.close();
}
await browser.close();
