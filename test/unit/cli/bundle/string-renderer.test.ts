import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleServer } from '../../../../cli/bundle/bundle-server.ts';
import { pageSources } from '../../../../cli/bundle/paths.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';
import { KERNEL_DIR, readKernel } from '../../../../cli/bundle/kernel-files.ts';

const Renderer = suite('server bundle: the string renderer only');

async function serverSource(tag: string, page?: string): Promise<{ code: string; html: string }> {
  const siteDir = copyFixture('basic', tag);
  const file = join(siteDir, 'content', 'pages', 'index.tsx');
  if (page) writeFileSync(file, page);
  const server = await bundleServer({
    cacheDir: join(siteDir, 'cache'), baseUrl: '/fixture/', site: { siteDir, customCss: [] },
    pages: pageSources(new Map([['react:index', file]])),
  });
  try {
    // A React page's title is read from its module, so a page can report what it computed there.
    return { code: readFileSync(server.file, 'utf8'), html: server.reactMeta['react:index']?.title ?? '' };
  } finally {
    await server.dispose();
  }
}

Renderer('opdocs renders with renderToString and leaves React\'s streaming renderer out of the bundle', async () => {
  process.env.OPDOCS_KERNEL = '0';
  try {
    const { code } = await serverSource('string-renderer-own');
    assert.match(code, /renderToString/);
    // The streaming renderer exports resumeToPipeableStream; the string renderer never names it.
    assert.not.match(code, /resumeToPipeableStream/);
  } finally {
    delete process.env.OPDOCS_KERNEL;
  }
});

Renderer('the theme bundled ahead of time holds the string renderer only, and the site bundle no React', async () => {
  const kernel = readKernel();
  assert.ok(kernel, 'dist/kernel is built (npm run build) and current');
  // The module sites import runs this script (through the code cache).
  assert.match(readFileSync(join(KERNEL_DIR, 'server', kernel.server.entry), 'utf8'), /kernel\.cjs/);
  const kernelCode = readFileSync(join(KERNEL_DIR, 'server', 'kernel.cjs'), 'utf8');
  assert.match(kernelCode, /renderToString/);
  assert.not.match(kernelCode, /resumeToPipeableStream/);
  const { code } = await serverSource('string-renderer-kernel');
  assert.match(code, /dist\/kernel\/server\/kernel\.js/);
  assert.not.match(code, /renderToString|react\.production/);
});

Renderer('a site page that imports react-dom/server gets all of it, and it works', async () => {
  const { code, html } = await serverSource('string-renderer-site', [
    "import { renderToStaticMarkup, renderToPipeableStream } from 'react-dom/server';",
    "export const title = `${typeof renderToPipeableStream}:${renderToStaticMarkup(<b>hi</b>)}`;",
    'export default function Home() { return <main>home</main>; }',
  ].join('\n'));
  assert.match(code, /resumeToPipeableStream/);
  assert.is(html, 'function:<b>hi</b>');
});

Renderer.run();
