/**
 * A swizzled DocItem, given `content` (the doc's body as a component carrying its metadata, front
 * matter, assets, TOC and contentTitle): a wrapper that reads them before it draws the original,
 * and an ejected copy built from DocProvider, HtmlClassNameProvider, DocItem/Metadata and
 * DocItem/Layout around `<MDXComponent />`. A site without one keeps the theme's DocItem.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { findOverrides } from '../../../../cli/bundle/theme-overrides.ts';
import { THEME_DIR } from '../../../../cli/bundle/paths.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Item = suite('opdocs build: swizzled DocItem');
const DOCS = {
  'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/fly.md': '---\nshelf: top\n---\n# Fly\n\nHold the line.\n\n## Reel\n\nWind it in.\n',
  'docs/fold.md': '---\ntitle: Fold\n---\nTuck the spars.\n',
};

const WRAPPED = {
  ...DOCS,
  'src/theme/DocItem/index.js': [
    "import React from 'react';",
    "import Original from '@theme-original/DocItem';",
    "import Head from '@docusaurus/Head';",
    'export default function DocItemWrapper(props) {',
    '  const { metadata, frontMatter } = props.content;',
    '  return <>',
    '    {frontMatter.shelf && <Head><meta name="kite-shelf" content={frontMatter.shelf} /></Head>}',
    '    <div className="kite-doc" data-doc-id={metadata.id} data-next={metadata.next?.permalink}><Original {...props} /></div>',
    '  </>;',
    '}',
  ].join('\n'),
};

const EJECTED = {
  ...DOCS,
  'src/theme/DocItem/index.tsx': [
    "import React, { type ReactNode } from 'react';",
    "import type { Props } from '@theme/DocItem';",
    "import { HtmlClassNameProvider } from '@docusaurus/theme-common';",
    "import { DocProvider } from '@docusaurus/plugin-content-docs/client';",
    "import DocItemMetadata from '@theme/DocItem/Metadata';",
    "import DocItemLayout from '@theme/DocItem/Layout';",
    'export default function KiteDocItem(props: Props): ReactNode {',
    '  const MDXComponent = props.content;',
    '  const { toc, contentTitle, metadata } = MDXComponent;',
    '  return <DocProvider content={props.content}>',
    '    <HtmlClassNameProvider className={`kite-doc-id-${metadata.id}`}>',
    '      <DocItemMetadata />',
    '      <p className="kite-facts">{toc.map((h) => h.id).join(",") || "none"}; {String(contentTitle)}</p>',
    '      <DocItemLayout><MDXComponent /></DocItemLayout>',
    '    </HtmlClassNameProvider>',
    '  </DocProvider>;',
    '}',
  ].join('\n'),
};

let wrapped = '';
let ejected = '';
Item.before(async () => {
  wrapped = writeSiteFiles('opdocs-swizzled-docitem-wrapped', WRAPPED);
  ejected = writeSiteFiles('opdocs-swizzled-docitem-ejected', EJECTED);
  await buildSite({ siteDir: wrapped, outDir: 'build', quiet: true });
  await buildSite({ siteDir: ejected, outDir: 'build', quiet: true });
});

const read = (dir: string, rel: string) => readFileSync(join(dir, 'build', rel), 'utf8');

Item('a DocItem wrapper reads the doc from `content` and draws the theme\'s doc, body and all, inside its markup', () => {
  const html = read(wrapped, 'docs/fly/index.html');
  assert.match(html, /<meta name="kite-shelf" content="top"/);
  assert.match(html, /<main class="doc-main"><div class="kite-doc" data-doc-id="fly" data-next="\/docs\/fold"><div class="doc-main__row doc-main__row--with-toc">.*Hold the line\..*<\/div><\/div><\/main>/s);
  // The doc without `shelf` in its front matter gets no such tag.
  assert.not.match(read(wrapped, 'docs/fold/index.html'), 'kite-shelf');
});

Item('an ejected DocItem draws the body it is given inside the theme\'s DocItem/Layout, with the doc\'s TOC and title', () => {
  const fly = read(ejected, 'docs/fly/index.html');
  assert.match(fly, /<html[^>]*class="[^"]*\bkite-doc-id-fly\b/);
  assert.match(fly, /<main class="doc-main"><p class="kite-facts">reel<!-- -->; <!-- -->Fly<\/p><div class="doc-main__row doc-main__row--with-toc">/);
  assert.match(fly, /<article[^>]*>.*Hold the line\..*<\/article>/s);
  // No h1 in the Markdown: contentTitle is undefined, and the theme's DocItem/Content draws the title.
  assert.match(read(ejected, 'docs/fold/index.html'), /<p class="kite-facts">none<!-- -->; <!-- -->undefined<\/p>.*<h1[^>]*>Fold<\/h1>.*Tuck the spars\./s);
});

Item('migrate counts both DocItem files as applied, and only such a site gets the DocItem drawn from its swizzle', () => {
  for (const dir of [wrapped, ejected]) {
    assert.equal(listSwizzled(dir).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [['DocItem', 'DocItemSwizzle', null]]);
    assert.equal(findOverrides(dir).get(join(THEME_DIR, 'DocItem/DocItem.tsx'))?.file, join(THEME_DIR, 'compat/DocItem/FromSwizzle.tsx'));
  }
  const plain = writeSiteFiles('opdocs-swizzled-docitem-none', DOCS);
  assert.is(findOverrides(plain).size, 0);
});

Item.run();
