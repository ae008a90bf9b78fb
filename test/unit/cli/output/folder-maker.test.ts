/**
 * The page writer's folder maker: folders deep under its root are made, but once a killed
 * build has removed the root (its staging folder), a still-running render thread cannot make
 * it again and leave it beside the output.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFolderMaker } from '../../../../cli/output/folder-maker';

const scratch = () => mkdtempSync(join(tmpdir(), 'folder-maker-'));

test('folders several levels under the root are made, the root too when it is not there yet', () => {
  const dir = scratch();
  try {
    const root = join(dir, 'staging', 'fr');
    const folderOf = createFolderMaker(root);
    const file = join(root, 'docs', 'a', 'b', 'index.html');
    folderOf(file);
    writeFileSync(file, 'x');
    folderOf(join(root, 'docs', 'a', 'c', 'index.html'));
    assert.ok(existsSync(join(root, 'docs', 'a', 'c')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('once the root is removed, making a folder under it fails with ENOENT and the root stays gone, however the root was spelled', () => {
  const dir = scratch();
  try {
    const root = join(dir, '.build.opdocs-staging');
    const folderOf = createFolderMaker(`${root}/`);
    folderOf(join(root, 'docs', 'first', 'index.html'));
    rmSync(root, { recursive: true });
    assert.throws(() => folderOf(join(root, 'docs', 'later', 'index.html')), (err: NodeJS.ErrnoException) => err.code === 'ENOENT');
    assert.not.ok(existsSync(root));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('without a root, the folder maker makes every missing folder as before', () => {
  const dir = scratch();
  try {
    const folderOf = createFolderMaker();
    folderOf(join(dir, 'gone', 'x', 'y', 'file.txt'));
    assert.ok(existsSync(join(dir, 'gone', 'x', 'y')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
