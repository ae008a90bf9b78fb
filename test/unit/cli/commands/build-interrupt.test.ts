/**
 * Ctrl-C during a real build (the CLI on a 1,000-doc corpus): the process stops, leaves no
 * staging folder or lock, and the previous output is byte-identical.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from '../../../helpers/fixture-site.ts';
import { snapshotTree } from '../../../helpers/snapshot.ts';

const Interrupt = suite('interrupted build');
const GEN = resolve(ROOT, '..', 'shared', 'bench', 'gen-corpus.mjs');

Interrupt('SIGINT once the staging folder exists stops the build and keeps the old output whole', async () => {
  const site = mkdtempSync(join(tmpdir(), 'opdocs-interrupt-'));
  try {
    const gen = spawnSync(process.execPath, [GEN, join(site, 'content'), '--docs', '1000', '--posts', '100'], { encoding: 'utf8' });
    assert.is(gen.status, 0, gen.stderr);
    writeFileSync(join(site, 'site.config.json'), JSON.stringify({ title: 'Corpus', url: 'https://example.com' }));
    mkdirSync(join(site, 'build'));
    writeFileSync(join(site, 'build', '__opdocs.json'), '{"baseUrl":"/","buildId":"old"}');
    writeFileSync(join(site, 'build', 'index.html'), 'the old home page');
    const before = snapshotTree(join(site, 'build'));

    const stagingSeen = new Promise<void>((done) => {
      const watcher = watch(site, (_event, name) => {
        if (name === '.build.opdocs-staging' && existsSync(join(site, name))) {
          watcher.close();
          done();
        }
      });
    });
    const child = spawn(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), 'build', site], { stdio: ['ignore', 'ignore', 'pipe'] });
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    await stagingSeen;
    child.kill('SIGINT');
    const code = await exited;
    assert.is(code, 130, `exit code ${code}`);

    assert.equal(readdirSync(site).filter((f) => f.startsWith('.build.')), []);
    assert.equal(snapshotTree(join(site, 'build')), before);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

Interrupt.run();
