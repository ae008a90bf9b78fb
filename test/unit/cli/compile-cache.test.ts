import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyFixture, ROOT } from '../../helpers/fixture-site.js';

// bin/opdocs.js runs dist/cli.cjs with V8's code cache (dist/ is built by `npm test`).
const cacheDir = mkdtempSync(join(tmpdir(), 'opdocs-compile-cache-'));
const site = copyFixture('basic', 'compile-cache');

function opdocs(args: string[], env: Record<string, string | undefined> = { OPDOCS_COMPILE_CACHE: cacheDir }) {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
  return { status: r.status, out: r.stdout + r.stderr };
}
const files = () => readdirSync(cacheDir).sort();
const id = readFileSync(join(ROOT, 'dist', 'cli.id'), 'utf8').trim();

test('a build keeps its compiled code under the CLI code id, in place of an earlier opdocs\' cache; the next build uses it without writing it again', () => {
  rmSync(join(site, 'build'), { recursive: true, force: true });
  writeFileSync(join(cacheDir, `earlierCodeId-${process.version}-${process.arch}-build.bin`), 'old');
  const first = opdocs(['build', site, '--force']);
  assert.is(first.status, 0, first.out);
  assert.equal(files(), [`${id}-${process.version}-${process.arch}-build.bin`]);
  const file = join(cacheDir, files()[0]);
  const made = statSync(file).mtimeMs;
  const html = readFileSync(join(site, 'build', 'index.html'), 'utf8');
  const second = opdocs(['build', site, '--force']);
  assert.is(second.status, 0, second.out);
  assert.is(statSync(file).mtimeMs, made, 'an accepted cache is not written again');
  assert.is(readFileSync(join(site, 'build', 'index.html'), 'utf8'), html);
});

test('each command has its own cache; a failed command writes none', () => {
  assert.is(opdocs(['--help']).status, 0);
  assert.ok(files().some((f) => f.endsWith('-other.bin')));
  const bad = opdocs(['build', join(site, 'no-such-folder')]);
  assert.is(bad.status, 1);
  assert.not.ok(files().some((f) => f.endsWith('-build.bin') && f !== `${id}-${process.version}-${process.arch}-build.bin`));
  const init = opdocs(['init', site]);
  assert.is(init.status, 1, 'init refuses a folder that is not empty');
  assert.not.ok(files().some((f) => f.endsWith('-init.bin')));
});

test('a damaged cache file is refused by V8: the build still succeeds and replaces it', () => {
  const file = join(cacheDir, `${id}-${process.version}-${process.arch}-build.bin`);
  writeFileSync(file, Buffer.from('not compiled code at all'));
  const r = opdocs(['build', site, '--force']);
  assert.is(r.status, 0, r.out);
  assert.ok(statSync(file).size > 100_000, 'replaced by a real cache');
});

test('a build that was up to date keeps no cache: it ran too little of a build to stand in for one', () => {
  const file = join(cacheDir, `${id}-${process.version}-${process.arch}-build.bin`);
  rmSync(file);
  const idle = opdocs(['build', site]);
  assert.match(idle.out, /up to date/);
  assert.not.ok(files().includes(`${id}-${process.version}-${process.arch}-build.bin`));
  assert.is(opdocs(['build', site, '--force']).status, 0);
  assert.ok(files().includes(`${id}-${process.version}-${process.arch}-build.bin`));
});

test('the cache is in the user cache folder (XDG_CACHE_HOME), and OPDOCS_COMPILE_CACHE=0 turns it off', () => {
  const home = mkdtempSync(join(tmpdir(), 'opdocs-home-'));
  const off = opdocs(['build', site, '--force'], { OPDOCS_COMPILE_CACHE: '0', XDG_CACHE_HOME: home });
  assert.is(off.status, 0, off.out);
  assert.equal(readdirSync(home), []);
  const on = opdocs(['build', site, '--force'], { OPDOCS_COMPILE_CACHE: undefined, XDG_CACHE_HOME: home });
  assert.is(on.status, 0, on.out);
  assert.equal(readdirSync(join(home, 'opdocs', 'compile')), [`${id}-${process.version}-${process.arch}-build.bin`]);
  rmSync(home, { recursive: true, force: true });
});

test.after(() => rmSync(cacheDir, { recursive: true, force: true }));
test.run();
