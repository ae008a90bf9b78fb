/** Same input, same bytes: builds of one site, again and in another folder, are identical. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { FIXTURES } from '../../../helpers/fixture-site.ts';
import { snapshotTree } from '../../../helpers/snapshot.ts';

const Reproducible = suite('reproducible builds');

Reproducible('two builds in two folders, and a rebuild in place, produce byte-identical output', async () => {
  const root = mkdtempSync(join(tmpdir(), 'opdocs-repro-'));
  try {
    const a = join(root, 'a');
    const b = join(root, 'somewhere', 'much', 'deeper', 'b');
    mkdirSync(b, { recursive: true });
    for (const dir of [a, b]) cpSync(join(FIXTURES, 'theme-features'), dir, { recursive: true, filter: (src) => !src.endsWith('/build') });
    await buildSite({ siteDir: a, outDir: 'build', quiet: true });
    const first = snapshotTree(join(a, 'build'));
    await buildSite({ siteDir: b, outDir: 'build', quiet: true });
    assert.equal(snapshotTree(join(b, 'build')), first);
    await buildSite({ siteDir: a, outDir: 'build', quiet: true });
    assert.equal(snapshotTree(join(a, 'build')), first);
    // The output really holds the parts that used to differ: chunks, a build id and a worker.
    const files = Object.keys(first);
    assert.ok(files.some((f) => /^assets\/chunk-\w+\.js$/.test(f)) && files.includes('sw.js') && files.includes('__opdocs.json'));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

Reproducible('pages rendered here, beside a render thread, or on threads only are the same bytes', async () => {
  const root = mkdtempSync(join(tmpdir(), 'opdocs-render-mode-'));
  const before = process.env.OPDOCS_RENDER;
  try {
    const trees = [];
    for (const mode of ['here', 'beside', 'threads']) {
      const dir = join(root, mode);
      cpSync(join(FIXTURES, 'theme-features'), dir, { recursive: true, filter: (src) => !src.endsWith('/build') });
      process.env.OPDOCS_RENDER = mode;
      const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
      assert.ok(result.pages > 10, `${mode}: ${result.pages} pages`);
      trees.push(snapshotTree(join(dir, 'build')));
    }
    assert.equal(trees[1], trees[0], 'beside');
    assert.equal(trees[2], trees[0], 'threads');
  } finally {
    if (before === undefined) delete process.env.OPDOCS_RENDER;
    else process.env.OPDOCS_RENDER = before;
    rmSync(root, { recursive: true, force: true });
  }
});

Reproducible.run();
