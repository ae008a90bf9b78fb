/**
 * `opdocs migrate` on a Docusaurus config that never finishes loading (the real CLI): the
 * file is named after a while, Ctrl+C ends the process, and nothing was written.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../helpers/fixture-site.ts';

const Interrupt = suite('interrupted migrate');

Interrupt('a config that loops forever is named after a while, and SIGINT ends migrate with nothing written', async () => {
  const site = mkdtempSync(join(tmpdir(), 'opdocs-migrate-loop-'));
  try {
    writeFileSync(join(site, 'docusaurus.config.js'), "for (;;) {}\nmodule.exports = { title: 'Loop', url: 'https://example.com' };\n");
    const child = spawn(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), 'migrate', site], {
      stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, OPDOCS_SLOW_CODE_MS: '300' },
    });
    const exited = new Promise<NodeJS.Signals | number | null>((done) => child.once('exit', (code, signal) => done(signal ?? code)));
    let stderr = '';
    const noticed = new Promise<void>((done) => child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
      if (stderr.includes('written nothing yet')) done();
    }));
    // Without a notice the loop would hold the test forever: it fails after 20 s instead.
    const silent = new Promise<void>((done) => setTimeout(done, 20_000).unref());
    await Promise.race([noticed, exited, silent]);
    if (!stderr.includes('written nothing yet')) child.kill('SIGKILL');
    assert.match(stderr, `${join(site, 'docusaurus.config.js')} has been running for 0.3 s. If it never finishes, it may loop forever: Ctrl+C stops opdocs migrate; it has written nothing yet.`);
    child.kill('SIGINT');
    // A migrate that ignores the signal would hang the test: it fails instead, and is killed.
    const stuck = new Promise<string>((done) => setTimeout(done, 20_000, 'still running 20 s after SIGINT').unref());
    const ended = await Promise.race([exited, stuck]);
    if (ended !== 'SIGINT') child.kill('SIGKILL');
    assert.is(ended, 'SIGINT', 'ended by the signal');
    assert.not.ok(existsSync(join(site, 'site.config.json')));
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

Interrupt.run();
