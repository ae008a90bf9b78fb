/** `opdocs clear`: the output, its leftovers and the cache go; anything opdocs did not build stays. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clearSite } from '../../../../cli/commands/clear.ts';
import { OpdocsError } from '../../../../cli/errors.ts';
import { SITE_DATA_FILE } from '../../../../cli/output/out-dir.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const SITE = { 'site.config.json': '{"title":"Mugs","url":"https://example.org","baseUrl":"/"}', 'content/docs/a.md': '# A\n' };
const built = { [`build/${SITE_DATA_FILE}`]: '{"buildId":"b1"}', 'build/index.html': '<p>home', 'node_modules/.cache/opdocs/pages.json': '{}' };
const quiet = () => {};

test('removes the output, its staging and trash folders and the build cache, and nothing else', () => {
  const dir = writeSiteFiles('clear', { ...SITE, ...built, '.build.opdocs-staging/x.html': 'half', '.build.opdocs-trash-12-0/y.html': 'old', 'node_modules/.cache/other-tool/keep': 'k' });
  const removed = clearSite({ siteDir: dir, outDir: 'build', log: quiet });
  assert.equal(removed.map((p) => p.slice(dir.length + 1)).sort(), ['.build.opdocs-staging', '.build.opdocs-trash-12-0', 'build', 'node_modules/.cache/opdocs']);
  for (const kept of ['site.config.json', 'content/docs/a.md', 'node_modules/.cache/other-tool/keep']) assert.ok(existsSync(join(dir, kept)), kept);
  assert.not.ok(existsSync(join(dir, '.build.opdocs-lock')), 'the lock is released');
  assert.equal(clearSite({ siteDir: dir, outDir: 'build', log: quiet }), []);
});

test('refuses a folder opdocs did not build, the site folder and a folder holding it', () => {
  const dir = writeSiteFiles('clear-refuse', { ...SITE, 'notes/todo.txt': 'mine' });
  for (const outDir of ['notes', '.', '..']) {
    const err = (() => { try { clearSite({ siteDir: dir, outDir, log: quiet }); } catch (e) { return e; } })();
    assert.instance(err, OpdocsError, outDir);
  }
  assert.ok(existsSync(join(dir, 'notes/todo.txt')));
  assert.ok(existsSync(join(dir, 'site.config.json')));
});

test('waits for no build: one writing the output holds its lock, and clear says so', () => {
  const dir = writeSiteFiles('clear-locked', { ...SITE, ...built });
  writeFileSync(join(dir, '.build.opdocs-lock'), String(process.pid));
  const err = (() => { try { clearSite({ siteDir: dir, outDir: 'build', log: quiet }); } catch (e) { return e; } })();
  assert.instance(err, OpdocsError);
  assert.match((err as Error).message, 'is writing');
  assert.ok(existsSync(join(dir, 'build/index.html')));
});

test.run();
