import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaging, recoverOutput, sidePaths } from '../../../../cli/output/commit.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { snapshotTree } from '../../../helpers/snapshot.ts';
import { untilEntries } from '../../../helpers/folder-events.ts';

const Commit = suite('output swap and lock');

function createOutput(): { root: string; out: string } {
  const root = mkdtempSync(join(tmpdir(), 'opdocs-commit-'));
  const out = join(root, 'build');
  mkdirSync(join(out, 'docs'), { recursive: true });
  writeFileSync(join(out, '__opdocs.json'), '{"baseUrl":"/","buildId":"old"}');
  writeFileSync(join(out, 'docs', 'index.html'), 'old page');
  return { root, out };
}

Commit('commit swaps the staging folder in and leaves no side folder or lock', async () => {
  const { root, out } = createOutput();
  const staging = createStaging(out);
  writeFileSync(join(staging.dir, 'index.html'), 'new');
  const removed = staging.commit();
  // The new output is in place, and the old one out of the way, before the old one is deleted.
  assert.is(readFileSync(join(out, 'index.html'), 'utf8'), 'new');
  assert.not.ok(existsSync(sidePaths(out).old));
  await removed;
  assert.equal(snapshotTree(root), { build: 'dir', 'build/index.html': Buffer.from('new').toString('base64') });
  rmSync(root, { recursive: true });
});

Commit('a staging folder discarded while its build went on writing is never swapped in: the output stays as it was', () => {
  const { root, out } = createOutput();
  const staging = createStaging(out);
  staging.discard();
  // The build, not yet stopped, writes into the folder again (Ctrl-C's handler removed it).
  mkdirSync(staging.dir);
  writeFileSync(join(staging.dir, 'index.html'), 'part of a build');
  assert.throws(() => staging.commit(), /discarded; it is not swapped in/);
  assert.is(readFileSync(join(out, 'docs', 'index.html'), 'utf8'), 'old page');
  assert.not.ok(existsSync(join(out, 'index.html')));
  assert.not.ok(existsSync(sidePaths(out).lock));
  rmSync(root, { recursive: true });
});

Commit('the old output is deleted by a process of its own, which outlives the build', async () => {
  const { root, out } = createOutput();
  const staging = createStaging(out);
  writeFileSync(join(staging.dir, 'index.html'), 'new');
  // Run the swap in a child that exits at once, as the build does: the deletion still happens.
  const script = `import(${JSON.stringify(new URL('../../../../cli/output/commit.ts', import.meta.url).href)}).then(({ createStaging }) => { const s = createStaging(${JSON.stringify(out)}); require('node:fs').writeFileSync(s.dir + '/index.html', 'newer'); s.commit(); process.exit(0); })`;
  staging.discard();
  const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8' });
  assert.is(child.status, 0, child.stderr);
  assert.is(readFileSync(join(out, 'index.html'), 'utf8'), 'newer');
  // The detached remover is no child of this process: its work shows as the folder's events.
  const trash = () => readdirSync(root).filter((n) => n.startsWith('.build.opdocs-trash-'));
  await untilEntries(root, () => trash().length === 0);
  assert.equal(trash(), []);
  rmSync(root, { recursive: true });
});

Commit('a trash folder whose remover was killed is deleted when the next build starts', async () => {
  const { root, out } = createOutput();
  const stray = `${sidePaths(out).trash}999999-0`;
  mkdirSync(join(stray, 'docs'), { recursive: true });
  writeFileSync(join(stray, 'docs', 'index.html'), 'older');
  const staging = createStaging(out);
  staging.discard();
  await untilEntries(root, () => !existsSync(stray));
  assert.not.ok(existsSync(stray));
  assert.is(readFileSync(join(out, 'docs', 'index.html'), 'utf8'), 'old page');
  rmSync(root, { recursive: true });
});

Commit('discard leaves the previous output byte-identical and no staging folder', () => {
  const { root, out } = createOutput();
  const before = snapshotTree(root);
  const staging = createStaging(out);
  writeFileSync(join(staging.dir, 'index.html'), 'new');
  staging.discard();
  assert.equal(snapshotTree(root), before);
  rmSync(root, { recursive: true });
});

Commit('a second build of the same folder is refused while the first holds the lock', () => {
  const { root, out } = createOutput();
  const first = createStaging(out);
  let caught: unknown;
  try {
    createStaging(out);
  } catch (err) {
    caught = err;
  }
  const user = asUserErrors(caught);
  assert.ok(user);
  assert.is(formatErrors(user).split('\n').slice(0, 2).join('\n'),
    `error  another opdocs build (process ${process.pid}) is writing ${out}\n  hint: wait for it to finish; if no build is running, delete ${sidePaths(out).lock}`);
  first.discard();
  createStaging(out).discard();
  rmSync(root, { recursive: true });
});

Commit('a lock left by a process that is gone is taken over', () => {
  const { root, out } = createOutput();
  const dead = spawnSync(process.execPath, ['-e', '']).pid as number;
  writeFileSync(sidePaths(out).lock, String(dead));
  const staging = createStaging(out);
  assert.is(readFileSync(sidePaths(out).lock, 'utf8'), String(process.pid));
  staging.discard();
  assert.not.ok(existsSync(sidePaths(out).lock));
  rmSync(root, { recursive: true });
});

Commit('a crash between the two renames of the swap is repaired: the old output comes back whole', () => {
  const { root, out } = createOutput();
  const before = snapshotTree(root);
  const side = sidePaths(out);
  mkdirSync(side.staging);
  writeFileSync(join(side.staging, 'index.html'), 'half-built');
  renameSync(out, side.old);
  recoverOutput(out);
  assert.equal(snapshotTree(root), before);
  rmSync(root, { recursive: true });
});

Commit('a crash after the swap is repaired: the new output stays, the old one goes', () => {
  const { root, out } = createOutput();
  const side = sidePaths(out);
  renameSync(out, side.old);
  mkdirSync(out);
  writeFileSync(join(out, 'index.html'), 'new');
  recoverOutput(out);
  assert.equal(snapshotTree(root), { build: 'dir', 'build/index.html': Buffer.from('new').toString('base64') });
  rmSync(root, { recursive: true });
});

Commit.run();
