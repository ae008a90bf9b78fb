/**
 * A site's own code that never ends (a sidebars file that loops, or waits on a promise that never
 * settles while a timer keeps it alive) and code that leaves a timer running after the build:
 * each build ends by itself, naming the file, instead of running until CI gives up.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../helpers/fixture-site.ts';

const Limit = suite('site code past its time limit');

/** Runs the CLI build of `site` with the env given; a build that still runs after 60 s is killed and fails the test. */
function build(site: string, env: Record<string, string> = {}): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), 'build', site], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const hang = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((done) => child.once('close', (code, signal) => {
    clearTimeout(hang);
    done({ code, signal, stderr: signal === 'SIGKILL' && !stderr.includes('stopped') ? `${stderr}\n(killed by the test after 60 s)` : stderr });
  }));
}

function siteWithSidebars(code: string): string {
  const site = mkdtempSync(join(tmpdir(), 'opdocs-site-code-limit-'));
  mkdirSync(join(site, 'content', 'docs'), { recursive: true });
  writeFileSync(join(site, 'content', 'docs', 'intro.md'), '# Intro\n');
  writeFileSync(join(site, 'site.config.json'), JSON.stringify({ title: 'T', url: 'https://example.com', docs: { sidebarPath: 'sidebars.js' } }));
  writeFileSync(join(site, 'sidebars.js'), code);
  return site;
}

Limit('a sidebars file that loops forever is stopped at the time limit with a message naming it; the next build recovers', async () => {
  const site = siteWithSidebars('while (true) {}\n');
  try {
    const run = await build(site, { OPDOCS_SITE_CODE_LIMIT_MS: '1500' });
    assert.ok(run.code !== 0, 'the build failed');
    assert.not.ok(run.stderr.includes('killed by the test'), run.stderr);
    assert.match(run.stderr, `${join(site, 'sidebars.js')} still runs after 1.5 s, so opdocs stopped`);
    // esbuild, bundling beside the stuck thread, is ended first rather than left to report a deadlock.
    assert.not.match(run.stderr, /goroutine|deadlock/, run.stderr);
    writeFileSync(join(site, 'sidebars.js'), "module.exports = { guide: ['intro'] };\n");
    const again = await build(site);
    assert.is(again.code, 0, again.stderr);
    assert.equal(readdirSync(site).filter((f) => f.startsWith('.build.')), []);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

Limit('a sidebars file whose promise never settles while its timer runs fails at the limit, and the build exits', async () => {
  const site = siteWithSidebars('setInterval(() => {}, 1000);\nexport default new Promise(() => {});\n');
  try {
    const run = await build(site, { OPDOCS_SITE_CODE_LIMIT_MS: '1500' });
    assert.is(run.code, 1, run.stderr);
    assert.match(run.stderr, 'sidebars.js  error  sidebars file did not finish within 1.5 s');
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

Limit('a timer a sidebars file leaves running does not keep a finished build from exiting', async () => {
  const site = siteWithSidebars("setInterval(() => {}, 1000);\nmodule.exports = { guide: ['intro'] };\n");
  try {
    const run = await build(site);
    assert.is(run.code, 0, run.stderr);
    assert.match(run.stderr, 'still held the process open; it was ended');
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

Limit.run();
