// `npm test`: builds the CLI, then runs the type check and the unit, DOM and e2e tests in two
// lanes side by side. Much of the e2e time is spent waiting on Chromium and on servers, so a
// second lane fills the other core. Each step's output is printed whole when it ends; the
// run fails if any step failed (all steps run, so one run reports every failure).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'uvu/parse';

const E2E = 'test/e2e';
// Seconds each e2e file took on the idle 2-core machine; they only balance the lanes, so
// an unlisted file counts as DEFAULT_WEIGHT and runs wherever there is room.
const WEIGHTS = {
  'theme-a11y': 40, 'tyko-reading': 14, 'theme-chrome': 14, 'pack-install': 14, 'core': 12, 'tyko-site': 11,
  'local-search': 8, 'search-local-ui': 8, 'starter-site': 8, 'search-algolia': 7, 'watch': 7, 'offline': 7,
  'content-components': 6, 'docusaurus-pages': 6, 'csp': 5, 'search-offline-large': 6, 'theme-features': 6,
  'feeds-xml': 4, 'offline-visited': 3, 'watch-no-worker': 3, 'tyko-look': 3,
};
const DEFAULT_WEIGHT = 8;
// The type check, unit and DOM tests that run ahead of lane 1's e2e files.
const LANE1_HEAD_WEIGHT = 40;

const tsx = (files) => ['node', '--import', 'tsx', 'scripts/uvu-files.mjs', ...files];

/** The e2e files split in two lanes of about equal weight (see planLanes). */
function e2eLanes() {
  const files = readdirSync(E2E).filter((f) => f.endsWith('.test.ts')).sort();
  const name = (f) => f.replace(/\.test\.ts$/, '');
  const weight = (f) => WEIGHTS[name(f)] ?? DEFAULT_WEIGHT;
  // Suites on the TyKO site go one after another in lane 2, so they share one build.
  const tyko = files.filter((f) => readFileSync(join(E2E, f), 'utf8').includes('buildAndServeTyko'));
  // `npm pack` rebuilds dist/, which unit tests run: pack-install stays in lane 1, after them.
  const rest = files.filter((f) => !tyko.includes(f)).sort((a, b) => weight(b) - weight(a));
  const lanes = [{ files: [], load: LANE1_HEAD_WEIGHT }, { files: [...tyko], load: tyko.reduce((s, f) => s + weight(f), 0) }];
  for (const f of rest) {
    const lane = f === 'pack-install.test.ts' || lanes[0].load <= lanes[1].load ? lanes[0] : lanes[1];
    lane.files.push(f);
    lane.load += weight(f);
  }
  return lanes.map((l) => l.files.map((f) => join(E2E, f)));
}

/** Runs one command, collecting its output; resolves with what a report needs. */
function step(label, argv) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`\n── ${label}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s ──\n`);
      process.stdout.write(Buffer.concat(out));
      resolve({ label, ok, seconds });
    });
  });
}

async function lane(steps) {
  const results = [];
  for (const [label, argv] of steps) results.push(await step(label, argv));
  return results;
}

const started = Date.now();
// uvu colours its output only for a terminal; keep that when this script's output is one.
if (process.stdout.isTTY && !process.env.NO_COLOR) process.env.FORCE_COLOR = '1';

const build = await step('build the CLI', ['node', 'cli/build-cli.mjs']);
const results = [build];
if (build.ok) {
  const [e2e1, e2e2] = e2eLanes();
  const lanes = await Promise.all([
    lane([
      ['typecheck', ['npm', 'run', '-s', 'typecheck']],
      ['unit', tsx(await listTests('test/unit'))],
      ['dom', tsx(await listTests('test/dom'))],
      ['e2e lane 1', tsx(e2e1)],
    ]),
    lane([['e2e lane 2', tsx(e2e2)]]),
  ]);
  results.push(...lanes.flat());
}

const failed = results.filter((r) => !r.ok);
const total = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(`\n${results.map((r) => `  ${r.ok ? 'ok    ' : 'FAILED'} ${r.label} (${r.seconds} s)`).join('\n')}\n`);
process.stdout.write(`${failed.length ? `${failed.length} step(s) failed` : 'all passed'} in ${total} s\n`);
process.exitCode = failed.length ? 1 : 0;

/** The files `uvu <dir>` would run, in its order (it also imports helpers there, which matters for DOM globals). */
async function listTests(dir) {
  return (await parse(dir)).suites.map((s) => relative('.', s.file));
}
