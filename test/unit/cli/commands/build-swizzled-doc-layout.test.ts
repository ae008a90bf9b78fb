/**
 * A swizzled DocItem/Layout: a wrapper adding its own markup after the theme's doc columns, and
 * an ejected copy built from Docusaurus' doc parts (DocItem/Content, Paginator, TOC, breadcrumbs,
 * version banner, footer) and useDoc().
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Layout = suite('opdocs build: swizzled DocItem/Layout');
const CONFIG = { title: 'Gliders', url: 'https://example.org', baseUrl: '/', contentDir: '.', docs: { editUrl: 'https://git.example.org/gliders/edit/main/' } };
const DOCS = {
  'docs/launch.md': '---\ntags: [basics]\n---\n# Launch\n\nRun into the wind.\n\n## Winch\n\nA cable pulls.\n',
  'docs/land.md': '# Land\n\nFlare late.\n',
};

const WRAPPED = {
  'site.config.json': JSON.stringify(CONFIG),
  ...DOCS,
  'src/theme/DocItem/Layout/index.js': [
    "import React from 'react';",
    "import Layout from '@theme-original/DocItem/Layout';",
    "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
    'export default function LayoutWrapper(props) {',
    '  const { metadata } = useDoc();',
    '  return <><Layout {...props} /><aside className="glider-feedback">Was {metadata.title} useful?</aside></>;',
    '}',
  ].join('\n'),
};

const EJECTED = {
  'site.config.json': JSON.stringify(CONFIG),
  ...DOCS,
  'src/theme/DocItem/Layout/index.tsx': [
    "import React, { type ReactNode } from 'react';",
    "import type { Props } from '@theme/DocItem/Layout';",
    "import { useWindowSize } from '@docusaurus/theme-common';",
    "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
    "import DocItemPaginator from '@theme/DocItem/Paginator';",
    "import DocVersionBanner from '@theme/DocVersionBanner';",
    "import DocVersionBadge from '@theme/DocVersionBadge';",
    "import DocItemFooter from '@theme/DocItem/Footer';",
    "import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';",
    "import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';",
    "import DocItemContent from '@theme/DocItem/Content';",
    "import DocBreadcrumbs from '@theme/DocBreadcrumbs';",
    "import ContentVisibility from '@theme/ContentVisibility';",
    'export default function DocItemLayout({ children }: Props): ReactNode {',
    '  const { frontMatter, toc, metadata } = useDoc();',
    '  const size = useWindowSize();',
    '  const showToc = !frontMatter.hide_table_of_contents && toc.length > 0;',
    '  return <div className="glider-row"><div className="glider-col" data-size={size}>',
    '    <ContentVisibility metadata={metadata} /><DocVersionBanner />',
    '    <DocBreadcrumbs /><DocVersionBadge />{showToc && <DocItemTOCMobile />}',
    '    <DocItemContent>{children}</DocItemContent>',
    '    <p className="glider-tags">{metadata.tags.map((t) => t.label).join(",")}</p>',
    '    <DocItemFooter /><DocItemPaginator /></div>',
    '    {showToc && <div className="glider-toc"><DocItemTOCDesktop /></div>}</div>;',
    '}',
  ].join('\n'),
};

let wrapped = '';
let ejected = '';
Layout.before(async () => {
  wrapped = writeSiteFiles('opdocs-swizzled-doclayout-wrapped', WRAPPED);
  ejected = writeSiteFiles('opdocs-swizzled-doclayout-ejected', EJECTED);
  await buildSite({ siteDir: wrapped, outDir: 'build', quiet: true });
  await buildSite({ siteDir: ejected, outDir: 'build', quiet: true });
});

const read = (dir: string, rel: string) => readFileSync(join(dir, 'build', rel), 'utf8');

Layout('a DocItem/Layout wrapper keeps the theme\'s doc columns, with the body, and adds its markup after them', () => {
  const html = read(wrapped, 'docs/launch/index.html');
  assert.match(html, /<div class="doc-main__row doc-main__row--with-toc"><div class="doc-main__content">.*Run into the wind\..*<\/div><div class="doc-main__toc">.*<\/div><\/div><aside class="glider-feedback">Was <!-- -->Launch<!-- --> useful\?<\/aside><\/main>/s);
  assert.match(html, /class="theme-edit-this-page"/);
});

Layout('an ejected DocItem/Layout draws the doc with Docusaurus\' parts, each reading the doc being shown', () => {
  const html = read(ejected, 'docs/launch/index.html');
  assert.match(html, /<div class="glider-row"><div class="glider-col" data-size="ssr">/);
  assert.not.match(html, 'doc-main__row');
  // The body inside DocItem/Content's article, the doc's tags from useDoc(), then the theme's footer.
  assert.match(html, /<article class="[^"]*doc-article[^"]*">.*Run into the wind\..*<\/article><p class="glider-tags">basics<\/p><footer class="theme-doc-footer doc-footer">/s);
  assert.match(html, /href="https:\/\/git\.example\.org\/gliders\/edit\/main\/docs\/launch\.md"/);
  // The next doc, and the TOC column with the page's heading.
  assert.match(html, /<a[^>]*href="\/docs\/land"[^>]*>.*Land/s);
  assert.match(html, /<div class="glider-toc">.*href="#winch"/s);
});

Layout('migrate counts both DocItem/Layout files as applied', () => {
  for (const dir of [wrapped, ejected]) {
    assert.equal(listSwizzled(dir).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [['DocItem/Layout', 'DocItemLayout', null]]);
  }
});

Layout('an ejected DocItem/Layout importing a part opdocs lacks is left out and the theme\'s columns stay', async () => {
  const dir = writeSiteFiles('opdocs-swizzled-doclayout-internal', {
    'site.config.json': JSON.stringify(CONFIG),
    ...DOCS,
    'src/theme/DocItem/Layout/index.js': "import Row from '@theme/DocItem/EditMetaRowOfItsOwn';\nexport default function L({ children }) { return <div className=\"never\"><Row />{children}</div>; }\n",
  });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const html = read(dir, 'docs/launch/index.html');
  assert.match(html, 'doc-main__row');
  assert.not.match(html, 'class="never"');
  assert.equal(listSwizzled(dir)[0].missing, ['@theme/DocItem/EditMetaRowOfItsOwn']);
});

Layout.run();
