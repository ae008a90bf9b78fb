import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { copyFixture, ROOT } from '../../helpers/fixture-site.js';
import { cachePlace } from '../../../cli/compiled-script.ts';

// bin/opdocs.js runs dist/cli.cjs, and the server render the kernel's kernel.cjs, with V8's
// code cache (cli/compiled-script.ts; dist/ is built by `npm test`).
const cacheDir = mkdtempSync(join(tmpdir(), 'opdocs-compile-cache-'));
const site = copyFixture('basic', 'compile-cache');

function opdocs(args: string[], env: Record<string, string | undefined> = { OPDOCS_COMPILE_CACHE: cacheDir }) {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
  return { status: r.status, out: r.stdout + r.stderr };
}
/** A build with no output and no cache of the site's: every page is rendered. */
function coldBuild(env?: Record<string, string | undefined>) {
  rmSync(join(site, 'build'), { recursive: true, force: true });
  rmSync(join(site, 'node_modules', '.cache'), { recursive: true, force: true });
  const r = opdocs(['build', site], env);
  assert.is(r.status, 0, r.out);
  assert.match(r.out, /KiB of HTML/, 'pages were rendered');
}
const files = () => readdirSync(cacheDir).sort();
const id = readFileSync(join(ROOT, 'dist', 'cli.id'), 'utf8').trim();
const kernelId = /id: "([^"]+)"/.exec(readFileSync(join(ROOT, 'dist', 'kernel', 'server', 'kernel.js'), 'utf8'))![1];
// Each cache is named by its script's content, its place, Node's version and what it is for.
const cliTag = `${id}-${cachePlace(join(ROOT, 'dist', 'cli.cjs'))}-${process.version}-${process.arch}`;
const buildCache = `${cliTag}-build.bin`;
const isKernelCache = (f: string) => f.startsWith(`${kernelId}-${cachePlace(join(ROOT, 'dist', 'kernel', 'server', 'kernel.cjs'))}-${process.version}-${process.arch}-kernel`);

test('a build keeps the compiled code of the CLI and the kernel, in place of an earlier opdocs\' cache; the next build uses both without writing them again', () => {
  writeFileSync(join(cacheDir, `earlierCodeId-${cachePlace(join(ROOT, 'dist', 'cli.cjs'))}-${process.version}-${process.arch}-build.bin`), 'old');
  coldBuild();
  const made = files();
  assert.ok(made.includes(buildCache), made.join());
  assert.ok(made.some(isKernelCache), made.join());
  assert.is(made.length, 2, 'the earlier cache is gone');
  const times = made.map((f) => statSync(join(cacheDir, f)).mtimeMs);
  const html = readFileSync(join(site, 'build', 'index.html'), 'utf8');
  coldBuild();
  assert.equal(made.map((f) => statSync(join(cacheDir, f)).mtimeMs), times, 'accepted caches are not written again');
  assert.is(readFileSync(join(site, 'build', 'index.html'), 'utf8'), html);
});

test('each command has its own cache; a failed command writes none; --help runs no compiled CLI', () => {
  const before = files();
  assert.is(opdocs(['--help']).status, 0);
  assert.equal(files(), before, '--help runs the program\'s definition alone (dist/help.cjs)');
  const bad = opdocs(['build', join(site, 'no-such-folder')]);
  assert.is(bad.status, 1);
  const init = opdocs(['init', site]);
  assert.is(init.status, 1, 'init refuses a folder that is not empty');
  assert.not.ok(files().some((f) => f.endsWith('-init.bin')));
});

test('a damaged cache file is refused by V8: the build still succeeds and replaces it', () => {
  const file = join(cacheDir, buildCache);
  writeFileSync(file, Buffer.from('not compiled code at all'));
  coldBuild();
  assert.ok(statSync(file).size > 100_000, 'replaced by a real cache');
});

test('a build that rendered nothing keeps no cache: it ran too little of a build to stand in for one', () => {
  rmSync(join(cacheDir, buildCache));
  const idle = opdocs(['build', site]);
  assert.match(idle.out, /up to date/);
  const kept = opdocs(['build', site, '--force']);
  assert.match(kept.out, /unchanged/, 'every page kept');
  assert.not.ok(files().includes(buildCache));
  coldBuild();
  assert.ok(files().includes(buildCache));
});

test('the cache is in the user cache folder (XDG_CACHE_HOME), and OPDOCS_COMPILE_CACHE=0 turns it off', () => {
  const home = mkdtempSync(join(tmpdir(), 'opdocs-home-'));
  coldBuild({ OPDOCS_COMPILE_CACHE: '0', XDG_CACHE_HOME: home });
  assert.equal(readdirSync(home), []);
  coldBuild({ OPDOCS_COMPILE_CACHE: undefined, XDG_CACHE_HOME: home });
  const made = readdirSync(join(home, 'opdocs', 'compile'));
  assert.ok(made.includes(buildCache) && made.some(isKernelCache), made.join());
  rmSync(home, { recursive: true, force: true });
});

test('parse and render threads run the CLI\'s script with caches of their own, named by the flags the build set; the next build reads them without writing them again', () => {
  const big = copyFixture('basic', 'compile-cache-threads');
  // Past the size from which Markdown is parsed on threads (parse-pool.ts).
  for (let i = 0; i < 210; i++) writeFileSync(join(big, 'content', 'docs', `many-${i}.md`), `# Page ${i}\n\nText ${i}, with *some* words.\n`);
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-compile-cache-threads-'));
  const env = { OPDOCS_COMPILE_CACHE: dir, OPDOCS_RENDER: 'threads' };
  const build = () => {
    rmSync(join(big, 'build'), { recursive: true, force: true });
    rmSync(join(big, 'node_modules', '.cache'), { recursive: true, force: true });
    const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'opdocs.js'), 'build', big], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
    assert.is(r.status, 0, r.stdout + r.stderr);
    return readFileSync(join(big, 'build', 'docs', 'many-7', 'index.html'), 'utf8');
  };
  const first = build();
  assert.match(first, /Text 7, with <em>some<\/em> words/);
  const made = readdirSync(dir);
  // A short build sets V8's interrupt budget (cli/workers/tiering.ts), which the names carry.
  for (const worker of ['parse-worker', 'render-worker']) {
    assert.ok(made.some((f) => f.startsWith(`${cliTag}-${worker}-budget`)), `${worker}: ${made.join()}`);
  }
  const times = new Map(made.map((f) => [f, statSync(join(dir, f)).mtimeMs]));
  assert.is(build(), first);
  // A cache V8 refused (made under other flags) would have been written again.
  for (const f of readdirSync(dir)) assert.is(statSync(join(dir, f)).mtimeMs, times.get(f), `${f} was written again`);
  rmSync(dir, { recursive: true, force: true });
  rmSync(big, { recursive: true, force: true });
});

test('two installs of the same script keep caches of their own: an error\'s stack names the install that ran it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-compile-cache-places-'));
  const runner = join(dir, 'run.mjs');
  writeFileSync(runner, [
    `import { runCompiled } from ${JSON.stringify(pathToFileURL(join(ROOT, 'dist', 'compiled-script.js')).href)};`,
    "const script = runCompiled(process.argv[2], { id: 'same-text', name: 'probe' });",
    'try { script.boom(); } catch (err) { console.log(err.stack.split("\\n")[1].trim()); }',
  ].join('\n'));
  const installs = ['first', 'second'].map((name) => join(dir, name, 'script.cjs'));
  for (const file of installs) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, 'exports.boom = function boom() { throw new Error("boom"); };\n');
  }
  const thrownAt = (file: string) => {
    const r = spawnSync(process.execPath, [runner, file], { encoding: 'utf8', env: { ...process.env, OPDOCS_COMPILE_CACHE: join(dir, 'cache') } });
    assert.is(r.status, 0, r.stderr);
    return r.stdout.trim();
  };
  assert.match(thrownAt(installs[0]), installs[0]);
  for (const run of [1, 2]) assert.match(thrownAt(installs[1]), installs[1], `run ${run} of the second install`);
  assert.match(thrownAt(installs[0]), installs[0], 'the first install\'s cache is still its own');
  assert.equal(readdirSync(join(dir, 'cache')).sort(), installs.map((f) => `same-text-${cachePlace(f)}-${process.version}-${process.arch}-probe.bin`).sort());
  rmSync(dir, { recursive: true, force: true });
});

test('the scripts run through the code cache are ASCII, which it reads as Latin-1', () => {
  for (const file of [join(ROOT, 'dist', 'cli.cjs'), join(ROOT, 'dist', 'kernel', 'server', 'kernel.cjs')]) {
    const bytes = readFileSync(file);
    const at = bytes.findIndex((b) => b > 0x7f);
    assert.is(at, -1, `${file}: a non-ASCII byte at ${at}`);
  }
});

test.after(() => rmSync(cacheDir, { recursive: true, force: true }));
test.run();
