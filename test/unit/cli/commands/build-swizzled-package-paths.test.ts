/**
 * Swizzles that reach Docusaurus' own files by path rather than by `@theme/…`: the generated
 * site config read at a module's top level, the original Layout named by its file in the
 * theme-classic package, an ejected DocItem/Layout reusing that package's stylesheet, and a
 * TypeScript wrapper typing its props with an original opdocs lacks (an import esbuild drops).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Paths = suite('opdocs build: swizzles importing Docusaurus\' files by path');

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Herons', url: 'https://example.org', baseUrl: '/', contentDir: '.', customFields: { pond: 'reed-9' } }),
  'docs/wade.md': '# Wade\n\nStand still.\n\n## Strike\n\nFast.\n',
  'src/theme/Layout/index.js': [
    "import React from 'react';",
    "import siteConfig from '@generated/docusaurus.config';",
    "import Layout from '@docusaurus/theme-classic/lib/theme/Layout/index';",
    // Read once, when the module loads: no React context exists yet.
    'const pond = siteConfig.customFields.pond;',
    'export default function LayoutWrapper(props) {',
    '  return <div className="heron-frame" data-pond={pond} data-title={siteConfig.title}><Layout {...props} /></div>;',
    '}',
  ].join('\n'),
  'src/theme/DocItem/Layout/index.js': [
    "import React from 'react';",
    "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
    "import DocItemContent from '@theme/DocItem/Content';",
    "import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';",
    "import styles from '@docusaurus/theme-classic/lib/theme/DocItem/Layout/styles.module.css';",
    'export default function DocItemLayout({ children }) {',
    '  const { toc } = useDoc();',
    '  return <div className="row"><div className={`col ${styles.docItemCol}`}><div className={styles.docItemContainer}>',
    '    <DocItemContent>{children}</DocItemContent></div></div>',
    '    {toc.length > 0 && <div className="col col--3"><DocItemTOCDesktop /></div>}</div>;',
    '}',
  ].join('\n'),
  'src/theme/DocSidebarItem/index.tsx': [
    "import React, { type ComponentProps } from 'react';",
    "import Original from '@theme-original/DocSidebarItem';",
    "import OriginalDocItem from '@theme-original/DocItem';",
    'export default function Item({ item, ...props }: ComponentProps<typeof OriginalDocItem>) {',
    '  return <div className="heron-item" data-label={item.label}><Original item={item} {...props} /></div>;',
    '}',
  ].join('\n'),
};

let dir = '';
Paths.before(async () => {
  dir = writeSiteFiles('opdocs-swizzled-package-paths', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
});

const page = () => readFileSync(join(dir, 'build', 'docs', 'wade', 'index.html'), 'utf8');

Paths('both swizzles are applied, with nothing missing', () => {
  assert.equal(listSwizzled(dir).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [
    ['DocItem/Layout', 'DocItemLayout', null],
    ['DocSidebarItem', 'DocSidebarItem', null],
    ['Layout', 'PageLayout', null],
  ]);
});

Paths('@generated/docusaurus.config gives the site\'s config to a module as it loads', () => {
  assert.match(page(), '<div class="heron-frame" data-pond="reed-9" data-title="Herons">');
});

Paths('theme-classic\'s Layout file by path is the theme\'s frame, drawn once inside the wrapper', () => {
  const html = page();
  assert.match(html, /<div class="heron-frame"[^>]*><div role="region" aria-label="Skip to main content"/);
  assert.is(html.match(/<nav[^>]*class="navbar/g)?.length, 1);
});

Paths('theme-classic\'s DocItem/Layout stylesheet is a stand-in with the same class names and rules of its own', () => {
  const html = page();
  const col = /<div class="col ([\w-]+)"><div class="([\w-]+)"><article/.exec(html);
  assert.ok(col, 'the ejected columns carry both class names');
  assert.match(html, /<div class="col col--3">.*href="#strike"/s);
  const assets = join(dir, 'build', 'assets');
  const css = readdirSync(assets).filter((f) => f.endsWith('.css')).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  assert.match(css, `.${col![1]}{max-width:75%!important}`);
  assert.match(css, new RegExp(`\\.${col![2]}\\{[^}]*margin:0 auto`));
});

Paths('a wrapper whose only use of an import is its type is applied around each sidebar item', () => {
  assert.match(page(), /<div class="heron-item" data-label="Wade"><li class="[^"]*menu__list-item/);
});

Paths.run();
