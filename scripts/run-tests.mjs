// `npm test`: builds the CLI, then runs the type check and the unit, DOM and e2e tests on one
// worker more than there are cores (at least three): the tests wait for some of their time (on
// Chromium, servers, the npm registry), so one more process fills the cores, but each process
// costs its own start, browser and TyKO build (on 2 cores: 303 s on three workers, 339 s on
// two, 342 s on four, 382 s on six; the cores stay busy from three on). The type check, the
// DOM tests and the pack-and-install test are one process each and start first. The unit and
// the e2e files are two queues, heaviest files first: the other workers each run a process
// that takes files from a queue one at a time until it is empty (scripts/uvu-queue.mjs), so
// the workers end close together whatever each file costs.
// Each process's output is printed whole when it ends; the run fails if any file failed (all
// files run, so one run reports every failure). TEST_WORKERS=n sets the number of workers.
// `node scripts/run-tests.mjs --list` prints the plan without running it.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { parse } from 'uvu/parse';

const WORKERS = Number(process.env.TEST_WORKERS) || Math.max(3, availableParallelism() + 1);
const E2E = 'test/e2e';
// About the seconds each e2e file costs in one idle process (measured with every e2e file
// timed in one run); they only order the queue, heaviest first, so an unlisted file counts
// as E2E_DEFAULT_WEIGHT.
const E2E_WEIGHTS = {
  'theme-a11y': 22, 'tyko-reading': 14, 'tyko-site': 11.5, 'core': 11, 'locales': 9.5,
  'theme-chrome': 9, 'keyboard-focus': 9, 'docs-versions': 9, 'swizzled-chrome': 9,
  'docusaurus-pages': 8.5, 'offline': 8, 'search-algolia': 8, 'watch': 7.5, 'trailing-slash': 7.5,
  'content-components': 7, 'theme-features': 6.5, 'tyko-look': 5.5, 'search-local-ui': 5,
  'search-offline-large': 4.5, 'bidi-labels': 4, 'starter-site': 3.5, 'swizzled-internals': 3,
  'swizzled-mobile-menu': 3, 'search-modal-early-keys': 2.5, 'swizzled-mdx': 2.5,
  'search-algolia-options': 2, 'csp': 2, 'watch-no-worker': 2, 'search-box-contrast': 2,
  'provider-islands': 2, 'sidebar-html-ref': 1.5, 'offline-visited': 1.5, 'hidden-navbar-focus': 1.5,
  'redirects': 1.5, 'search-modal-close': 1.5, 'partial-props': 1.5, 'hostile-text': 1, 'page-pool': 1,
};
const E2E_DEFAULT_WEIGHT = 4;
// The unit files that take about a second or more, in seconds of one idle process (measured
// with every unit file timed in one run); the rest take about UNIT_DEFAULT_WEIGHT each.
const UNIT_WEIGHTS = {
  'cli/commands/build-site-code-limit': 11.5, 'cli/compile-cache': 9, 'cli/commands/dev-session': 5.5,
  'cli/commands/build-hostile-site-code': 4.5, 'cli/workers/pool': 4, 'cli/output/up-to-date': 3.5,
  'cli/output/staging-signals': 9, 'cli/commands/react-page-links': 3, 'cli/render/render-guard': 3,
  'cli/bundle/kernel': 3, 'cli/commands/build-locales': 2.5, 'cli/commands/build-interrupt': 2.5,
  'cli/commands/build-react-imports': 2, 'cli/commands/build-swizzled-chrome': 2,
  'cli/pipeline/parse/mdx/big-expressions': 2, 'cli/commands/build-swizzled-doc-card': 1.5,
  'cli/commands/build-swizzled-admonition-parts': 1.5, 'cli/commands/build-swizzle-added': 1.5,
  'cli/commands/bad-inputs': 1.5, 'cli/commands/build-swizzled-doc-frame': 1.5,
  'cli/config/docusaurus-in-place': 1.5, 'cli/help-main': 1.5, 'cli/serve/start-command': 2.5, 'cli/commands/build-plugin-postcss': 2, 'cli/commands/swizzle': 1.5, 'cli/docusaurus/migrate': 1.5,
  'cli/commands/build-swizzled-doc-content': 1.5, 'cli/commands/build-reproducible': 1.5,
  'cli/commands/build-hostile-locales': 1.5, 'cli/bundle/bundle-server': 1.5,
  'cli/commands/build-swizzled-author-pages': 1, 'cli/commands/build-hostile-paths': 1,
  'cli/workers/side-thread': 1, 'cli/commands/build-mdx-components': 1,
  'cli/commands/build-content-components': 1, 'cli/commands/build-docusaurus-page-frame': 1,
  'cli/commands/build-swizzled-doc-item': 1, 'cli/commands/build-warm': 1,
  'cli/commands/write-translations-own-keys': 1, 'cli/commands/build-errors': 1,
  'cli/commands/build-partial-code': 1, 'cli/texts/locale-files': 1,
  'cli/commands/build-swizzled-version-banner': 1, 'cli/commands/build-swizzled-announcement': 1,
  'cli/commands/build-swizzled-card-list-navbar': 1, 'cli/commands/build-swizzled-blog-post-page': 1,
  'cli/commands/build-swizzled-announcement-bar': 1, 'cli/pipeline/parse/lazy-parts': 1, 'cli/signals-aside': 1.5,
};
const UNIT_DEFAULT_WEIGHT = 0.12;
// A file that runs longer than this (the heaviest take about 25 s alone, a minute or two under
// load) or a whole process (type check, DOM tests) is taken to be stuck.
const FILE_LIMIT_S = 300;
const PROCESS_LIMIT_S = 600;
// Needs the npm registry: installs the packed tarball's dependencies. A process of its own.
const PACK = join(E2E, 'pack-install.test.ts');

const tsx = (script, args, preload = []) => ['node', '--import', 'tsx', ...preload.flatMap((p) => ['--import', p]), script, ...args];
// react-dom reads, once, whether a window exists as it loads: the DOM tests get one before any file.
const DOM_PRELOAD = ['./test/helpers/dom-preload.ts'];

/** The files `uvu <dir>` would run, in its order (it also imports helpers there, which matters for DOM globals). */
async function listTests(dir) {
  return (await parse(dir)).suites.map((s) => relative('.', s.file));
}

/** A queue of test files, heaviest first, with the seconds each costs. */
function queue(label, files, weight) {
  return { label, files: [...files].sort((a, b) => weight(b) - weight(a)), weight, processes: 0, started: 0 };
}

/** The seconds of the files still in queue `q`. */
const left = (q) => q.files.reduce((sum, f) => sum + q.weight(f), 0);

async function plan() {
  const unit = await listTests('test/unit');
  const dom = await listTests('test/dom');
  const e2e = readdirSync(E2E).filter((f) => f.endsWith('.test.ts')).sort().map((f) => join(E2E, f));
  const name = (f, dir) => relative(dir, f).replace(/\.test\.tsx?$/, '');
  return {
    // Whole processes, each on one worker, the heaviest first.
    single: [
      { label: 'dom', weight: 30, argv: tsx('scripts/uvu-files.mjs', dom, DOM_PRELOAD) },
      ...(e2e.includes(PACK) ? [{ label: 'e2e pack-install', weight: 15, argv: tsx('scripts/uvu-files.mjs', [PACK]) }] : []),
      { label: 'typecheck', weight: 12, argv: ['npm', 'run', '-s', 'typecheck'] },
    ],
    queues: [
      queue('unit', unit, (f) => UNIT_WEIGHTS[name(f, 'test/unit')] ?? UNIT_DEFAULT_WEIGHT),
      queue('e2e', e2e.filter((f) => f !== PACK), (f) => E2E_WEIGHTS[name(f, E2E)] ?? E2E_DEFAULT_WEIGHT),
    ],
  };
}

/**
 * Runs one process, collecting its output, then prints it; resolves with what the summary
 * needs. A process of a queue (`from`) asks for its files over IPC and is handed them here.
 * A process that runs over its limit (one file over FILE_LIMIT_S, or a whole process over
 * PROCESS_LIMIT_S) is killed and reported with what it was running, so a test that waits for
 * ever fails the run at once instead of holding it until CI gives up.
 */
function run(job, from) {
  const started = Date.now();
  process.stdout.write(`▶ ${job.label}\n`);
  let ran = 0;
  let running = job.label;
  let overrun = null;
  return new Promise((resolve) => {
    const child = spawn(job.argv[0], job.argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe', ...(from ? ['ipc'] : [])] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    let limit;
    const watch = (seconds) => {
      clearTimeout(limit);
      limit = setTimeout(() => {
        overrun = `${running} still running after ${seconds} s`;
        child.kill('SIGKILL');
      }, seconds * 1000);
    };
    watch(from ? FILE_LIMIT_S : PROCESS_LIMIT_S);
    child.on('message', () => {
      const file = from.files.shift() ?? null;
      if (file) {
        ran++;
        running = file;
        watch(FILE_LIMIT_S);
      }
      child.send({ file });
    });
    const ended = (code, signal) => {
      clearTimeout(limit);
      if (from) from.processes--;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      const label = from ? `${job.label} (${ran} files)` : job.label;
      const why = overrun ?? signal ?? `exit ${code}`;
      process.stdout.write(`\n── ${label}: ${ok ? 'passed' : `FAILED (${why})`} in ${seconds} s ──\n`);
      process.stdout.write(Buffer.concat(out));
      resolve({ label: job.label, ok, seconds });
    };
    child.on('close', ended);
    // Killed, its own children (a browser, a server) may still hold its output open.
    child.on('exit', (code, signal) => {
      if (!overrun) return;
      child.stdout.destroy();
      child.stderr.destroy();
      child.removeAllListeners('close');
      ended(code, signal);
    });
  });
}

/**
 * Runs the plan on `WORKERS` workers: the whole processes first, as none of them can be
 * shared out; a free worker then starts a process on the queue with the most seconds left for
 * each of its processes.
 */
async function schedule({ single, queues }) {
  const pending = [...single].sort((a, b) => b.weight - a.weight);
  const results = [];
  const worker = async () => {
    for (;;) {
      const job = pending.shift();
      if (job) {
        results.push(await run(job));
        continue;
      }
      const open = queues.filter((q) => q.files.length);
      if (!open.length) return;
      const share = (q) => left(q) / (q.processes + 1);
      const q = open.reduce((best, q) => (share(q) > share(best) ? q : best));
      q.processes++;
      q.started++;
      results.push(await run({ label: `${q.label} ${q.started}`, argv: tsx('scripts/uvu-queue.mjs', []) }, q));
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return results;
}

const started = Date.now();
// uvu colours its output only for a terminal; keep that when this script's output is one.
if (process.stdout.isTTY && !process.env.NO_COLOR) process.env.FORCE_COLOR = '1';

if (process.argv.includes('--list')) {
  const { single, queues } = await plan();
  for (const job of single) process.stdout.write(`${String(job.weight).padStart(4)} s  ${job.label}\n`);
  for (const q of queues) process.stdout.write(`${String(Math.round(left(q))).padStart(4)} s  ${q.label}: ${q.files.length} files, heaviest first\n`);
  process.stdout.write(`on ${WORKERS} workers\n`);
  process.exit(0);
}
const build = await run({ label: 'build the CLI', argv: ['node', 'cli/build-cli.mjs'] });
const results = [build, ...(build.ok ? await schedule(await plan()) : [])];
const failed = results.filter((r) => !r.ok);
const total = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(`\n${results.map((r) => `  ${r.ok ? 'ok    ' : 'FAILED'} ${r.label} (${r.seconds} s)`).join('\n')}\n`);
process.stdout.write(`${failed.length ? `${failed.length} process(es) failed` : 'all passed'} in ${total} s (${WORKERS} workers)\n`);
process.exitCode = failed.length ? 1 : 0;
