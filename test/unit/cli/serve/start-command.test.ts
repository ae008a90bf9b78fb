/**
 * The command lines a Docusaurus site's package.json scripts use: `start` is serve --watch,
 * `serve --build` builds first, and both take `--no-open`. Runs the built CLI (dist/ is built
 * by `npm test`).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { copyFixture, ROOT } from '../../../helpers/fixture-site.ts';

const Start = suite('opdocs start and serve --build, as Docusaurus scripts call them');
const CLI = join(ROOT, 'bin', 'opdocs.js');
const ENV = { ...process.env, NO_COLOR: '1' };

interface Running { child: ChildProcess; url: string; output(): string; next(pattern: RegExp): Promise<string> }

/** Starts the CLI and resolves once it serves; `next` waits for a line of output after the call. */
function launch(args: string[], cwd: string): Promise<Running> {
  const child = spawn(process.execPath, [CLI, ...args], { cwd, env: ENV });
  let text = '';
  let waiters: Array<() => void> = [];
  const take = (chunk: Buffer) => {
    text += chunk;
    for (const w of waiters) w();
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const next = (pattern: RegExp, from = text.length) => new Promise<string>((resolve, reject) => {
    const check = () => {
      const m = pattern.exec(text.slice(from));
      if (!m) return;
      waiters = waiters.filter((w) => w !== check);
      resolve(m[0]);
    };
    waiters.push(check);
    child.once('exit', () => reject(new Error(`opdocs ended before ${pattern}:\n${text}`)));
    check();
  });
  return next(/Serving \S+ at (http:\/\/\S+)/, 0).then((line) => ({
    child, url: line.split(' at ')[1], output: () => text, next: (pattern: RegExp) => next(pattern),
  }));
}

function stop(run: Running): Promise<number | null> {
  return new Promise((resolve) => {
    run.child.once('exit', (code) => resolve(code));
    run.child.kill('SIGINT');
  });
}

Start('start builds, serves and rebuilds on a save, taking --no-open; Ctrl-C ends it cleanly', async () => {
  const site = copyFixture('basic', 'start-command');
  const run = await launch(['start', '--port', '0', '--no-open'], site);
  assert.match(run.output(), '(watching for changes)');
  const page = () => fetch(`${run.url}docs/intro`).then((r) => r.text());
  assert.match(await page(), 'Welcome to the fixture.');
  const doc = join(site, 'content', 'docs', 'intro.md');
  const rebuilt = run.next(/Rebuilt [^\n]*\n/);
  writeFileSync(doc, readFileSync(doc, 'utf8').replace('Welcome to the fixture.', 'Welcome to start.'));
  await rebuilt;
  assert.match(await page(), 'Welcome to start.');
  assert.is(await stop(run), 0);
});

Start('serve --build builds the site first, then serves it', async () => {
  const site = copyFixture('basic', 'serve-build');
  assert.not.ok(existsSync(join(site, 'build')));
  const run = await launch(['serve', '--build', '--no-open', '--port', '0'], site);
  assert.match(run.output(), /built \d+ routes/);
  assert.not.match(run.output(), 'watching');
  const res = await fetch(`${run.url}docs/intro`);
  assert.is(res.status, 200);
  assert.match(await res.text(), 'Welcome to the fixture.');
  assert.is(await stop(run), 0);
});

Start('serve --build of a site that fails to build reports its error and serves nothing', () => {
  const site = copyFixture('basic', 'serve-build-broken');
  const doc = join(site, 'content', 'docs', 'intro.md');
  writeFileSync(doc, `---\ntitle: [unclosed\n---\n${readFileSync(doc, 'utf8')}`);
  const r = spawnSync(process.execPath, [CLI, 'serve', '--build', '--port', '0'], { cwd: site, env: ENV, encoding: 'utf8', timeout: 60_000 });
  assert.is(r.status, 1);
  assert.match(r.stderr, /content\/docs\/intro\.md:2:\d+ +error +front matter/);
  assert.not.match(r.stdout + r.stderr, 'Serving');
});

Start('serve --build with its port taken says so before building anything', async () => {
  const site = copyFixture('basic', 'serve-build-port');
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const { port } = taken.address() as AddressInfo;
  try {
    const r = spawnSync(process.execPath, [CLI, 'serve', '--build', '--port', String(port)], { cwd: site, env: ENV, encoding: 'utf8', timeout: 60_000 });
    assert.is(r.status, 1);
    assert.match(r.stderr, `port ${port} on 127.0.0.1 is already in use`);
    assert.not.ok(existsSync(join(site, 'build')), 'nothing was built');
  } finally {
    taken.close();
  }
});

Start.run();
