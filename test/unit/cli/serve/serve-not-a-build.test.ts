/**
 * `opdocs serve --dir` given something that is no opdocs build: a file is named as a file, the
 * site folder (or one holding it) is refused, and another folder without the build's record is
 * served at the root with a note saying why.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveCommand, type ServeLogger } from '../../../../cli/commands/serve.js';
import { OpdocsError } from '../../../../cli/errors.js';
import { tempDir } from '../../../helpers/fixture-site.ts';

function logger(): ServeLogger & { infos: string[] } {
  const infos: string[] = [];
  return { infos, info: (text) => void infos.push(text), error: (text) => void infos.push(text) };
}

test('a --dir that is a file is called a file, not a missing folder', async () => {
  const siteDir = tempDir('opdocs-serve-file-');
  try {
    writeFileSync(join(siteDir, 'build'), 'not a folder');
    const err = await serveCommand({ siteDir, dir: 'build', port: 0, host: '127.0.0.1', watch: false, logger: logger() }).then(() => null, (e: unknown) => e);
    assert.instance(err, OpdocsError);
    assert.is((err as OpdocsError).message, 'nothing to serve: build is a file, not a folder');
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
});

test('a folder no build wrote is served at the root, and the note says it is no opdocs build', async () => {
  const siteDir = tempDir('opdocs-serve-other-');
  mkdirSync(join(siteDir, 'public'));
  writeFileSync(join(siteDir, 'public', 'index.html'), '<p>made by hand</p>');
  const log = logger();
  const handle = await serveCommand({ siteDir, dir: 'public', port: 0, host: '127.0.0.1', watch: false, logger: log });
  try {
    assert.match(handle.url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
    assert.match(await (await fetch(handle.url)).text(), 'made by hand');
    assert.equal(log.infos.slice(1), ['note: public holds no __opdocs.json, so it is no opdocs build (or an old one): its files are served as they are, at the root; run `opdocs build` to serve the site under its baseUrl']);
  } finally {
    await handle.close();
    rmSync(siteDir, { recursive: true, force: true });
  }
});

test('the site folder, or a folder holding it, is refused: its .env would be served', async () => {
  const siteDir = tempDir('opdocs-serve-site-');
  try {
    writeFileSync(join(siteDir, '.env'), 'SECRET=1\n');
    for (const [dir, says] of [['.', 'the --dir is the site folder'], ['', 'the --dir is the site folder'], ['..', 'the --dir holds the site folder']]) {
      const err = await serveCommand({ siteDir, dir, port: 0, host: '127.0.0.1', watch: false, logger: logger() }).then(async (handle) => { await handle.close(); return null; }, (e: unknown) => e);
      assert.instance(err, OpdocsError, `--dir "${dir}"`);
      assert.is((err as OpdocsError).message, `nothing to serve: ${says}, not a build; serving it would publish the site's own files`);
    }
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
});

test.run();
