/**
 * Ctrl-C during a real build (the CLI on a 1,000-doc corpus): the process stops, leaves no
 * staging folder or lock, and the previous output is byte-identical. And Ctrl-C while a site's
 * sidebars file loops forever, where no handler of the build can run.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from '../../../helpers/fixture-site.ts';
import { MISSED, untilNotMissed } from '../../../helpers/missed-interrupt.ts';
import { snapshotTree } from '../../../helpers/snapshot.ts';

const Interrupt = suite('interrupted build');
const GEN = resolve(ROOT, '..', 'shared', 'bench', 'gen-corpus.mjs');

Interrupt('SIGINT once the staging folder exists stops the build and keeps the old output whole', async () => {
  const site = mkdtempSync(join(tmpdir(), 'opdocs-interrupt-'));
  try {
    const gen = spawnSync(process.execPath, [GEN, join(site, 'content'), '--docs', '1000', '--posts', '100'], { encoding: 'utf8' });
    assert.is(gen.status, 0, gen.stderr);
    writeFileSync(join(site, 'site.config.json'), JSON.stringify({ title: 'Corpus', url: 'https://example.com' }));
    const oldOutput = () => {
      rmSync(join(site, 'build'), { recursive: true, force: true });
      mkdirSync(join(site, 'build'));
      writeFileSync(join(site, 'build', '__opdocs.json'), '{"baseUrl":"/","buildId":"old"}');
      writeFileSync(join(site, 'build', 'index.html'), 'the old home page');
    };
    oldOutput();
    const before = snapshotTree(join(site, 'build'));

    /** One build, interrupted once its staging folder is seen; 'missed' if it ended first (the watcher's events can come late on a loaded machine). */
    const interrupted = async (): Promise<number | null | typeof MISSED> => {
      let watcher: FSWatcher | undefined;
      const stagingSeen = new Promise<void>((done) => {
        watcher = watch(site, (_event, name) => {
          if (name === '.build.opdocs-staging' && existsSync(join(site, name))) done();
        });
      });
      const child = spawn(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), 'build', site], { stdio: ['ignore', 'ignore', 'pipe'] });
      const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
      try {
        if ((await Promise.race([stagingSeen.then(() => 'staging'), exited.then(() => 'ended')])) === 'ended') return MISSED;
        child.kill('SIGINT');
        return await exited;
      } finally {
        watcher?.close();
      }
    };
    const code = await untilNotMissed((attempt) => {
      if (attempt) oldOutput();
      return interrupted();
    });
    assert.is(code, 130, `exit code ${code}`);

    assert.equal(readdirSync(site).filter((f) => f.startsWith('.build.')), []);
    assert.equal(snapshotTree(join(site, 'build')), before);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

Interrupt('a sidebars file that never finishes is named after a while, and SIGINT still ends the build; the next build recovers', async () => {
  const site = mkdtempSync(join(tmpdir(), 'opdocs-interrupt-loop-'));
  try {
    mkdirSync(join(site, 'content', 'docs'), { recursive: true });
    writeFileSync(join(site, 'content', 'docs', 'intro.md'), '# Intro\n\nWelcome.\n');
    writeFileSync(join(site, 'site.config.json'), JSON.stringify({ title: 'Loop', url: 'https://example.com', docs: { sidebarPath: 'sidebars.js' } }));
    const sidebars = (body: string) => writeFileSync(join(site, 'sidebars.js'), `${body}\nmodule.exports = { guide: ['intro'] };\n`);
    const build = () => spawnSync(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), 'build', site], { encoding: 'utf8' });
    sidebars('');
    assert.is(build().status, 0);
    const before = snapshotTree(join(site, 'build'));

    sidebars('for (;;) {}');
    const child = spawn(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), 'build', site], {
      stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, OPDOCS_SLOW_CODE_MS: '300' },
    });
    const exited = new Promise<NodeJS.Signals | number | null>((done) => child.once('exit', (code, signal) => done(signal ?? code)));
    let stderr = '';
    const noticed = new Promise<void>((done) => child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
      if (stderr.includes('loop forever')) done();
    }));
    await Promise.race([noticed, exited]);
    assert.match(stderr, `${join(site, 'sidebars.js')} has been running for 0.3 s`);
    child.kill('SIGINT');
    // A build that ignores the signal would hang the test: it fails instead, and is killed.
    const stuck = new Promise<string>((done) => setTimeout(done, 20_000, 'still running 20 s after SIGINT').unref());
    const ended = await Promise.race([exited, stuck]);
    if (ended !== 'SIGINT') child.kill('SIGKILL');
    assert.is(ended, 'SIGINT', 'ended by the signal');
    assert.equal(snapshotTree(join(site, 'build')), before);

    sidebars('');
    const again = build();
    assert.is(again.status, 0, again.stderr);
    // (The old output's trash folder is removed by a process of its own, after the build.)
    assert.equal(readdirSync(site).filter((f) => /^\.build\.opdocs-(lock|staging)/.test(f)), []);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

Interrupt.run();
