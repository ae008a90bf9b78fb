/**
 * `npm run bench`: cold builds of the TyKO site and of the shared synthetic corpora
 * (1,000, 5,000 and 10,000 docs) and `opdocs --help` as whole processes (/usr/bin/time -v), and a warm rebuild of the 5,000-doc site —
 * and first-load bytes (gzip) of HTML, JS and CSS for a home, doc and post page.
 * A benchmark, not a test: it prints figures and asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt, timeMedian } from './whole-process.ts';
import { corpus } from './corpus.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TMP = join(ROOT, 'test', '.tmp', 'bench');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY?.split(',');

const CLI = join(ROOT, 'bin', 'opdocs.js');
// Outputs of timed builds are moved here, and deleted once every figure is taken. Deleting
// one just before the next build made ext4 slower to create that build's files (for ~30 s it
// steps over the inodes it just freed): 1 to 5 s of extra system time that a fresh clone, or a
// build some time after the last, does not pay, and that varied run to run.
const TRASH = join(TMP, `.trash-${process.pid}`);
let trashed = 0;
const moveAway = (dir: string) => {
  if (!existsSync(dir)) return;
  mkdirSync(TRASH, { recursive: true });
  renameSync(dir, join(TRASH, String(trashed++)));
};
process.on('exit', () => rmSync(TRASH, { recursive: true, force: true }));
/**
 * Waits until the disk has written what earlier runs left in memory: a build of 10,000 docs
 * leaves hundreds of MB to write back, and the next run's reads then queued behind them
 * (reading the corpus took 1 s on an idle disk, 3.7 s behind the last build's writes).
 */
const settle = () => void spawnSync('sync');
const clean = (siteDir: string) => () => {
  moveAway(join(siteDir, 'build'));
  moveAway(join(siteDir, 'node_modules', '.cache'));
  settle();
};
/** A cold build: no output, no cache of the site's (opdocs' compiled code is cached as after any earlier run). */
const coldBuild = (siteDir: string, runs = RUNS) => timeMedian(['node', CLI, 'build', siteDir], runs, { before: clean(siteDir) });
/**
 * The same cold build with its output (and staging folder) in memory, when /dev/shm is a tmpfs:
 * what is left is the build's own work. On the 2-core machine's ext4 (no journal, mounted with
 * `discard`) creating a file costs far more, and unevenly, for some minutes after many files
 * were deleted: the kernel then scans the recently freed inodes for each new one (perf:
 * `find_inode_bit` and `recently_deleted`). Writing the 5,400 folders and 10,800 files of a
 * 5,400-page output took 0.4 s of system time on a quiet disk, 5 to 15 s after deletions.
 */
const MEMORY = '/dev/shm';
const MEMORY_OUT = join(MEMORY, `opdocs-bench-${process.pid}`);
process.on('exit', () => rmSync(MEMORY_OUT, { recursive: true, force: true }));
const inMemoryBuild = (siteDir: string) =>
  timeMedian(['node', CLI, 'build', siteDir, '--out-dir', MEMORY_OUT], RUNS, {
    before: () => {
      // Deleting on a tmpfs leaves no such cost behind.
      rmSync(MEMORY_OUT, { recursive: true, force: true });
      moveAway(join(siteDir, 'node_modules', '.cache'));
      settle();
    },
  });
// statfs' f_type of a tmpfs (linux/magic.h).
const TMPFS_MAGIC = 0x01021994;
const hasMemoryDisk = () => existsSync(MEMORY) && statfsSync(MEMORY).type === TMPFS_MAGIC;
/** A cold build by an opdocs that has never run: its compiled-code cache (bin/opdocs.js) is empty too. */
const firstBuild = (siteDir: string) => timeMedian(['node', CLI, 'build', siteDir], RUNS, {
  before: clean(siteDir),
  env: () => {
    // Removed with the trash at exit.
    mkdirSync(TRASH, { recursive: true });
    return { OPDOCS_COMPILE_CACHE: mkdtempSync(join(TRASH, 'compile-cache-')) };
  },
});
/** A warm rebuild: the previous build's output and cache are there, nothing changed. */
const warmBuild = (siteDir: string) => timeMedian(['node', CLI, 'build', siteDir], RUNS, { before: settle });
/** A warm rebuild after one doc's text changed (a new sentence each run). */
const editedBuild = (siteDir: string) => {
  const doc = join(siteDir, 'content', 'docs', 'page-0.md');
  const original = readFileSync(doc, 'utf8');
  let n = 0;
  try {
    return timeMedian(['node', CLI, 'build', siteDir], RUNS, {
      before: () => {
        writeFileSync(doc, `${original}\nEdit number ${++n}.\n`);
        settle();
      },
    });
  } finally {
    writeFileSync(doc, original);
  }
};


/** gzip bytes of a page's HTML and of the JS and CSS it loads before it is interactive. */
function firstLoad(outDir: string, baseUrl: string, route: string) {
  const html = readFileSync(join(outDir, route, 'index.html'));
  const text = html.toString();
  const urls = (re: RegExp) => [...text.matchAll(re)].map((m) => m[1]);
  const file = (url: string) => readFileSync(join(outDir, url.slice(baseUrl.length)));
  const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;
  const js = [...new Set([...urls(/<script type="module" src="([^"]+)"/g), ...urls(/<link rel="modulepreload" href="([^"]+)"/g)])];
  const css = urls(/<link rel="stylesheet" href="([^"]+)"/g);
  return { html: gz(html), js: js.reduce((n, u) => n + gz(file(u)), 0), css: css.reduce((n, u) => n + gz(file(u)), 0), jsFiles: js.length };
}

const KB = (n: number) => `${(n / 1024).toFixed(1)} KB`;
// Name, site, whether warm rebuilds are timed, whether a build with its output in memory is.
const sites: [string, () => string, boolean, boolean][] = [
  ['TyKO site', () => ROOT, false, false],
  ['1,000 docs + 100 posts', () => corpus('corpus-1k', 1000, 100), false, false],
  ['5,000 docs + 300 posts', () => corpus('corpus-5k', 5000, 300), true, true],
  ['10,000 docs + 500 posts', () => corpus('corpus-10k', 10000, 500), false, true],
];

if (!existsSync(join(ROOT, 'dist', 'cli.cjs'))) throw new Error('run `npm run build` first');
console.log(`opdocs benchmark — whole processes under /usr/bin/time -v, median of ${RUNS} (node ${process.version})\n`);
console.log('| command | wall | CPU | peak RSS |\n| --- | --- | --- | --- |');
console.log(`| opdocs --help | ${fmt(timeMedian(['node', CLI, '--help'], Math.max(RUNS, 5)))} |`);
// Node reads NODE_EXTRA_CA_CERTS' certificates as it starts, before any of opdocs runs (0.05 to
// 0.1 s on the 2-core machine): where the environment sets it, the start is also shown without.
if (process.env.NODE_EXTRA_CA_CERTS) {
  const without = { env: () => ({ NODE_EXTRA_CA_CERTS: '' }) };
  console.log(`| node -e 0 (Node's own start; NODE_EXTRA_CA_CERTS is set here) | ${fmt(timeMedian(['node', '-e', '0'], Math.max(RUNS, 5)))} |`);
  console.log(`| node -e 0, without NODE_EXTRA_CA_CERTS | ${fmt(timeMedian(['node', '-e', '0'], Math.max(RUNS, 5), without))} |`);
  console.log(`| opdocs --help, without NODE_EXTRA_CA_CERTS | ${fmt(timeMedian(['node', CLI, '--help'], Math.max(RUNS, 5), without))} |`);
}
for (const [name, dirOf, warm, big] of sites) {
  if (ONLY && !ONLY.some((o) => name.includes(o))) continue;
  const dir = dirOf();
  // Built once untimed first: the compile cache then holds a build's code, as after any run.
  if (!existsSync(join(dir, 'build'))) coldBuild(dir, 1);
  console.log(`| build ${name}, cold | ${fmt(coldBuild(dir))} |`);
  if (name === 'TyKO site') console.log(`| build ${name}, cold, first run of this opdocs (no compiled-code cache) | ${fmt(firstBuild(dir))} |`);
  if (warm) {
    console.log(`| build ${name}, warm (nothing changed) | ${fmt(warmBuild(dir))} |`);
    console.log(`| build ${name}, warm (one doc edited) | ${fmt(editedBuild(dir))} |`);
  }
  // After the warm builds, which need the cache and output of the cold build before them.
  if (big && hasMemoryDisk()) console.log(`| build ${name}, cold, output in memory (tmpfs) | ${fmt(inMemoryBuild(dir))} |`);
}

console.log('\nFirst load of the TyKO site (gzip -9)\n\n| page | HTML | JS | CSS | JS files |\n| --- | --- | --- | --- | --- |');
const out = join(ROOT, 'build');
if (!existsSync(join(out, 'index.html'))) coldBuild(ROOT, 1);
for (const [name, route] of [['home', ''], ['doc page', 'docs/getting-started'], ['blog post', 'blog/release-0-3-4']]) {
  const f = firstLoad(out, '/typesense-operator-docs/', route);
  console.log(`| ${name} | ${KB(f.html)} | ${KB(f.js)} | ${KB(f.css)} | ${f.jsFiles} |`);
}

// The issue asks for the weight of our own client code: the same bundle with React left out.
console.log('\nClient code without React (gzip -9)\n\n| part | files | size |\n| --- | --- | --- |');
const { bundleClient } = await import('../../cli/bundle/bundle-client.ts');
const { pageSources } = await import('../../cli/bundle/paths.ts');
const noReact = join(TMP, 'client-without-react');
rmSync(noReact, { recursive: true, force: true });
mkdirSync(noReact, { recursive: true });
const manifest = await bundleClient({
  outDir: noReact, baseUrl: '/', site: { siteDir: ROOT, customCss: [] }, external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'scheduler'],
  pages: pageSources(new Map([['react:index', join(ROOT, 'content', 'pages', 'index.tsx')]])),
});
const gzOf = (url: string) => gzipSync(readFileSync(join(noReact, url.slice(1))), { level: 9 }).length;
const homeOnly = new Set(manifest.chunks['react:index'].filter((u) => !manifest.entryImports.includes(u)));
const jsFiles = manifest.files.filter((f) => f.endsWith('.js')).map((f) => `/${f}`);
const themeFiles = jsFiles.filter((u) => !homeOnly.has(u));
const sum = (urls: string[]) => urls.reduce((n, u) => n + gzOf(u), 0);
console.log(`| runtime + theme (all page kinds) | ${themeFiles.length} | ${KB(sum(themeFiles))} |`);
console.log(`| TyKO home page (site React page) | ${homeOnly.size} | ${KB(sum([...homeOnly]))} |`);
console.log(`| CSS (theme) | ${manifest.css.length} | ${KB(manifest.css.reduce((n, u) => n + gzOf(u), 0))} |`);
