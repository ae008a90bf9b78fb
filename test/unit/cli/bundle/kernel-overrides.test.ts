/**
 * A site that overrides theme components still links its server bundle to the Node kernel: only
 * the modules that import an overridden one are bundled from their sources, and the pages are
 * the pages the whole theme bundled from source makes.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSite } from '../../../../cli/commands/build.ts';
import { buildServerBundle } from '../../../../cli/bundle/bundle-server.ts';
import { serverKernelFor } from '../../../../cli/bundle/kernel-plugin.ts';
import { KERNEL_DIR, readKernel } from '../../../../cli/bundle/kernel-files.ts';
import { pageSources } from '../../../../cli/bundle/paths.ts';
import { tempDir } from '../../../helpers/fixture-site.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';
import { builtPages, comparable } from '../../../helpers/built-pages.ts';

const Overrides = suite('overridden theme components and the Node kernel');

const CONFIG = { title: 'Kites', url: 'https://example.org', baseUrl: '/', contentDir: '.', footer: { copyright: 'Kite club' } };
const SITE = {
  'site.config.json': JSON.stringify(CONFIG),
  'docs/lines.md': '---\ntags: [flying]\n---\n# Lines\n\nKeep them dry.\n\n## Knots\n\nTie twice.\n\n:::tip\n\nWax the spool.\n\n:::\n',
  'docs/wind.md': '# Wind\n\nSteady is best.\n',
  'blog/2026-02-01-spring.md': '---\ntitle: Spring flights\n---\nFirst kites up.\n',
  // Wraps the original TOC.
  'src/theme/TOC/index.js': [
    "import React from 'react';",
    "import TOC from '@theme-original/TOC';",
    'export default function TOCWrapper(props) {',
    '  return <div className="kite-toc"><TOC {...props} /><p className="kite-count">{props.toc.length} headings</p></div>;',
    '}',
  ].join('\n'),
  // One part of the footer: opdocs then draws the footer from its parts.
  'src/theme/Footer/Copyright/index.js': [
    "import React from 'react';",
    'export default function FooterCopyright({ copyright }) {',
    '  return <p className="kite-copyright">© {copyright}</p>;',
    '}',
  ].join('\n'),
  // Under every doc, from the doc's metadata.
  'src/theme/DocItem/Footer/index.js': [
    "import React from 'react';",
    "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
    'export default function DocItemFooter() {',
    '  const { metadata } = useDoc();',
    '  return <footer className="kite-doc-footer">{metadata.title} · {metadata.tags.length} tags</footer>;',
    '}',
  ].join('\n'),
};

async function build(files: Record<string, string>, kernel: boolean): Promise<{ pages: Map<string, string>; assets: string[]; out: string }> {
  const site = writeSiteFiles(`kernel-overrides-${kernel ? 'on' : 'off'}-`, files);
  if (!kernel) process.env.OPDOCS_KERNEL = '0';
  try {
    await buildSite({ siteDir: site, outDir: 'build', quiet: true });
  } finally {
    delete process.env.OPDOCS_KERNEL;
  }
  const out = join(site, 'build');
  return { pages: builtPages(out), assets: readdirSync(join(out, 'assets')), out };
}
const usesBrowserKernel = (assets: string[]) => assets.some((name) => name.startsWith('opdocs-kernel-'));

Overrides('only the importers of an overridden module, and the files overrides are drawn from, are bundled from source', () => {
  const site = writeSiteFiles('kernel-overrides-sets-', SITE);
  const kernel = serverKernelFor(site);
  assert.ok(kernel, 'the kernel is used');
  const { fromSource, manifest } = kernel;
  const graph = manifest.server.graph;
  for (const key of ['theme/App.tsx', 'runtime/ssr/create-renderer.ts']) assert.ok(fromSource.has(key), `${key}: it draws the overridden TOC`);
  for (const key of ['runtime/Link.tsx', 'theme/Navbar/Navbar.tsx', 'react']) assert.not.ok(fromSource.has(key), `${key} is the kernel's`);
  // Closed under importers: a module importing one bundled from source is bundled from source too.
  for (const [key, imports] of Object.entries(graph)) {
    if (imports.some((imported) => fromSource.has(imported))) assert.ok(fromSource.has(key), `${key} imports a module bundled from source`);
  }
  assert.ok(fromSource.size < Object.keys(graph).length / 2, `${fromSource.size} of ${Object.keys(graph).length} modules from source`);
  assert.is(serverKernelFor(writeSiteFiles('kernel-overrides-none-', { 'site.config.json': JSON.stringify(CONFIG) }))?.fromSource.size, 0);
});

Overrides('the server bundle of a site with overrides links to the kernel and is a fraction of the whole theme', async () => {
  const site = writeSiteFiles('kernel-overrides-bundle-', SITE);
  const bundle = async () => {
    const file = await buildServerBundle({ cacheDir: tempDir('kernel-overrides-cache-'), pages: pageSources(new Map()), baseUrl: '/', site: { siteDir: site, customCss: [] } });
    return { text: readFileSync(file, 'utf8'), bytes: statSync(file).size };
  };
  const linked = await bundle();
  process.env.OPDOCS_KERNEL = '0';
  const whole = await bundle().finally(() => delete process.env.OPDOCS_KERNEL);
  const table = pathToFileURL(join(KERNEL_DIR, 'server', readKernel()!.server.entry)).href;
  assert.ok(linked.text.includes(table), 'imports the kernel');
  assert.not.ok(whole.text.includes(table));
  // React's renderer and the components the overrides leave alone are the kernel's (esbuild
  // names each file it bundles in a comment; a module linked to the kernel reads its table).
  assert.ok(whole.text.includes('// node_modules/react-dom/'));
  assert.not.ok(linked.text.includes('// node_modules/react-dom/'), 'React\'s renderer is not bundled again');
  assert.match(linked.text, /modules\d*\["theme\/Navbar\/Navbar\.tsx"\]/);
  assert.not.match(linked.text, /modules\d*\["theme\/TOC\/TOCColumn\.tsx"\]/, 'an importer of the TOC is bundled, with the override in its place');
  assert.ok(linked.bytes * 2 < whole.bytes, `${linked.bytes} bytes against ${whole.bytes}`);
});

Overrides('the pages are those the whole theme makes', async () => {
  const built = await build(SITE, true);
  const linked = built.pages;
  const whole = (await build(SITE, false)).pages;
  // The footer and the TOC are drawn by the first load: the browser bundles the whole theme.
  assert.not.ok(usesBrowserKernel(built.assets));
  assert.equal([...linked.keys()].sort(), [...whole.keys()].sort());
  const doc = linked.get(join('docs', 'lines', 'index.html'))!;
  for (const mark of ['kite-toc', /1(?:<!-- -->)? headings/, 'kite-copyright', /© (?:<!-- -->)?Kite club/, 'kite-doc-footer', /Lines(?:<!-- -->)? · (?:<!-- -->)?1(?:<!-- -->)? tags/]) assert.match(doc, mark);
  for (const [page, html] of linked) assert.fixture(comparable(html), comparable(whole.get(page)!), page);
});

Overrides('an override that only islands draw keeps the browser kernel too, and hydrates from the site\'s code', async () => {
  const files = {
    'site.config.json': JSON.stringify(CONFIG),
    'docs/lines.md': '# Lines\n\n:::tip[Spool]\n\nWax it.\n\n:::\n',
    'src/theme/Admonition/index.js': [
      "import React from 'react';",
      'export default function Admonition({ type, title, children }) {',
      '  return <aside className={`kite-note kite-note--${type}`}><b>{title}</b>{children}</aside>;',
      '}',
    ].join('\n'),
  };
  const linked = await build(files, true);
  const whole = await build(files, false);
  assert.ok(usesBrowserKernel(linked.assets), 'the first load is the kernel');
  assert.not.ok(usesBrowserKernel(whole.assets));
  const doc = join('docs', 'lines', 'index.html');
  assert.match(linked.pages.get(doc)!, /<aside class="kite-note kite-note--tip"><b>Spool<\/b>/);
  assert.fixture(comparable(linked.pages.get(doc)!), comparable(whole.pages.get(doc)!));
  // The island's component is the site's, in the site's own scripts beside the kernel.
  const scripts = linked.assets.filter((name) => name.endsWith('.js') && !name.startsWith('opdocs-kernel-'));
  assert.ok(scripts.some((name) => readFileSync(join(linked.out, 'assets', name), 'utf8').includes('kite-note')), scripts.join());
});

Overrides.run();
