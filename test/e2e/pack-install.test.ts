/**
 * The package as a user gets it: `npm pack`, install the tarball into an empty folder, then
 * `npx opdocs init`, `build` and `serve`, and fetch a page. Needs the npm registry for the
 * dependencies (installed with --prefer-offline). Also `npm run test:pack`.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../helpers/fixture-site.ts';

const Pack = suite('npm package');
const work = mkdtempSync(join(tmpdir(), 'opdocs-pack-'));
const site = join(work, 'site');
let tarball = '';
let server: ChildProcess | undefined;

// Plain output as in a CI log (the test runner sets FORCE_COLOR, which would override NO_COLOR).
const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
delete env.FORCE_COLOR;
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] });

Pack.after(() => {
  stopServe();
  rmSync(work, { recursive: true, force: true });
});

Pack('npm pack ships the compiled CLI, runtime, theme, starter and schema, and no site content, tests or CI files', () => {
  // Packs dist/ as built before the tests: `prepare` would rebuild it in place (emptied first)
  // while the other test jobs' builds read the theme bundled ahead of time from it.
  const [info] = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], ROOT)) as { filename: string; files: { path: string }[] }[];
  tarball = join(work, info.filename);
  const files = info.files.map((f) => f.path);
  for (const needed of ['bin/opdocs.js', 'dist/cli.cjs', 'dist/cli.id', 'dist/kernel/manifest.json', 'dist/kernel/server/kernel.js', 'dist/kernel/server/kernel.cjs', 'dist/compiled-script.js', 'dist/help.cjs', 'runtime/hydrate.tsx', 'theme/App.tsx', 'theme/styles/index.css', 'starter/site.config.json', 'site.config.schema.json', 'README.md', 'LICENSE', 'package.json']) {
    assert.ok(files.includes(needed), `${needed} is in the package`);
  }
  const unwanted = files.filter((f) => /^(content|test|css|\.ci|cli)\/|^site\.config\.json$|tsconfig|\.map$/.test(f));
  assert.equal(unwanted, []);
});

Pack('installs from the tarball; init, build and serve work with no other step', async () => {
  mkdirSync(site);
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], site);
  const init = run('npx', ['--no-install', 'opdocs', 'init'], site);
  assert.match(init, 'npx opdocs serve --watch');
  assert.not.match(init, 'npm install opdocs');
  // --help runs from dist/help.cjs alone: the installed package must hold it.
  assert.match(run('npx', ['--no-install', 'opdocs', 'build', '--help'], site), /^Usage: opdocs build \[options\] \[siteDir\]/);
  const config = JSON.parse(readFileSync(join(site, 'site.config.json'), 'utf8'));
  assert.is(config.$schema, './node_modules/opdocs/site.config.schema.json');
  assert.ok(existsSync(join(site, config.$schema)), 'the $schema path exists in the install');
  const built = run('npx', ['--no-install', 'opdocs', 'build'], site);
  // Every route of the starter, the offline page included.
  assert.match(built, /✔ built 12 routes/);
  assert.not.match(built, /\u001b\[/, 'no colour codes outside a terminal');
  try {
    run('npx', ['--no-install', 'opdocs', 'build', '--nope'], site);
    assert.unreachable('an unknown option fails');
  } catch (err) {
    assert.is((err as { status: number }).status, 2, 'usage errors exit with 2');
  }
  assert.ok(existsSync(join(site, 'build', 'docs', 'basics', 'introduction', 'index.html')) || existsSync(join(site, 'build', 'docs', 'basics', 'introduction.html')));
  assert.not.ok(existsSync(join(site, 'site.config.schema.json')), 'the build writes no schema into the site');
  assert.not.ok(existsSync(join(site, 'build', 'site.config.schema.json')), 'nor into the output');

  const url = await startServe([]);
  const home = await fetch(url);
  assert.is(home.status, 200);
  assert.match(await home.text(), /<h1[^>]*>My Project<\/h1>/);
  const doc = await fetch(`${url}docs/basics/introduction`);
  assert.is(doc.status, 200);
  assert.match(await doc.text(), 'Where things go');
  stopServe();
});

Pack('serve --watch builds and serves the installed starter', async () => {
  const url = await startServe(['--watch']);
  const post = await fetch(`${url}blog/2026/01/15/first-post`);
  assert.is(post.status, 200);
  assert.match(await post.text(), 'Our first post');
  stopServe();
});

/** Starts `npx opdocs serve --port 0 …` in the site; resolves with the address it prints. */
function startServe(extra: string[]): Promise<string> {
  server = spawn('npx', ['--no-install', 'opdocs', 'serve', '--port', '0', ...extra], { cwd: site, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  return new Promise<string>((resolve, reject) => {
    let out = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const found = /at (http:\/\/\S+)/.exec(out);
      if (found) resolve(found[1]);
    });
    server!.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
  });
}

/** npx runs opdocs as its child: end the whole process group, or the server outlives the test. */
function stopServe(): void {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  server = undefined;
}

Pack.run();
