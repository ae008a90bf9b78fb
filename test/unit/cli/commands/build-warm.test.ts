/** Warm builds: unchanged pages are taken from the previous output; a change renders again. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';
import { snapshotTree } from '../../../helpers/snapshot.ts';

const Warm = suite('warm builds');

Warm('a rebuild of an unchanged site renders nothing and writes the same bytes; an edit renders again', async () => {
  const site = copyFixture('basic', 'build-warm');
  const cold = await buildSite({ siteDir: site, outDir: 'build', quiet: true });
  assert.is(cold.reused, 0);
  const first = snapshotTree(join(site, 'build'));
  const warm = await buildSite({ siteDir: site, outDir: 'build', quiet: true });
  assert.is(warm.reused, warm.pages, 'every page came from the previous output');
  assert.equal(snapshotTree(join(site, 'build')), first);

  const doc = join(site, 'content', 'docs', 'intro.md');
  writeFileSync(doc, readFileSync(doc, 'utf8').replace('Welcome to the fixture.', 'Welcome to the warm fixture.'));
  const edited = await buildSite({ siteDir: site, outDir: 'build', quiet: true });
  assert.ok(edited.reused < edited.pages, 'pages that show the change are rendered again');
  assert.match(readFileSync(join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8'), 'Welcome to the warm fixture.');
});

Warm.run();
