import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describeBuildFailure, isLoopback, serveCommand, type BuildSite, type ServeLogger } from '../../../../cli/commands/serve.js';
import { OpdocsError, OpdocsErrors } from '../../../../cli/errors.js';
import { tempDir } from '../../../helpers/fixture-site.ts';

function get(url: string): Promise<{ status: number; body: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens the live-reload stream; `nextReload()` resolves on the next `reload` message. */
function listenForReloads(url: string): Promise<{ nextReload(): Promise<void>; close(): void }> {
  return new Promise((resolve, reject) => {
    let waiters: Array<() => void> = [];
    const req: ClientRequest = httpRequest(`${url}__opdocs/events`, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (chunk.includes(': connected')) {
          resolve({
            nextReload: () => new Promise<void>((r) => waiters.push(r)),
            close: () => req.destroy(),
          });
        }
        if (chunk.includes('data: reload')) {
          const current = waiters;
          waiters = [];
          for (const w of current) w();
        }
      });
    });
    req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
    req.end();
  });
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function silentLogger(): ServeLogger & { errors: string[]; infos: string[] } {
  const errors: string[] = [];
  const infos: string[] = [];
  return { errors, infos, info: (text) => void infos.push(text), error: (text) => errors.push(text) };
}

/** A stand-in for buildSite: renders content/docs/a.md into index.html, or fails on "BROKEN". */
const fakeBuild: BuildSite = async ({ siteDir, outDir }) => {
  const page = join(siteDir, 'content/docs/a.md');
  const text = readFileSync(page, 'utf8');
  if (text.includes('BROKEN')) {
    throw new OpdocsErrors([new OpdocsError({ file: page, line: 1, column: 1, message: 'page is <broken>', hint: 'fix it' })]);
  }
  write(join(outDir, 'index.html'), `<html><body><p>${text}</p></body></html>`);
  write(join(outDir, '404.html'), '<html><body>missing</body></html>');
  write(join(outDir, '__opdocs.json'), '{"baseUrl":"/b/"}');
  return { outDir, baseUrl: '/b/', routes: 1, watchPaths: [join(siteDir, 'content')] };
};

function createSite(): string {
  const siteDir = tempDir('opdocs-site-');
  write(join(siteDir, 'site.config.json'), '{ "title": "T", "baseUrl": "/b/" }');
  write(join(siteDir, 'content/docs/a.md'), 'first version');
  return siteDir;
}

const Serve = suite('serveCommand');

Serve('without watch, fails with a hint to build first when the output folder is missing', async () => {
  const siteDir = createSite();
  try {
    await serveCommand({ siteDir, dir: 'build', port: 0, host: '127.0.0.1', watch: false, logger: silentLogger() });
    assert.unreachable('should have failed');
  } catch (err) {
    assert.instance(err, OpdocsError);
    assert.match((err as OpdocsError).message, 'nothing to serve: the folder build does not exist');
    assert.match((err as OpdocsError).hint ?? '', 'run `opdocs build` first');
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
});

Serve('without watch, serves the output under the base URL recorded by the build', async () => {
  const siteDir = createSite();
  await fakeBuild({ siteDir, outDir: join(siteDir, 'build') });
  const handle = await serveCommand({ siteDir, dir: 'build', port: 0, host: '127.0.0.1', watch: false, logger: silentLogger() });
  try {
    assert.match(handle.url, /^http:\/\/127\.0\.0\.1:\d+\/b\/$/);
    const page = await get(handle.url);
    assert.is(page.status, 200);
    assert.match(page.body, 'first version');
    assert.not.match(page.body, 'EventSource');
    assert.is((await get(handle.url.replace(/\/b\/$/, '/'))).location, '/b/');
  } finally {
    await handle.close();
    rmSync(siteDir, { recursive: true, force: true });
  }
});

Serve('without watch, --locale is not silently dropped: a note says where that locale is served', async () => {
  const siteDir = createSite();
  await fakeBuild({ siteDir, outDir: join(siteDir, 'build') });
  const logger = silentLogger();
  const handle = await serveCommand({ siteDir, dir: 'build', port: 0, host: '127.0.0.1', watch: false, locale: 'fr', logger });
  try {
    assert.ok(logger.infos.some((line) => line === `note: --locale is read with --watch only; the build is served as it is, another locale than the default at ${handle.url}fr/ when the build has it`), logger.infos.join('\n'));
  } finally {
    await handle.close();
    rmSync(siteDir, { recursive: true, force: true });
  }
});

Serve('without watch, falls back to base / when the build left no __opdocs.json', async () => {
  const siteDir = createSite();
  write(join(siteDir, 'out/index.html'), '<p>plain</p>');
  const handle = await serveCommand({ siteDir, dir: 'out', port: 0, host: '127.0.0.1', watch: false, logger: silentLogger() });
  try {
    assert.match(handle.url, /:\d+\/$/);
    assert.match((await get(handle.url)).body, 'plain');
  } finally {
    await handle.close();
    rmSync(siteDir, { recursive: true, force: true });
  }
});

Serve('with watch, rebuilds on change, shows a failed build as an error page, then recovers', async () => {
  const siteDir = createSite();
  const logger = silentLogger();
  const handle = await serveCommand({
    siteDir, dir: 'build', port: 0, host: '127.0.0.1', watch: true, build: fakeBuild, sourceDirs: [], logger,
  });
  const stream = await listenForReloads(handle.url);
  try {
    const first = await get(handle.url);
    assert.is(first.status, 200);
    assert.match(first.body, 'first version');
    assert.match(first.body, 'EventSource');

    let reloaded = stream.nextReload();
    write(join(siteDir, 'content/docs/a.md'), 'BROKEN now');
    await reloaded;
    const broken = await get(handle.url);
    assert.is(broken.status, 500);
    assert.match(broken.body, 'content/docs/a.md:1:1  error  page is &lt;broken&gt;');
    assert.match(broken.body, 'EventSource');
    assert.match(logger.errors.join('\n'), 'content/docs/a.md:1:1  error  page is <broken>\n  hint: fix it');
    assert.match(broken.body, 'Still serving the last good build.');
    const kept = readFileSync(join(siteDir, 'build/index.html'), 'utf8');
    assert.match(kept, 'first version');

    reloaded = stream.nextReload();
    write(join(siteDir, 'content/docs/a.md'), 'second version');
    await reloaded;
    const fixed = await get(handle.url);
    assert.is(fixed.status, 200);
    assert.match(fixed.body, 'second version');
  } finally {
    stream.close();
    await handle.close();
    rmSync(siteDir, { recursive: true, force: true });
  }
});

Serve('with watch, keeps serving the error page when the very first build fails', async () => {
  const siteDir = createSite();
  write(join(siteDir, 'content/docs/a.md'), 'BROKEN from the start');
  const logger = silentLogger();
  const handle = await serveCommand({
    siteDir, dir: 'build', port: 0, host: '127.0.0.1', watch: true, build: fakeBuild, sourceDirs: [], logger,
  });
  try {
    assert.match(handle.url, /\/b\/$/, 'base URL read from site.config.json');
    const page = await get(handle.url);
    assert.is(page.status, 500);
    assert.match(page.body, 'page is &lt;broken&gt;');
    assert.is(logger.errors.length, 1);
    // No earlier build is there to fall back on: the page and the terminal do not claim one.
    for (const text of [page.body, logger.errors[0]]) {
      assert.match(text, 'There is no earlier build to serve: the site appears once a build succeeds.');
      assert.not.match(text, 'last good build');
    }
  } finally {
    await handle.close();
    rmSync(siteDir, { recursive: true, force: true });
  }
});

Serve('with watch, a first build that fails over an earlier run\'s output says that output is still served', async () => {
  const siteDir = createSite();
  await fakeBuild({ siteDir, outDir: join(siteDir, 'build') });
  write(join(siteDir, 'content/docs/a.md'), 'BROKEN since the last run');
  const logger = silentLogger();
  const handle = await serveCommand({
    siteDir, dir: 'build', port: 0, host: '127.0.0.1', watch: true, build: fakeBuild, sourceDirs: [], logger,
  });
  try {
    assert.match(logger.errors[0], 'Still serving the last good build.');
    assert.match(readFileSync(join(siteDir, 'build/index.html'), 'utf8'), 'first version', 'the earlier output is untouched');
  } finally {
    await handle.close();
    rmSync(siteDir, { recursive: true, force: true });
  }
});

Serve('with watch, a request after the output folder was deleted rebuilds it without any edit, and the page reloads', async () => {
  const siteDir = createSite();
  // The rebuild waits until the 404 was read: on a busy machine it could otherwise finish
  // before the request that started it is answered.
  let gate = Promise.resolve();
  let open = () => {};
  const gatedBuild: BuildSite = async (o) => {
    await gate;
    return fakeBuild(o);
  };
  const handle = await serveCommand({
    siteDir, dir: 'build', port: 0, host: '127.0.0.1', watch: true, build: gatedBuild, sourceDirs: [], logger: silentLogger(),
  });
  const stream = await listenForReloads(handle.url);
  try {
    gate = new Promise<void>((resolve) => (open = resolve));
    rmSync(join(siteDir, 'build'), { recursive: true });
    const reloaded = stream.nextReload();
    const gone = await get(handle.url);
    assert.is(gone.status, 404);
    assert.match(gone.body, 'EventSource', 'the 404 page listens for the reload');
    open();
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no rebuild within 20 s of the request')), 20_000)));
    await Promise.race([reloaded, stuck]).finally(() => clearTimeout(timer));
    const back = await get(handle.url);
    assert.is(back.status, 200);
    assert.match(back.body, 'first version');
  } finally {
    stream.close();
    await handle.close();
    rmSync(siteDir, { recursive: true, force: true });
  }
});

Serve('describes an unexpected build crash as an opdocs bug with its stack', () => {
  const text = describeBuildFailure(new TypeError('x is undefined'), '/site');
  assert.match(text, /^opdocs bug: the build crashed\.\nTypeError: x is undefined\n\s+at /);
  assert.match(text, 'Still serving the last good build.');
});

Serve('a rebuild that finds the config gone says so, instead of advising to run opdocs in the site folder', () => {
  const gone = new OpdocsError({ file: '/site/site.config.json', message: 'cannot find site.config.json', hint: 'run opdocs in the site folder, or pass that folder as the argument' });
  assert.match(describeBuildFailure(new OpdocsErrors([gone]), '/site'), 'hint: run opdocs in the site folder', 'the first build: no config at all');
  assert.is(describeBuildFailure(new OpdocsErrors([gone]), '/site', true), [
    'site.config.json  error  site.config.json is gone: it was there when serve --watch started',
    '  hint: put it back (undo the rename or delete, or switch back to the branch that has it); the site rebuilds when it is there',
    '', '1 problem found; nothing was written.', 'Still serving the last good build.',
  ].join('\n'));
});

Serve('warns when bound to an interface other machines can reach, and not on loopback', async () => {
  const siteDir = createSite();
  await fakeBuild({ siteDir, outDir: join(siteDir, 'build') });
  for (const [host, warned] of [['0.0.0.0', true], ['127.0.0.1', false], ['localhost', false]] as const) {
    const logger = silentLogger();
    const handle = await serveCommand({ siteDir, dir: 'build', port: 0, host, watch: false, logger });
    await handle.close();
    assert.is(logger.errors.some((e) => e.startsWith(`warning: serving on ${host}, which other machines can reach.`)), warned, host);
  }
  assert.ok(isLoopback('::1') && isLoopback('[::1]') && isLoopback('127.1.2.3') && !isLoopback('::') && !isLoopback('192.168.1.4'));
});

Serve('with watch, a port already in use fails before any build, leaving the output folder as it was', async () => {
  const siteDir = createSite();
  write(join(siteDir, 'build/index.html'), 'the production build');
  const other = createServer();
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const { port } = other.address() as AddressInfo;
  let builds = 0;
  const counting: BuildSite = (args) => { builds++; return fakeBuild(args); };
  try {
    const failed = await serveCommand({ siteDir, dir: 'build', port, host: '127.0.0.1', watch: true, build: counting, sourceDirs: [], logger: silentLogger() })
      .then(async (handle) => { await handle.close(); return null; }, (err: unknown) => err);
    assert.ok(failed instanceof OpdocsError, `expected a user error, got ${String(failed)}`);
    assert.is(failed.message, `port ${port} on 127.0.0.1 is already in use`);
    assert.is(builds, 0, 'no build ran');
    assert.is(readFileSync(join(siteDir, 'build/index.html'), 'utf8'), 'the production build');
  } finally {
    await new Promise((resolve) => other.close(resolve));
    rmSync(siteDir, { recursive: true, force: true });
  }
});

Serve.run();
