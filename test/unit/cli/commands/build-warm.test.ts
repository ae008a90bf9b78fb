/** Warm builds: unchanged pages are taken from the previous output; a change renders again. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';
import { snapshotTree } from '../../../helpers/snapshot.ts';
import { withMarks } from '../../../../cli/render/reuse-pages.ts';
import { createDevSession } from '../../../../cli/commands/dev-session.ts';

const Warm = suite('warm builds');

Warm('a rebuild of an unchanged site renders nothing and writes the same bytes; an edit renders again', async () => {
  const site = copyFixture('basic', 'build-warm');
  // Words under every letter, enough for the index to spread them over several files, of which
  // an edit to one page changes some only.
  for (let i = 0; i < 26; i++) {
    const letter = String.fromCharCode(97 + i);
    const words = Array.from({ length: 40 }, (_, k) => `${letter}${letter}term${k}`).join(' ');
    writeFileSync(join(site, 'content', 'docs', `glossary-${letter}.md`), `# Glossary ${letter}\n\n${words}\n`);
  }
  const cold = await buildSite({ siteDir: site, outDir: 'build', quiet: true });
  assert.is(cold.reused, 0);
  const first = snapshotTree(join(site, 'build'));
  const warm = await buildSite({ siteDir: site, outDir: 'build', quiet: true });
  assert.is(warm.reused, warm.pages, 'every page came from the previous output');
  assert.equal(snapshotTree(join(site, 'build')), first);

  const searchDir = join(site, 'build', 'assets', 'search');
  const inodes = new Map(readdirSync(searchDir).map((f) => [f, statSync(join(searchDir, f)).ino]));
  const doc = join(site, 'content', 'docs', 'intro.md');
  writeFileSync(doc, readFileSync(doc, 'utf8').replace('Welcome to the fixture.', 'Welcome to the warm fixture.'));
  const edited = await buildSite({ siteDir: site, outDir: 'build', quiet: true });
  assert.is(edited.pages - edited.reused, 1, 'a body edit renders its own page only');
  // Index files named by their content that the edit left as they were are linked, not written again.
  const same = readdirSync(searchDir).filter((f) => inodes.has(f));
  assert.ok(same.length > 0 && same.length < inodes.size, 'some index files changed, some did not');
  for (const f of same) assert.is(statSync(join(searchDir, f)).ino, inodes.get(f), f);
  assert.match(readFileSync(join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8'), 'Welcome to the warm fixture.');
  // The kept pages got the new build id and search index name: the output is what a cold build makes.
  const cold2 = await buildSite({ siteDir: site, outDir: 'build-cold', quiet: true });
  assert.is(cold2.reused, 0);
  assert.equal(snapshotTree(join(site, 'build')), snapshotTree(join(site, 'build-cold')));
  assert.not.equal(snapshotTree(join(site, 'build')), first);
});

Warm('pages serve --watch rendered into the output are not kept by the next build', async () => {
  const site = copyFixture('basic', 'build-warm-dev');
  await buildSite({ siteDir: site, outDir: 'build', quiet: true });
  const session = createDevSession({ siteDir: site, outDir: 'build', sourceDirs: [] });
  try {
    await session.rebuild(null);
  } finally {
    await session.dispose();
  }
  assert.match(readFileSync(join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8'), '"buildId":"dev"');
  const next = await buildSite({ siteDir: site, outDir: 'build', quiet: true });
  assert.is(next.reused, 0);
  assert.not.match(readFileSync(join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8'), '"buildId":"dev"');
});

Warm('a kept page takes the new marks only where each old one is there once', () => {
  const page = '<p>"indexUrl":"/s/index-1.json"</p><script>{"x":1,"buildId":"aaa"}</script>';
  const old = [',"buildId":"aaa"}</script>', '"indexUrl":"/s/index-1.json"'];
  assert.is(withMarks(page, old, [',"buildId":"bbb"}</script>', '"indexUrl":"/s/index-2.json"']),
    '<p>"indexUrl":"/s/index-2.json"</p><script>{"x":1,"buildId":"bbb"}</script>');
  assert.is(withMarks(page + old[1], old, [old[0], '"indexUrl":"/s/index-2.json"']), null, 'twice: rendered again');
  assert.is(withMarks(page, [',"buildId":"zzz"}</script>'], [',"buildId":"bbb"}</script>']), null, 'missing: rendered again');
  assert.is(withMarks(page, old, old), page);
});

Warm.run();
