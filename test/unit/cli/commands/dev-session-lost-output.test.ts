import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDevSession, type DevSession } from '../../../../cli/commands/dev-session';
import { copyFixture } from '../../../helpers/fixture-site';

// The served folder can vanish under a running `serve --watch` (an `rm -rf build`, a clean
// script, another build). A partial rebuild would then write back only the edited page and
// leave every other one answering 404 until a restart.
const Lost = suite('watch-mode session: the output folder deleted while serving');
let site = '';
let session: DevSession;
const out = (...parts: string[]) => join(site, 'build', ...parts);

Lost.before(async () => {
  site = copyFixture('basic', 'dev-lost-output');
  session = createDevSession({ siteDir: site, outDir: 'build', sourceDirs: [] });
  await session.rebuild(null);
});
Lost.after(() => session.dispose());

Lost('an edit with the output intact rebuilds only what changed', async () => {
  const file = join(site, 'content', 'docs', 'intro.md');
  writeFileSync(file, readFileSync(file, 'utf8') + '\nOne more line.\n');
  const r = await session.rebuild([file]);
  assert.ok(r.changedRoutes, 'a partial rebuild names the routes it rendered');
});

Lost('after the whole output folder is deleted, the next edit writes every page and the bundles again', async () => {
  const pages = ['docs/intro/index.html', 'docs/advanced/scaling/index.html', 'blog/index.html', '404.html', 'sitemap.xml'];
  // The sitemap is made when it is first asked for (as the server does before answering).
  session.makeOnDemand('sitemap.xml');
  for (const rel of pages) assert.ok(existsSync(out(rel)), `${rel} is there before`);
  rmSync(out(), { recursive: true });
  const file = join(site, 'content', 'docs', 'intro.md');
  writeFileSync(file, readFileSync(file, 'utf8') + '\nAfter the folder was deleted.\n');
  const r = await session.rebuild([file]);
  assert.is(r.changedRoutes, null, 'the rebuild was a full one, so every open page reloads');
  session.makeOnDemand('sitemap.xml');
  for (const rel of pages) assert.ok(existsSync(out(rel)), `${rel} is back`);
  assert.match(readFileSync(out('docs/intro/index.html'), 'utf8'), 'After the folder was deleted.');
  assert.ok(readdirSync(out('assets')).some((f) => f.endsWith('.js')), 'the client bundle is back');
});

Lost('after one page or one bundle file is deleted, the next edit of another page restores it', async () => {
  rmSync(out('docs', 'advanced', 'scaling', 'index.html'));
  const file = join(site, 'content', 'docs', 'intro.md');
  writeFileSync(file, readFileSync(file, 'utf8') + '\nA second edit.\n');
  await session.rebuild([file]);
  assert.ok(existsSync(out('docs', 'advanced', 'scaling', 'index.html')));

  const script = readdirSync(out('assets')).find((f) => f.endsWith('.js'))!;
  rmSync(out('assets', script));
  writeFileSync(file, readFileSync(file, 'utf8') + '\nA third edit.\n');
  await session.rebuild([file]);
  assert.ok(readdirSync(out('assets')).some((f) => f.endsWith('.js')), 'the bundle was written again');
});

Lost.run();
