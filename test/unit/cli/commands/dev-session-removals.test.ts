import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDevSession, type DevSession } from '../../../../cli/commands/dev-session';
import { copyFixture } from '../../../helpers/fixture-site';

// A partial rebuild writes into the live output, so whatever an edit takes away must be taken
// out of it too, and the pages open on a removed route must be told.
const Gone = suite('watch-mode session: what an edit removes leaves the served output');
let site = '';
let session: DevSession;
const out = (...parts: string[]) => join(site, 'build', ...parts);

Gone.before(async () => {
  site = copyFixture('basic', 'dev-removals');
  session = createDevSession({ siteDir: site, outDir: 'build', sourceDirs: [] });
  await session.rebuild(null);
});
Gone.after(() => session.dispose());

Gone('a deleted doc is reported as removed, and its page and data are deleted', async () => {
  const file = join(site, 'content', 'docs', 'advanced', 'scaling.md');
  assert.ok(existsSync(out('docs', 'advanced', 'scaling', '__data.json')));
  rmSync(file);
  const r = await session.rebuild([file]);
  assert.equal(r.removedRoutes, ['/fixture/docs/advanced/scaling']);
  assert.not.ok(r.changedRoutes?.includes('/fixture/docs/advanced/scaling'), 'nothing renders a removed route');
  assert.not.ok(existsSync(out('docs', 'advanced', 'scaling', 'index.html')));
  assert.not.ok(existsSync(out('docs', 'advanced', 'scaling', '__data.json')));
});

Gone('a renamed doc reports its old route as removed and serves the new one', async () => {
  const from = join(site, 'content', 'docs', 'draft.md');
  const to = join(site, 'content', 'docs', 'final.md');
  writeFileSync(from, '# Draft\n\nSoon.\n');
  await session.rebuild([from]);
  renameSync(from, to);
  const r = await session.rebuild([from, to]);
  assert.equal(r.removedRoutes, ['/fixture/docs/draft']);
  assert.ok(r.changedRoutes?.includes('/fixture/docs/final'));
  assert.not.ok(existsSync(out('docs', 'draft', 'index.html')));
  assert.ok(existsSync(out('docs', 'final', 'index.html')));
});

Gone('a deleted static file is no longer served; the others stay', async () => {
  const file = join(site, 'content', 'static', 'notes.txt');
  writeFileSync(file, 'first');
  await session.rebuild([file]);
  assert.is(readFileSync(out('notes.txt'), 'utf8'), 'first');
  rmSync(file);
  const r = await session.rebuild([file]);
  assert.equal(r.removedRoutes, []);
  assert.not.ok(existsSync(out('notes.txt')), 'the deleted file left the output');
  assert.ok(existsSync(out('img', 'logo.png')), 'the other static files stay');
  assert.ok(existsSync(out('__opdocs.json')), 'and so do the generated files');
});

Gone.run();
