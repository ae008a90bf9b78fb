import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { kernelMatchesSources, kernelSourceHash, kernelSourceStamp, readKernel } from '../../../../cli/bundle/kernel-files.ts';
import { copyFixture, ROOT, tempDir } from '../../../helpers/fixture-site.ts';
import { builtPages, comparable } from '../../../helpers/built-pages.ts';

const Kernel = suite('the theme bundled ahead of time (dist/kernel)');

async function build(fixture: string, tag: string, kernel: boolean, edit?: (siteDir: string) => void) {
  const siteDir = copyFixture(fixture, tag);
  edit?.(siteDir);
  if (!kernel) process.env.OPDOCS_KERNEL = '0';
  try {
    await buildSite({ siteDir, outDir: 'build', quiet: true });
  } finally {
    delete process.env.OPDOCS_KERNEL;
  }
  const out = join(siteDir, 'build');
  const pages = builtPages(out);
  return { pages, assets: readdirSync(join(out, 'assets')) };
}

Kernel('the kernel is built and matches the theme sources', () => {
  const kernel = readKernel();
  assert.ok(kernel, 'npm run build writes dist/kernel; a theme edit needs it again');
  for (const key of ['theme/compat/Link.tsx', 'theme/index.ts', 'react#defaults']) assert.ok(kernel.server.tabled.includes(key), key);
  assert.ok(kernel.exports['theme/index.ts'].includes('Link'));
});

Kernel('the Node kernel leaves out what only a browser runs: loading it loads no Algolia client, and React\'s browser renderer is not in its table', () => {
  const kernel = readKernel()!;
  for (const key of ['runtime/search/algolia-client.ts', 'react-dom/client', 'runtime/hydrate.tsx']) assert.not.ok(kernel.server.tabled.includes(key), key);
  // A process of its own, so that nothing this test process loaded earlier is counted.
  const script = join(ROOT, 'dist', 'kernel', 'server', 'kernel.cjs');
  const loaded = spawnSync(process.execPath, ['-e', `const k = require(${JSON.stringify(script)}); console.log(JSON.stringify({ renders: typeof k.createRenderer, files: Object.keys(require.cache) }))`], { encoding: 'utf8' });
  assert.is(loaded.status, 0, loaded.stderr);
  const { renders, files } = JSON.parse(loaded.stdout) as { renders: string; files: string[] };
  assert.is(renders, 'function', 'the kernel did load');
  assert.equal(files.filter((f) => /algolia/i.test(f)), []);
});

Kernel('a kernel is current while its sources keep their stamp, or else their content', () => {
  const sources = kernelSourceHash();
  const stamp = kernelSourceStamp();
  assert.ok(kernelMatchesSources({ sources: 'not-read', stamp }), 'an unchanged stamp spares reading the sources');
  assert.ok(kernelMatchesSources({ sources, stamp: 'touched' }), 'files touched but not changed');
  assert.ok(kernelMatchesSources({ sources }), 'a kernel built before stamps');
  assert.not.ok(kernelMatchesSources({ sources: 'changed', stamp: 'changed' }));
});

Kernel('a file saved again unchanged changes the stamp of the sources, as a changed one does', () => {
  const dir = tempDir('opdocs-stamp-');
  const files = ['a.tsx', 'b.ts'].map((name) => join(dir, name));
  for (const file of files) writeFileSync(file, `export const ${file.endsWith('x') ? 'a' : 'b'} = 1;\n`);
  const before = kernelSourceStamp(files);
  assert.is(kernelSourceStamp([...files].reverse()), before, 'in any order');
  const { atime, mtime } = statSync(files[0]);
  utimesSync(files[0], atime, new Date(mtime.getTime() + 5000));
  const touched = kernelSourceStamp(files);
  assert.is.not(touched, before);
  writeFileSync(files[1], 'export const b = 22;\n');
  assert.is.not(kernelSourceStamp(files), touched);
});

for (const fixture of ['basic', 'docusaurus-react-pages']) {
  Kernel(`${fixture}: pages built against the kernel are the pages built with the whole theme`, async () => {
    const linked = await build(fixture, `kernel-on-${fixture}`, true);
    const whole = await build(fixture, `kernel-off-${fixture}`, false);
    assert.ok(linked.assets.some((name) => name.startsWith('opdocs-kernel-')), 'the kernel is used');
    assert.not.ok(whole.assets.some((name) => name.startsWith('opdocs-kernel-')), 'OPDOCS_KERNEL=0 bundles the whole theme');
    assert.equal([...linked.pages.keys()].sort(), [...whole.pages.keys()].sort());
    for (const [page, html] of linked.pages) assert.fixture(comparable(html), comparable(whole.pages.get(page)!), page);
  });
}

Kernel('a page importing a theme module the kernel does not share gets the whole theme, and builds', async () => {
  const { pages, assets } = await build('basic', 'kernel-miss', true, (siteDir) => {
    writeFileSync(join(siteDir, 'content', 'pages', 'index.tsx'), [
      `import { createRouteStore } from ${JSON.stringify(join(ROOT, 'runtime', 'route-store.ts'))};`,
      'export default function Home() { return <main>{typeof createRouteStore}</main>; }',
    ].join('\n'));
  });
  assert.not.ok(assets.some((name) => name.startsWith('opdocs-kernel-')));
  assert.match(pages.get('index.html')!, '<main>function</main>');
});

Kernel('a page importing a React 18 name React 19 dropped gets the whole theme, where the name is undefined', async () => {
  const { pages, assets } = await build('basic', 'kernel-react18', true, (siteDir) => {
    writeFileSync(join(siteDir, 'content', 'pages', 'index.tsx'), [
      "import { findDOMNode } from 'react-dom';",
      'export default function Home() { return <main>{typeof findDOMNode}</main>; }',
    ].join('\n'));
  });
  assert.not.ok(assets.some((name) => name.startsWith('opdocs-kernel-')));
  assert.match(pages.get('index.html')!, '<main>undefined</main>');
});

Kernel.run();
