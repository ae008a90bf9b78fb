// `npm test`: builds the CLI, then runs the type check and the unit, DOM and e2e tests as jobs
// on one worker per core (at least two). Much of the tests' time is spent waiting (on esbuild's
// process, Chromium, servers), so jobs side by side fill the cores. Long jobs start first, so
// the workers end close together. Each job's output is printed whole when it ends; the run
// fails if any job failed (all jobs run, so one run reports every failure).
// `node scripts/run-tests.mjs --list` prints the jobs without running them.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { parse } from 'uvu/parse';

// One job per core; at least two, as the jobs wait for much of their time.
const WORKERS = Math.max(2, availableParallelism());
const E2E = 'test/e2e';
// About the seconds each e2e file costs on the idle 2-core machine once its process, browser
// and site are up (its CPU time alone, plus a quarter for waiting). They only order and group
// the jobs, so an unlisted file counts as DEFAULT_WEIGHT.
const WEIGHTS = {
  'theme-a11y': 20, 'pack-install': 20, 'tyko-site': 16, 'core': 16, 'tyko-reading': 11, 'search-offline-large': 9,
  'search-algolia': 9, 'theme-chrome': 8, 'search-local-ui': 7, 'content-components': 7, 'offline': 7,
  'theme-features': 7, 'starter-site': 6, 'watch': 4, 'csp': 3, 'tyko-look': 3, 'offline-visited': 3,
  'watch-no-worker': 3, 'docusaurus-pages': 4, 'docs-versions': 3, 'feeds-xml': 2, 'local-search': 2, 'trailing-slash': 7, 'search-algolia-options': 4, 'locales': 3, 'swizzled-mdx': 3, 'redirects': 3, 'partial-props': 2, 'island-html': 2, 'provider-islands': 2, 'island-browser-error': 2, 'swizzled-chrome': 3, 'sidebar-html-ref': 2, 'swizzled-internals': 2, 'swizzled-mobile-menu': 2, 'hostile-text': 3, 'google-tags': 2, 'keyboard-focus': 8, 'search-box-contrast': 3, 'hidden-navbar-focus': 2,
};
const DEFAULT_WEIGHT = 6;
// The unit files that take over a second (idle seconds, about); the rest take a fraction.
const UNIT_WEIGHTS = {
  'cli/commands/bad-inputs': 10, 'cli/commands/build-hostile-site-code': 5, 'cli/commands/build-safety': 3.5, 'cli/commands/build-errors': 3.5,
  'cli/output/up-to-date': 3, 'cli/docusaurus/broken-refs': 2, 'cli/commands/build-content-components': 2,
  'cli/bundle/bundle-site': 1.5, 'cli/commands/dev-session': 1.5, 'cli/commands/build-reproducible': 1.5,
  'cli/commands/build-overlap': 1.5, 'theme/TOC/toc-highlight': 1, 'cli/commands/build-warm': 1,
  'cli/workers/pool': 1, 'cli/commands/build-interrupt': 2, 'cli/commands/migrate-interrupt': 1, 'cli/commands/build-mdx': 1,
  'cli/bundle/kernel': 2.5, 'cli/commands/build-content-paths': 2, 'cli/commands/build-trailing-slash': 2,
  'cli/pipeline/features/blog-last-update': 0.5, 'cli/compile-cache': 2.5, 'cli/pipeline/features/last-update': 0.5,
  'cli/commands/build-hostile-mdx': 2,
};
// Files of one job share a process, a Chromium and (suites on the TyKO site) one build, which
// together cost some seconds: a job is filled up to this many seconds.
const E2E_JOB_SECONDS = 40;

const uvu = (files, preload = []) => ['node', '--import', 'tsx', ...preload.flatMap((p) => ['--import', p]), 'scripts/uvu-files.mjs', ...files];
// react-dom reads, once, whether a window exists as it loads: the DOM tests get one before any file.
const DOM_PRELOAD = ['./test/helpers/dom-preload.ts'];

/** The files `uvu <dir>` would run, in its order (it also imports helpers there, which matters for DOM globals). */
async function listTests(dir) {
  return (await parse(dir)).suites.map((s) => relative('.', s.file));
}

/** Packs `files` into groups of about `limit` seconds, heaviest first; a group keeps its files' order. */
function pack(files, weight, limit) {
  const groups = [];
  for (const f of [...files].sort((a, b) => weight(b) - weight(a))) {
    const fit = groups.find((g) => g.weight + weight(f) <= limit);
    if (fit) {
      fit.files.push(f);
      fit.weight += weight(f);
    } else groups.push({ files: [f], weight: weight(f) });
  }
  for (const g of groups) g.files.sort();
  return groups;
}

async function jobs() {
  const unit = await listTests('test/unit');
  const dom = await listTests('test/dom');
  const e2e = readdirSync(E2E).filter((f) => f.endsWith('.test.ts')).sort();
  const weight = (f) => WEIGHTS[f.replace(/\.test\.ts$/, '')] ?? DEFAULT_WEIGHT;
  // Suites on the TyKO site are grouped apart, so each of their jobs builds it once.
  const tyko = e2e.filter((f) => readFileSync(join(E2E, f), 'utf8').includes('buildAndServeTyko'));
  const PACK = 'pack-install.test.ts';
  const rest = e2e.filter((f) => !tyko.includes(f) && f !== PACK);
  const e2eJob = (g, i, kind) => ({ label: `e2e ${kind} ${i + 1} (${g.files.map((f) => f.replace(/\.test\.ts$/, '')).join(', ')})`, weight: g.weight, argv: uvu(g.files.map((f) => join(E2E, f))) });
  // The unit files in two jobs of about equal weight, each in uvu's order.
  const unitWeight = (f) => UNIT_WEIGHTS[f.replace(/^test\/unit\//, '').replace(/\.test\.tsx?$/, '')] ?? 0.2;
  const halves = [{ files: new Set(), weight: 0 }, { files: new Set(), weight: 0 }];
  for (const f of [...unit].sort((a, b) => unitWeight(b) - unitWeight(a))) {
    const half = halves[0].weight <= halves[1].weight ? halves[0] : halves[1];
    half.files.add(f);
    half.weight += unitWeight(f);
  }
  const unitJobs = halves.map((h, i) => ({ label: `unit ${i + 1}/2`, weight: Math.round(h.weight), argv: uvu(unit.filter((f) => h.files.has(f))) }));
  return [
    { label: 'typecheck', weight: 6, argv: ['npm', 'run', '-s', 'typecheck'] },
    ...unitJobs,
    { label: 'dom', weight: 8, argv: uvu(dom, DOM_PRELOAD) },
    ...pack(tyko, weight, E2E_JOB_SECONDS).map((g, i) => e2eJob(g, i, 'TyKO')),
    ...pack(rest, weight, E2E_JOB_SECONDS).map((g, i) => e2eJob(g, i, 'fixtures')),
    // `npm pack` rebuilds dist/, whose CLI some unit tests run: it waits for them.
    ...(e2e.includes(PACK) ? [{ label: 'e2e pack-install', weight: weight(PACK), argv: uvu([join(E2E, PACK)]), after: unitJobs }] : []),
  ];
}

/** Runs one command, collecting its output, then prints it; resolves with what the summary needs. */
function run(job) {
  const started = Date.now();
  process.stdout.write(`▶ ${job.label}\n`);
  return new Promise((resolve) => {
    const child = spawn(job.argv[0], job.argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`\n── ${job.label}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s ──\n`);
      process.stdout.write(Buffer.concat(out));
      resolve({ label: job.label, ok, seconds });
    });
  });
}

/**
 * Runs `queue` on `WORKERS` workers; a job waits for its `after` jobs. The ready job with the
 * longest chain of work ahead of it (its own weight and that of the jobs waiting for it) starts first.
 */
async function schedule(queue) {
  const chain = (job) => job.weight + Math.max(0, ...queue.filter((j) => j.after?.includes(job)).map(chain));
  const pending = [...queue].sort((a, b) => chain(b) - chain(a));
  const done = new Set();
  const results = [];
  const waiting = [];
  const worker = async () => {
    for (;;) {
      const i = pending.findIndex((j) => (j.after ?? []).every((d) => done.has(d)));
      if (i === -1) {
        if (!pending.length) return;
        // Only jobs waiting on others are left: wait until one of those ends.
        await new Promise((resolve) => waiting.push(resolve));
        continue;
      }
      const [job] = pending.splice(i, 1);
      results.push(await run(job));
      done.add(job);
      for (const resume of waiting.splice(0)) resume();
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return results;
}

const started = Date.now();
// uvu colours its output only for a terminal; keep that when this script's output is one.
if (process.stdout.isTTY && !process.env.NO_COLOR) process.env.FORCE_COLOR = '1';

if (process.argv.includes('--list')) {
  for (const job of await jobs()) process.stdout.write(`${String(job.weight).padStart(3)}  ${job.label}\n`);
  process.exit(0);
}
const build = await run({ label: 'build the CLI', argv: ['node', 'cli/build-cli.mjs'] });
const results = [build, ...(build.ok ? await schedule(await jobs()) : [])];
const failed = results.filter((r) => !r.ok);
const total = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(`\n${results.map((r) => `  ${r.ok ? 'ok    ' : 'FAILED'} ${r.label} (${r.seconds} s)`).join('\n')}\n`);
process.stdout.write(`${failed.length ? `${failed.length} job(s) failed` : 'all passed'} in ${total} s (${WORKERS} workers)\n`);
process.exitCode = failed.length ? 1 : 0;
