import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initSite } from '../../../../cli/commands/init';
import { asUserErrors } from '../../../../cli/errors';

test('init into a path that is a file refuses it as a file and leaves it alone', () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-init-'));
  try {
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'mine');
    const err = (() => {
      try {
        initSite({ dir: file, force: true });
      } catch (e) {
        return e;
      }
      return null;
    })();
    assert.equal(asUserErrors(err)?.map((e) => [e.file, e.message]), [[file, 'is a file, not a folder']]);
    assert.is(readFileSync(file, 'utf8'), 'mine');
    assert.not.ok(existsSync(join(dir, 'site.config.json')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The user errors `initSite(opts)` throws, as [file relative to `dir`, message]. */
function initErrors(dir: string, opts: Parameters<typeof initSite>[0]): [string, string][] {
  try {
    initSite(opts);
  } catch (err) {
    const errors = asUserErrors(err);
    if (!errors) throw err;
    return errors.map((e) => [e.file!.slice(dir.length + 1), e.message]);
  }
  throw new Error('expected init to refuse');
}

test('init --force refuses, before writing anything, a folder where a starter file goes and a file or link where a starter folder goes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-init-'));
  try {
    const site = join(dir, 'site');
    mkdirSync(join(site, 'site.config.json'), { recursive: true });
    mkdirSync(join(dir, 'elsewhere'));
    symlinkSync('../elsewhere', join(site, 'content'));
    writeFileSync(join(site, 'css'), 'a file');
    assert.equal(initErrors(dir, { dir: site, force: true }), [
      ['site/content', 'is a link where the starter writes its folder content'],
      ['site/css', 'is a file where the starter writes its folder css'],
      ['site/site.config.json', 'is a folder where the starter writes its file site.config.json'],
    ]);
    assert.equal(readdirSync(site).sort(), ['content', 'css', 'site.config.json'], 'nothing was added');
    assert.equal(readdirSync(join(dir, 'elsewhere')), [], 'nothing was written through the link');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('init into a path below a file names that file instead of failing as a crash', () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-init-'));
  try {
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    assert.equal(initErrors(dir, { dir: join(dir, 'notes.txt', 'site') }), [['notes.txt', 'is a file, so the folder site cannot be made inside it']]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('init where no folder can be made is an error naming the path and another folder to give, not a crash or a hint about --out-dir', () => {
  // Linux refuses any new folder under /proc, whoever asks (root included).
  const target = `/proc/opdocs-init-${process.pid}`;
  let thrown: unknown = null;
  try {
    initSite({ dir: target });
  } catch (err) {
    thrown = err;
  }
  const errors = asUserErrors(thrown);
  assert.ok(errors, `expected a user error, got ${thrown instanceof Error ? thrown.stack : String(thrown)}`);
  assert.equal(errors!.map((e) => [e.file, e.message, e.hint]), [[
    target, 'cannot write the starter site here: no folder can be made at this path',
    'give a folder your user can write to, e.g. `npx opdocs init my-site`',
  ]]);
});

test.run();
