import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startBundlesEarly } from '../../../../cli/bundle/bundle-site.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';
import type { MarkdownLinkTable } from '../../../../cli/pipeline/check/markdown-links.ts';

// The loaded content's Markdown-link table; these sites' React code imports no Markdown.
const NO_LINKS: MarkdownLinkTable = { fileToRoute: new Map(), roots: [], baseUrl: '/', brokenFails: true };

const Early = suite('bundles started from an early list of React pages');

function setup(tag: string) {
  const siteDir = copyFixture('basic', tag);
  const outDir = join(siteDir, 'out');
  mkdirSync(outDir);
  const args = { cacheDir: join(siteDir, 'cache'), outDir, baseUrl: '/fixture/', site: { siteDir, customCss: [] } };
  return { siteDir, outDir, args, index: new Map([['react:index', join(siteDir, 'content', 'pages', 'index.tsx')]]) };
}

Early('starts again with the content components the load found in bodies', async () => {
  const { args, index } = setup('bundle-early-components');
  const bundles = startBundlesEarly(args, Promise.resolve(new Map(index)));
  const first = await bundles.confirm(index, [], NO_LINKS);
  const withTabs = await bundles.confirm(index, ['Tabs'], NO_LINKS);
  assert.is.not(withTabs, first);
  const { manifest } = await withTabs.result();
  assert.ok(manifest.chunks['react:index']?.length);
  await bundles.discard();
});

Early('keeps the early bundles when the load finds the same pages', async () => {
  const { args, index } = setup('bundle-early-same');
  const bundles = startBundlesEarly(args, Promise.resolve(new Map(index)));
  const first = await bundles.confirm(index, [], NO_LINKS);
  const again = await bundles.confirm(new Map(index), [], NO_LINKS);
  assert.is(again, first);
  const { manifest, server } = await first.result();
  assert.ok(manifest.chunks['react:index']?.length);
  assert.ok(existsSync(server.file));
  await bundles.discard();
  assert.not.ok(existsSync(server.file), 'discard removes the server bundle');
});

Early('bundles again, without the first bundle\'s files, when the load finds other pages', async () => {
  const { args, outDir, index } = setup('bundle-early-changed');
  const bundles = startBundlesEarly(args, Promise.resolve(new Map()));
  const { manifest, server } = await (await bundles.confirm(index, [], NO_LINKS)).result();
  assert.ok(manifest.chunks['react:index']?.length, 'the page found by the load is bundled');
  const written = readdirSync(join(outDir, 'assets'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(outDir.length + 1)).sort();
  assert.equal(written, [...manifest.files].sort());
  await bundles.discard();
  assert.not.ok(existsSync(server.file));
});

Early('a failed early listing still bundles once the load has the pages', async () => {
  const { args, index } = setup('bundle-early-failed');
  const bundles = startBundlesEarly(args, Promise.reject(new Error('listing failed')));
  const { manifest } = await (await bundles.confirm(index, [], NO_LINKS)).result();
  assert.ok(manifest.chunks['react:index']?.length);
  await bundles.discard();
});

Early('with OPDOCS_SIDE_THREAD=1 the bundles are built on the side thread, to the same files', async () => {
  const { args, index } = setup('bundle-early-here');
  const onThread = await startBundlesEarly(args, Promise.resolve(new Map(index))).confirm(index, [], NO_LINKS);
  const there = await onThread.result();
  process.env.OPDOCS_SIDE_THREAD = '1';
  try {
    const here = setup('bundle-early-beside');
    const bundles = startBundlesEarly(here.args, Promise.resolve(new Map(here.index)));
    const { manifest, server } = await (await bundles.confirm(here.index, [], NO_LINKS)).result();
    assert.equal([...manifest.files].sort(), [...there.manifest.files].sort(), 'the same hashed files');
    assert.is(typeof server.render, 'function');
    await bundles.discard();
    assert.not.ok(existsSync(server.file));
  } finally {
    delete process.env.OPDOCS_SIDE_THREAD;
    await onThread.discard();
  }
});

Early.run();
