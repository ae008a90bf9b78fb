/**
 * serve --watch with a site file (a sidebars.js) whose exported promise never settles: the
 * server keeps the process alive, so nothing ends that wait by itself. The next edit stops it
 * and builds, instead of queueing behind it for good (the fix never showing).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { serveCommand, type BuildSite, type ServeLogger } from '../../../../cli/commands/serve.js';
import { runSiteCode } from '../../../../cli/site-code.js';
import { tempDir } from '../../../helpers/fixture-site.ts';

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A logger whose `next(pattern)` resolves when an info line matching it is logged. */
function watchingLogger(): ServeLogger & { errors: string[]; infos: string[]; next(pattern: RegExp): Promise<string> } {
  const errors: string[] = [];
  const infos: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  return {
    errors, infos,
    info(text) {
      infos.push(text);
      for (const w of waiters.filter((x) => x.pattern.test(text))) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(text);
      }
    },
    error: (text) => void errors.push(text),
    next: (pattern) => new Promise((resolve) => waiters.push({ pattern, resolve })),
  };
}

/** Resolved once the stand-in build waits on the site file (so the test edits only then). */
let waiting: () => void = () => undefined;

/** A stand-in for buildSite: "HANG" in the page makes it await, as site code, a promise that never settles. */
const build: BuildSite = async ({ siteDir, outDir }) => {
  const page = join(siteDir, 'content/docs/a.md');
  const text = readFileSync(page, 'utf8');
  if (text.includes('HANG')) {
    const wait = runSiteCode(join(siteDir, 'sidebars.js'), () => new Promise(() => {}));
    waiting();
    await wait;
  }
  write(join(outDir, 'index.html'), `<html><body><p>${text}</p></body></html>`);
  write(join(outDir, '404.html'), '<html><body>missing</body></html>');
  write(join(outDir, '__opdocs.json'), '{"baseUrl":"/"}');
  return { outDir, baseUrl: '/', routes: 1, watchPaths: [join(siteDir, 'content')] };
};

test('an edit during a build stuck on a never-settling site file stops that wait, and the edit is built without an error shown', async () => {
  const siteDir = tempDir('opdocs-stuck-');
  write(join(siteDir, 'site.config.json'), '{ "title": "T" }');
  write(join(siteDir, 'content/docs/a.md'), 'first');
  const logger = watchingLogger();
  const handle = await serveCommand({ siteDir, dir: 'build', port: 0, host: '127.0.0.1', watch: true, build, sourceDirs: [], logger });
  try {
    const stuck = new Promise<void>((resolve) => { waiting = resolve; });
    write(join(siteDir, 'content/docs/a.md'), 'HANG');
    await stuck;
    const stopped = logger.next(/^Stopped waiting for a site file/);
    const rebuilt = logger.next(/^Rebuilt /);
    write(join(siteDir, 'content/docs/a.md'), 'fixed');
    await stopped;
    await rebuilt;
    assert.match(readFileSync(join(siteDir, 'build/index.html'), 'utf8'), 'fixed');
    assert.equal(logger.errors, []);
  } finally {
    await handle.close();
    rmSync(siteDir, { recursive: true, force: true });
  }
});

test.run();
