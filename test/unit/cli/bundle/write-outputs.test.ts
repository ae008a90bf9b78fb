import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OutputFile } from 'esbuild';
import { writeBundleOutputs } from '../../../../cli/bundle/write-outputs.ts';

const file = (path: string, text: string): OutputFile => {
  const contents = new TextEncoder().encode(text);
  return { path, contents, hash: '', get text() { return text; } };
};

test('the bundle\'s files are written into the assets folder, which is made, with a subfolder of it', async () => {
  const root = mkdtempSync(join(tmpdir(), 'opdocs-outputs-'));
  try {
    const assets = join(root, 'staging', 'assets');
    mkdirSync(join(root, 'staging'));
    await writeBundleOutputs([file(join(assets, 'client-A1.js'), 'export{}'), file(join(assets, 'media', 'owl-B2.png'), 'png')], assets);
    assert.is(readFileSync(join(assets, 'client-A1.js'), 'utf8'), 'export{}');
    assert.is(readFileSync(join(assets, 'media', 'owl-B2.png'), 'utf8'), 'png');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a staging folder removed before the bundle is written is not made again: the write fails', async () => {
  const root = mkdtempSync(join(tmpdir(), 'opdocs-outputs-gone-'));
  try {
    const assets = join(root, 'staging', 'assets');
    let code: unknown;
    await writeBundleOutputs([file(join(assets, 'client-A1.js'), 'export{}')], assets).catch((err: { code?: unknown }) => (code = err.code));
    assert.is(code, 'ENOENT');
    assert.not.ok(existsSync(join(root, 'staging')));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
